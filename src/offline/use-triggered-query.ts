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
  useEffect(() => {
    latest.current = querier;
  });
  useEffect(() => {
    let current = true;
    latest.current().then(
      (value) => {
        // A transition: rendering a page of new cards is sliced, so input stays responsive.
        if (current) startTransition(() => setState({ key, result: { status: 'ready', value } }));
      },
      (error: unknown) => {
        if (current) setState({ key, result: { status: 'error', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, trigger]);
  return state?.key === key ? state.result : { status: 'loading' };
}
