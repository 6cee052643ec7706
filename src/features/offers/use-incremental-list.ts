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
 * Cards a new result (another filter, a keystroke) mounts at once, and adds
 * per frame while its last card is on screen: a desktop row, more than a
 * phone's screen. Cards are most of a keystroke's work, and typing replaces
 * the result every few hundred milliseconds.
 */
export const RESULT_STEP = 3;

/**
 * How long a new result shows only what is on screen before the rest of its
 * first page follows (unless the visitor asks for more first): a whole page
 * of cards per keystroke would hold up the frame that shows the cards on
 * screen.
 */
export const FILL_AFTER_PAUSE_MS = 1000;

export interface IncrementalListOptions {
  pageSize?: number;
  /** Render this many at once on mount (a list the visitor comes back to). */
  restoreCount?: number;
}

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
 * (another filter) starts again with what fills the screen (a step of cards
 * per frame while the list's end is in view); the rest of its first page
 * follows after a pause, on request, or page by page on scroll.
 */
export function useIncrementalList<T>(
  items: readonly T[],
  resetKey: string,
  { pageSize = LIST_PAGE_SIZE, restoreCount }: IncrementalListOptions = {},
): IncrementalList<T> {
  // Coming back to a list (Back from an offer) renders what was there at once, so the scroll
  // position can be restored in the same frame.
  const [state, setState] = useState(() => ({
    key: resetKey,
    count: Math.max(pageSize, restoreCount ?? 0),
  }));
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const [firstFramePainted, setFirstFramePainted] = useState(restoreCount !== undefined);
  const count = state.key === resetKey ? state.count : Math.min(pageSize, RESULT_STEP);
  // A new result's first page, still growing to fill the screen.
  const filling = count < pageSize;
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

  // Interruptible: a keystroke meanwhile is not held up by more cards.
  const grow = useCallback(
    (next: (previous: number) => number) =>
      startTransition(() =>
        setState((previous) => ({
          key: resetKey,
          count: next(previous.key === resetKey ? previous.count : Math.min(pageSize, RESULT_STEP)),
        })),
      ),
    [resetKey, pageSize],
  );
  const showMore = useCallback(
    () => grow((previous) => (previous < pageSize ? pageSize : previous + pageSize)),
    [grow, pageSize],
  );

  // A new result that has stayed for a moment gets the rest of its first page.
  useEffect(() => {
    if (!filling) return;
    const timer = window.setTimeout(
      () => grow((previous) => Math.max(previous, pageSize)),
      FILL_AFTER_PAUSE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [filling, grow, pageSize]);

  // A fresh observer per step: it reports at once whether the sentinel is
  // still near the viewport, so a tall screen keeps filling until it is not.
  // While a new result fills the screen, only a sentinel on screen asks for
  // more, a step at a time: a page ahead of the visitor would follow every
  // keystroke.
  useEffect(() => {
    if (!sentinel || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        if (filling) grow((previous) => Math.min(pageSize, previous + RESULT_STEP));
        else showMore();
      },
      { rootMargin: filling ? '0px' : '800px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, hasMore, count, filling, grow, showMore, pageSize]);

  return { visible: items.slice(0, rendered), hasMore, showMore, sentinelRef: setSentinel };
}
