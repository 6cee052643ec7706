import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes. For parts that should
 * not even mount at some widths (a rich-text editor hidden on phones would
 * still load and run), where CSS alone would only hide them.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      // jsdom and very old browsers have no matchMedia: treated as not matching.
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}
