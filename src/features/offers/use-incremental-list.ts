import { useCallback, useEffect, useState } from 'react';

export const LIST_PAGE_SIZE = 60;

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
  const count = state.key === resetKey ? state.count : pageSize;
  const hasMore = items.length > count;

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

  return { visible: items.slice(0, count), hasMore, showMore, sentinelRef: setSentinel };
}
