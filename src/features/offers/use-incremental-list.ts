import { startTransition, useCallback, useEffect, useState } from 'react';

export const LIST_PAGE_SIZE = 60;

/**
 * Cards a new list renders in its first frame: more than a desktop's first
 * screen. The rest of the first page follows right after that frame has
 * painted, in a transition, so the first cards (and their images) are not
 * held up by 50 more.
 */
export const FIRST_FRAME_CARDS = 12;

/**
 * Cards a new result (another filter, a keystroke) mounts at once: two rows
 * on a desktop, more than a phone's or tablet's screen. Cards cost most of a
 * keystroke's work, and typing replaces the result every few hundred
 * milliseconds.
 */
export const RESULT_FIRST_SCREEN = 6;

/**
 * How long a new result shows only its first screen before the rest of its
 * first page follows (unless the visitor scrolls to its end or asks for
 * more first): a whole page of cards per keystroke would hold up the frame
 * that shows the cards on screen.
 */
export const FILL_AFTER_PAUSE_MS = 1000;

export interface IncrementalList<T> {
  visible: T[];
  hasMore: boolean;
  showMore: () => void;
  /** Attach to an element after the list: coming near the viewport shows the next page. */
  sentinelRef: (element: HTMLElement | null) => void;
}

/**
 * Renders a long list a page at a time: 10,000 cached offers stay fast
 * because only what the visitor scrolls to is in the DOM. A new `resetKey`
 * (another filter) starts again with the first screen of its first page;
 * the rest of that page follows after a pause, on scroll or on request.
 */
export function useIncrementalList<T>(
  items: readonly T[],
  resetKey: string,
  pageSize = LIST_PAGE_SIZE,
): IncrementalList<T> {
  const [state, setState] = useState({ key: resetKey, count: pageSize });
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const [firstFramePainted, setFirstFramePainted] = useState(false);
  const firstScreenOnly = state.key !== resetKey;
  const count = firstScreenOnly ? Math.min(pageSize, RESULT_FIRST_SCREEN) : state.count;
  const rendered = firstFramePainted ? count : Math.min(count, FIRST_FRAME_CARDS);
  const hasMore = firstFramePainted && items.length > count;

  useEffect(() => {
    if (firstFramePainted) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setFirstFramePainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [firstFramePainted]);

  const showMore = useCallback(() => {
    // Interruptible: a keystroke meanwhile is not held up by a page of cards.
    startTransition(() =>
      setState((previous) => ({
        key: resetKey,
        count: previous.key === resetKey ? previous.count + pageSize : pageSize,
      })),
    );
  }, [resetKey, pageSize]);

  // A new result that has stayed on screen for a moment gets the rest of its first page.
  useEffect(() => {
    if (!firstScreenOnly) return;
    const timer = window.setTimeout(
      () => startTransition(() => setState({ key: resetKey, count: pageSize })),
      FILL_AFTER_PAUSE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [firstScreenOnly, resetKey, pageSize]);

  // A fresh observer per page: it reports at once whether the sentinel is
  // still near the viewport, so a tall screen keeps filling until it is not.
  // A new result's first screen fills only once its end is in view: a page
  // ahead of the visitor would follow every keystroke.
  useEffect(() => {
    if (!sentinel || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showMore();
      },
      { rootMargin: firstScreenOnly ? '0px' : '800px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, hasMore, count, showMore, firstScreenOnly]);

  return { visible: items.slice(0, rendered), hasMore, showMore, sentinelRef: setSentinel };
}
