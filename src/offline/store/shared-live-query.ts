import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { followLiveQuery, type LiveQueryResult } from './use-live-query.ts';

const LOADING = { status: 'loading' } as const;

/**
 * How long a query no view follows stays open: the view that replaces the
 * last one with the same query (a tap from the list to an offer, Back) takes
 * it over, instead of one closing and another opening in the tap's commit.
 */
export const LINGER_MS = 5000;

interface SharedQuery {
  result: LiveQueryResult<unknown>;
  listeners: Set<() => void>;
  close: () => void;
  closing: ReturnType<typeof setTimeout> | null;
}

/** Open queries by key. */
const queries = new Map<string, SharedQuery>();

function open(querier: () => Promise<unknown>): SharedQuery {
  let closed = false;
  const query: SharedQuery = {
    result: LOADING,
    listeners: new Set(),
    close: () => {
      closed = true;
    },
    closing: null,
  };
  const publish = (result: LiveQueryResult<unknown>) => {
    query.result = result;
    for (const listener of query.listeners) listener();
  };
  followLiveQuery(querier, publish, () => !closed).then(
    (unsubscribe) => {
      query.close = unsubscribe;
    },
    (error: unknown) => publish({ status: 'error', error }),
  );
  return query;
}

function follow(key: string, querier: () => Promise<unknown>, listener: () => void): () => void {
  let query = queries.get(key);
  if (!query) {
    query = open(querier);
    queries.set(key, query);
  }
  if (query.closing !== null) {
    clearTimeout(query.closing);
    query.closing = null;
  }
  query.listeners.add(listener);
  const followed = query;
  return () => {
    followed.listeners.delete(listener);
    if (followed.listeners.size > 0 || followed.closing !== null) return;
    followed.closing = setTimeout(() => {
      followed.closing = null;
      if (followed.listeners.size > 0) return;
      if (queries.get(key) === followed) queries.delete(key);
      followed.close();
    }, LINGER_MS);
  };
}

/**
 * useLiveQuery for a query many views show at once: one Dexie subscription
 * per key, whatever the number of views. Each offer card's 'Lagre' shows
 * whether the person saved it: with a query per card, 60 cards read the
 * favourites 60 times on every change, and closing 60 subscriptions took
 * about 45 ms at 4x CPU of the tap that leaves the list. As with
 * useLiveQuery, `key` names the query: views with one key share one querier.
 */
export function useSharedLiveQuery<T>(key: string, querier: () => Promise<T>): LiveQueryResult<T> {
  const latest = useRef(querier);
  useEffect(() => {
    latest.current = querier;
  });
  const subscribe = useCallback(
    (listener: () => void) => follow(key, () => latest.current(), listener),
    [key],
  );
  const snapshot = useCallback(() => (queries.get(key)?.result ?? LOADING) as LiveQueryResult<T>, [key]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** How many queries are open (tests). */
export function openSharedQueries(): number {
  return queries.size;
}

/** Closes every query at once, followed or not (tests: each starts with none). */
export function closeSharedQueries(): void {
  for (const query of queries.values()) {
    if (query.closing !== null) clearTimeout(query.closing);
    query.close();
  }
  queries.clear();
}
