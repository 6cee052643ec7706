import { useCallback, useEffect } from 'react';
import { loadSupabase } from '@/features/auth/index.ts';
import { atom, store, useAtomValue } from '@/lib/store.ts';
import { type OfferDayStats, fetchOfferDailyStats } from './api/offer-daily-stats.ts';
import { type PlatformTotals, fetchPlatformTotals } from './api/platform-totals.ts';
import { FETCH_PERIOD_DAYS, type StatsPeriod, lastDays, osloToday } from './period.ts';

// One query per screen: the summary on top and every offer card read the same
// rows, fetched once per company (or 'all' for platform admins) and day, for
// the longest period; shorter periods are cut from them on the device.

export type QueryState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

const queriesAtom = atom<Record<string, QueryState<unknown>>>({});
const inflight = new Map<string, Promise<void>>();

function setQuery(key: string, state: QueryState<unknown>): void {
  store.set(queriesAtom, (queries) => ({ ...queries, [key]: state }));
}

function run(key: string, load: () => Promise<unknown>): Promise<void> {
  const running = inflight.get(key);
  if (running) return running;
  setQuery(key, { status: 'loading' });
  const started = load().then(
    (data) => setQuery(key, { status: 'ready', data }),
    (error: unknown) => {
      console.warn('Could not load the statistics', error);
      setQuery(key, { status: 'error', message: error instanceof Error ? error.message : String(error) });
    },
  );
  const tracked = started.finally(() => inflight.delete(key));
  inflight.set(key, tracked);
  return tracked;
}

/** A query shared by every component that asks for the same key; null asks for nothing yet. */
function useSharedQuery<T>(
  key: string | null,
  load: () => Promise<T>,
): { state: QueryState<T>; reload: () => void } {
  const queries = useAtomValue(queriesAtom, { store });
  const state = (key === null ? undefined : queries[key]) as QueryState<T> | undefined;
  useEffect(() => {
    if (key !== null && store.get(queriesAtom)[key] === undefined) void run(key, load);
    // load is a fresh closure each render; the key says everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const reload = useCallback(() => {
    if (key !== null) void run(key, load);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { state: state ?? { status: 'loading' }, reload };
}

export interface ScreenStats {
  rows: readonly OfferDayStats[];
  /** The fetched span (the last 90 days up to today); shorter periods are cut from it. */
  period: StatsPeriod;
}

/** The screen's rows: a company's offers, or every offer (companyId null, platform admins). */
export function useScreenStats(companyId: string | null | undefined): {
  state: QueryState<ScreenStats>;
  reload: () => void;
} {
  const today = osloToday();
  const key = companyId === undefined ? null : `offers:${companyId ?? 'all'}:${today}`;
  return useSharedQuery(key, async () => {
    const period = lastDays(FETCH_PERIOD_DAYS, today);
    const rows = await fetchOfferDailyStats(await loadSupabase(), companyId ?? null, period);
    return { rows, period };
  });
}

/** The whole platform's totals for a period (platform admins only). */
export function usePlatformTotals(period: StatsPeriod | null): {
  state: QueryState<PlatformTotals>;
  reload: () => void;
} {
  const key = period === null ? null : `platform:${period.from}:${period.to}`;
  return useSharedQuery(key, async () =>
    fetchPlatformTotals(await loadSupabase(), period ?? lastDays(1, osloToday())),
  );
}
