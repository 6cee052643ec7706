import { dequal } from 'dequal/lite';
import { useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '@/lib/after-paint.ts';
import { loadOfflineDb, whenOfflineDbLoaded } from './lazy-db.ts';

export type LiveQueryResult<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

const LOADING = { status: 'loading' } as const;

interface Keyed<T> {
  key: string;
  result: LiveQueryResult<T>;
}

export interface LiveQueryOptions<T> {
  /**
   * The same answer read without Dexie (catalogue.ts's peek readers), shown
   * at once; the live query then starts once the offline database has been
   * loaded (by the sync, after the first paint), so Dexie stays off the
   * first paint.
   */
  peek?: () => Promise<T>;
  /**
   * The answer already in memory (what the screen before showed), or undefined:
   * painted in the first render while the peek and the live query read it again.
   */
  known?: () => T | undefined;
}

/**
 * Follows `querier` with Dexie's liveQuery once Dexie and the offline database
 * have loaded, unless `wanted()` has turned false by then; resolves to the
 * unsubscribe. Rejects if either could not load.
 */
export async function followLiveQuery<T>(
  querier: () => Promise<T>,
  publish: (result: LiveQueryResult<T>) => void,
  wanted: () => boolean,
): Promise<() => void> {
  // Loaded first: a querier that had to wait for a module load could not be followed.
  const [{ liveQuery }] = await Promise.all([import('dexie'), loadOfflineDb()]);
  if (!wanted()) return () => undefined;
  const subscription = liveQuery(querier).subscribe({
    next: (value) => publish({ status: 'ready', value }),
    error: (error: unknown) => publish({ status: 'error', error }),
  });
  return () => subscription.unsubscribe();
}

/**
 * The state after an answer: the same state when the answer equals what it
 * shows already. A page opened from a list paints with the list's copy (known),
 * then hears the same record from the peek and again from the live query; each
 * new object would render the whole page again for nothing.
 */
function withAnswer<T>(previous: Keyed<T> | null, key: string, result: LiveQueryResult<T>): Keyed<T> | null {
  const shown = previous?.key === key ? previous.result : null;
  const same = shown?.status === 'ready' && result.status === 'ready' && dequal(shown.value, result.value);
  return same ? previous : { key, result };
}

/** What a view shows before its own query answers: the answer already in memory, if any. */
function knownState<T>(key: string, known: (() => T | undefined) | undefined): Keyed<T> | null {
  const value = known?.();
  return value === undefined ? null : { key, result: { status: 'ready', value } };
}

/**
 * With a peek: if nothing has loaded the database this long after the view
 * appeared (the sync could not start, say), the live query loads it itself.
 */
const LIVE_FALLBACK_MS = 5000;

/**
 * A Dexie query kept current: re-run whenever the data it read changes (here
 * or in another tab). `key` names the query; a new key starts a new
 * subscription, so it must change whenever the query's inputs do.
 */
export function useLiveQuery<T>(
  key: string,
  querier: () => Promise<T>,
  options: LiveQueryOptions<T> = {},
): LiveQueryResult<T> {
  // The known answer is kept as the state, so equal answers after it change nothing.
  const [state, setState] = useState(() => knownState(key, options.known));
  const latest = useRef({ querier, peek: options.peek });
  useEffect(() => {
    latest.current = { querier, peek: options.peek };
  });
  const peeked = options.peek !== undefined;
  useEffect(() => {
    let active = true;
    let peekAnswered = false;
    let live = false;
    let unsubscribe: () => void = () => undefined;
    let fallback = 0;
    const peek = peeked ? latest.current.peek : undefined;
    if (peek) {
      peek().then(
        (value) => {
          if (!active || live) return;
          peekAnswered = true;
          setState((previous) => withAnswer(previous, key, { status: 'ready', value }));
        },
        // The live query answers instead (with the error, if it is a real one).
        () => undefined,
      );
    }
    async function subscribe() {
      if (peek) {
        await Promise.race([
          whenOfflineDbLoaded(),
          new Promise<void>((resolve) => (fallback = window.setTimeout(resolve, LIVE_FALLBACK_MS))),
        ]);
        // The peek (or a known answer) fills the first frame; following starts after its paint.
        // Opened by a tap, this effect runs before the paint, and Dexie's first query with it.
        await afterNextPaint();
      }
      unsubscribe = await followLiveQuery(
        () => latest.current.querier(),
        (result) => {
          live = true;
          setState((previous) => withAnswer(previous, key, result));
        },
        () => active,
      );
    }
    subscribe().catch((error: unknown) => {
      // Dexie could not load: what the peek showed stays (it just stops following changes).
      if (active && !peekAnswered) setState({ key, result: { status: 'error', error } });
      else console.warn('Could not follow the offline database', error);
    });
    return () => {
      active = false;
      window.clearTimeout(fallback);
      unsubscribe();
    };
  }, [key, peeked]);
  // A result for an older key is stale: show what is known, else loading, until the new query answers.
  if (state?.key === key) return state.result;
  return knownState(key, options.known)?.result ?? LOADING;
}
