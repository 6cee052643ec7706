import { liveQuery } from 'dexie';
import { useEffect, useRef, useState } from 'react';

export type LiveQueryResult<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

interface Keyed<T> {
  key: string;
  result: LiveQueryResult<T>;
}

/**
 * A Dexie query kept current: re-run whenever the data it read changes (here
 * or in another tab). `key` names the query; a new key starts a new
 * subscription, so it must change whenever the query's inputs do.
 */
export function useLiveQuery<T>(key: string, querier: () => Promise<T>): LiveQueryResult<T> {
  const [state, setState] = useState<Keyed<T> | null>(null);
  const latest = useRef(querier);
  useEffect(() => {
    latest.current = querier;
  });
  useEffect(() => {
    const subscription = liveQuery(() => latest.current()).subscribe({
      next: (value) => setState({ key, result: { status: 'ready', value } }),
      error: (error: unknown) => setState({ key, result: { status: 'error', error } }),
    });
    return () => subscription.unsubscribe();
  }, [key]);
  // A result for an older key is stale: show loading until the new query answers.
  return state?.key === key ? state.result : { status: 'loading' };
}
