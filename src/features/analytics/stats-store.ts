import { useCallback, useEffect } from 'react';
import { loadSupabase } from '@/lib/load-supabase.ts';
import { atom, store, useAtomValue } from '@/lib/store.ts';
import { type OfferDayStats, fetchOfferDailyStats } from './api/offer-daily-stats.ts';
import { type PlatformTotals, fetchPlatformTotals } from './api/platform-totals.ts';
import { FETCH_PERIOD_DAYS, type StatsPeriod, lastDays, osloToday } from './period.ts';

// One query per screen: the summary on top and every offer card read the same
// rows, fetched once per company (or 'all' for platform admins) and day, for
// the longest period; shorter periods are cut from them on the device.
//
// Stale while revalidate: the answers stay in memory for the session, so a
// screen shown again paints its last figures at once, and each visit (the
// first component of a screen asking for a key) asks the server again in the
// background. A failed background refresh keeps the figures it had.

export type QueryState<T> =
  | { status: 'loading' }
  | {
      status: 'ready';
      data: T;
      /** A newer answer is on its way (the figures shown are the last visit's). */
      refreshing: boolean;
      /** The last refresh failed: the figures shown are older than this visit. */
      refreshFailed: boolean;
    }
  | { status: 'error'; message: string };

const queriesAtom = atom<Record<string, QueryState<unknown>>>({});
const inflight = new Map<string, Promise<void>>();
/** How many mounted components show each key; a visit starts when it goes from 0 to 1. */
const subscribers = new Map<string, number>();

function setQuery(key: string, state: QueryState<unknown>): void {
  store.set(queriesAtom, (queries) => ({ ...queries, [key]: state }));
}

function run(key: string, load: () => Promise<unknown>): Promise<void> {
  const running = inflight.get(key);
  if (running) return running;
  const before = store.get(queriesAtom)[key];
  setQuery(key, before?.status === 'ready' ? { ...before, refreshing: true } : { status: 'loading' });
  const started = load().then(
    (data) => setQuery(key, { status: 'ready', data, refreshing: false, refreshFailed: false }),
    (error: unknown) => {
      console.warn('Could not load the statistics', error);
      const shown = store.get(queriesAtom)[key];
      setQuery(
        key,
        shown?.status === 'ready'
          ? { ...shown, refreshing: false, refreshFailed: true }
          : { status: 'error', message: error instanceof Error ? error.message : String(error) },
      );
    },
  );
  const tracked = started.finally(() => inflight.delete(key));
  inflight.set(key, tracked);
  return tracked;
}

/**
 * A query shared by every component that asks for the same key; null asks for
 * nothing yet. Shows what the session last had for the key at once and asks
 * again when a visit starts; reload() asks again now (retry, period change).
 */
function useSharedQuery<T>(
  key: string | null,
  load: () => Promise<T>,
): { state: QueryState<T>; reload: () => void } {
  const queries = useAtomValue(queriesAtom, { store });
  const state = (key === null ? undefined : queries[key]) as QueryState<T> | undefined;
  useEffect(() => {
    if (key === null) return;
    const count = subscribers.get(key) ?? 0;
    subscribers.set(key, count + 1);
    if (count === 0) void run(key, load);
    return () => {
      const left = (subscribers.get(key) ?? 1) - 1;
      if (left > 0) subscribers.set(key, left);
      else subscribers.delete(key);
    };
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

function screenKey(companyId: string | null | undefined, today: string): string | null {
  return companyId === undefined ? null : `offers:${companyId ?? 'all'}:${today}`;
}

function loadScreenStats(companyId: string | null, today: string): () => Promise<ScreenStats> {
  return async () => {
    const period = lastDays(FETCH_PERIOD_DAYS, today);
    const rows = await fetchOfferDailyStats(await loadSupabase(), companyId, period);
    return { rows, period };
  };
}

/** The screen's rows: a company's offers, or every offer (companyId null, platform admins). */
export function useScreenStats(companyId: string | null | undefined): {
  state: QueryState<ScreenStats>;
  reload: () => void;
} {
  const today = osloToday();
  return useSharedQuery(screenKey(companyId, today), loadScreenStats(companyId ?? null, today));
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

// The screen's own offer changes. The figures name offers by the server's
// title (the best offers) and lose a deleted offer's events; a rename or a
// delete on the page asks for the figures again. The cards say which offers
// the page shows: a set that changes after it first settled (during one visit)
// is such a change. Adding an offer needs nothing (it has no events yet), but
// costs only the same one query when it happens.

interface ShownOffers {
  /** Mounted cards per offer id, with the title they show. */
  mounted: Map<string, { title: string; cards: number }>;
  /** The set as of the last check; null until the first cards of the visit. */
  settled: Map<string, string> | null;
  check: ReturnType<typeof setTimeout> | null;
}

const shownOffers = new Map<string, ShownOffers>();

function shownFor(key: string): ShownOffers {
  let shown = shownOffers.get(key);
  if (!shown) {
    shown = { mounted: new Map(), settled: null, check: null };
    shownOffers.set(key, shown);
  }
  return shown;
}

/** After the render's effects: compares the cards shown with the settled set, once per batch of changes. */
function scheduleCheck(key: string, companyId: string | null, today: string): void {
  const shown = shownFor(key);
  if (shown.check !== null) return;
  shown.check = setTimeout(() => {
    shown.check = null;
    if ((subscribers.get(key) ?? 0) === 0) {
      // The screen is gone: its next visit asks anyway.
      shownOffers.delete(key);
      return;
    }
    const now = new Map([...shown.mounted].map(([id, { title }]) => [id, title]));
    const before = shown.settled;
    if (now.size === 0 && before === null) return;
    shown.settled = now;
    if (before === null) return;
    const changed = before.size !== now.size || [...now].some(([id, title]) => before.get(id) !== title);
    if (changed) void run(key, loadScreenStats(companyId, today));
  }, 0);
}

/** An offer card's statistics footer reports the offer it shows, so the page's renames and deletes refresh the figures. */
export function useShownOffer(
  companyId: string | null | undefined,
  offer: { id: string; title: string },
): void {
  const today = osloToday();
  const key = screenKey(companyId, today);
  useEffect(() => {
    if (key === null) return;
    const { mounted } = shownFor(key);
    const entry = mounted.get(offer.id);
    mounted.set(offer.id, { title: offer.title, cards: (entry?.cards ?? 0) + 1 });
    scheduleCheck(key, companyId ?? null, today);
    return () => {
      const shown = shownFor(key);
      const current = shown.mounted.get(offer.id);
      if (current && current.cards > 1) current.cards -= 1;
      else shown.mounted.delete(offer.id);
      scheduleCheck(key, companyId ?? null, today);
    };
  }, [key, companyId, today, offer.id, offer.title]);
}
