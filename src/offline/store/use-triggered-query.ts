import { startTransition, useEffect, useRef, useState } from 'react';
import type { LiveQueryResult } from './use-live-query.ts';

interface Keyed<T> {
  key: string;
  result: LiveQueryResult<T>;
}

/**
 * An IndexedDB read re-run only when `trigger` changes, for reads too large to
 * be a live query (the whole catalogue): the caller decides when the data is
 * worth reading again. A new `key` means a new query and shows loading until it
 * answers; a new trigger keeps showing the previous answer meanwhile. Answers
 * to superseded runs are dropped.
 */
export function useTriggeredQuery<T>(
  key: string,
  trigger: string | number,
  querier: () => Promise<T>,
): LiveQueryResult<T> {
  const [state, setState] = useState<Keyed<T> | null>(null);
  const latest = useRef(querier);
  // The key the last answer was for: a first answer replaces a placeholder.
  const answered = useRef<string | null>(null);
  useEffect(() => {
    latest.current = querier;
  });
  useEffect(() => {
    let current = true;
    latest.current().then(
      (value) => {
        if (!current) return;
        const next = { key, result: { status: 'ready', value } } as const;
        const first = answered.current !== key;
        answered.current = key;
        // A first answer replaces a placeholder: at once (a transition could be restarted by
        // every other update of a busy start). A later one replaces cards already shown: in a
        // transition, sliced, so input stays responsive while the new cards render.
        if (first) setState(next);
        else startTransition(() => setState(next));
      },
      (error: unknown) => {
        if (!current) return;
        answered.current = key;
        setState({ key, result: { status: 'error', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, trigger]);
  return state?.key === key ? state.result : { status: 'loading' };
}
