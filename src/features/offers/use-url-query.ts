import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OffersSearch } from './offers-search.ts';

/** The address follows the search box once typing pauses: a navigation per letter would cost every keystroke. */
const URL_DELAY_MS = 300;

export interface UrlQuery {
  query: string;
  setQuery: (query: string) => void;
  /** Writes a pending query into the address now (before leaving the page or changing a filter). */
  flush: () => void;
}

/**
 * The search box's text, kept in the address as `?q=` (replacing the entry,
 * so Back leaves /offers rather than stepping through letters). The box
 * answers from local state, so a keystroke never waits for the router; an
 * address changed from outside (Back, a link) sets the box.
 */
export function useUrlQuery(search: OffersSearch): UrlQuery {
  const navigate = useNavigate();
  const fromUrl = search.q ?? '';
  const [query, setLocal] = useState(fromUrl);
  const written = useRef(fromUrl);
  const pending = useRef<number | null>(null);

  // The first render takes the address's search (Back from an offer paints it with its results);
  // later, only an address this hook did not write (a reset, a link) sets the box.
  useEffect(() => {
    if (fromUrl === written.current) return;
    written.current = fromUrl;
    setLocal(fromUrl);
  }, [fromUrl]);

  const write = useCallback(
    (next: string) => {
      const q = next.trim() === '' ? undefined : next;
      if ((q ?? '') === written.current) return;
      written.current = q ?? '';
      void navigate({
        to: '/offers',
        search: (previous: OffersSearch): OffersSearch => ({ ...previous, q }),
        replace: true,
        resetScroll: false,
      });
    },
    [navigate],
  );

  const latest = useRef(query);
  const flush = useCallback(() => {
    if (pending.current === null) return;
    window.clearTimeout(pending.current);
    pending.current = null;
    write(latest.current);
  }, [write]);

  const setQuery = useCallback(
    (next: string) => {
      setLocal(next);
      latest.current = next;
      if (pending.current !== null) window.clearTimeout(pending.current);
      pending.current = window.setTimeout(() => {
        pending.current = null;
        write(next);
      }, URL_DELAY_MS);
    },
    [write],
  );

  useEffect(
    () => () => {
      if (pending.current !== null) window.clearTimeout(pending.current);
    },
    [],
  );

  return { query, setQuery, flush };
}
