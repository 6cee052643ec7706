import { startTransition, useCallback, useEffect, useState } from 'react';

export const LIST_PAGE_SIZE = 60;

/**
 * Cards a new list renders in its first frame: more than a desktop's first
 * screen. The rest of the first page follows right after that frame has
 * painted, in a transition, so the first cards (and their images) are not
 * held up by 50 more.
 */
export const FIRST_FRAME_CARDS = 12;

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
 * (another filter) starts again from the first page.
 */
export function useIncrementalList<T>(
  items: readonly T[],
  resetKey: string,
  pageSize = LIST_PAGE_SIZE,
): IncrementalList<T> {
  const [state, setState] = useState({ key: resetKey, count: pageSize });
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const [firstFramePainted, setFirstFramePainted] = useState(false);
  const count = state.key === resetKey ? state.count : pageSize;
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
    setState((previous) => ({
      key: resetKey,
      count: (previous.key === resetKey ? previous.count : pageSize) + pageSize,
    }));
  }, [resetKey, pageSize]);

  // A fresh observer per page: it reports at once whether the sentinel is
  // still near the viewport, so a tall screen keeps filling until it is not.
  useEffect(() => {
    if (!sentinel || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showMore();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, hasMore, count, showMore]);

  return { visible: items.slice(0, rendered), hasMore, showMore, sentinelRef: setSentinel };
}
