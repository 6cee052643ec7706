import { useEffect, useState } from 'react';
import { store, useAtomValue } from '@/lib/store.ts';
import { peekCachedOffers } from '@/offline/catalogue/catalogue.ts';
import { catalogueRevisionAtom } from '@/offline/catalogue/catalogue-revision.ts';
import { META, peekMeta, readMetaLazily } from '@/offline/store/meta-entries.ts';
import type { CachedOffer } from '@/offline/store/schemas.ts';
import { catalogueSyncStatusAtom } from '@/offline/catalogue/sync-status.ts';
import { useLiveQuery } from '@/offline/store/use-live-query.ts';
import { useTriggeredQuery } from '@/offline/store/use-triggered-query.ts';
import { toast } from '@/ui/Toaster.tsx';
import { catalogueHandOff, rememberCatalogueRead } from './catalogue-hand-off.ts';
import {
  CATALOGUE_TIMEOUT_MS,
  FAILURE_TOASTS,
  awaitingFirstSync,
  catalogueView,
  type CatalogueView,
} from './catalogue-view.ts';
import { usePacedValue, useSettledValue } from './use-paced-value.ts';

export interface UseCatalogueOptions {
  /** Read only the newest N offers (the landing preview needs no more). */
  limit?: number;
  /**
   * Also read the newest N first and show them while the whole catalogue is
   * read and parsed (10,000 offers take a moment on a slow phone).
   */
  firstPaint?: number;
}

/** While a sync writes, the newest offers are re-read at most this often. */
const PREVIEW_INTERVAL_MS = 300;
/** The end of a sync moves two signals at once; the whole catalogue is read once for both. */
const FULL_READ_QUIET_MS = 50;

// Read without Dexie (not followed live: the triggers below say when to read again).
function read(limit: number | undefined): Promise<CachedOffer[]> {
  return peekCachedOffers(limit === undefined ? {} : { limit });
}

/**
 * The cached catalogue from IndexedDB (so it works offline), with the spec's
 * loading, timeout and error states. A failure is announced once as a toast.
 *
 * Not a live query: a sync writes in a few dozen batches, and re-reading and
 * re-parsing megabytes after each would keep the main thread busy for seconds.
 * The whole catalogue is read again once a sync has finished (here or in
 * another tab: the last-synced time in IndexedDB moves) or after this tab
 * changed it outside a sync; while a sync runs only the newest few are
 * re-read, paced, and only when the whole catalogue is not on screen yet.
 */
export function useCatalogue(options: UseCatalogueOptions = {}): CatalogueView {
  const { limit, firstPaint } = options;
  const sync = useAtomValue(catalogueSyncStatusAtom, { store });
  const revision = useAtomValue(catalogueRevisionAtom, { store });
  // What the previous view read, shown until this view's own reads answer.
  const [handOff] = useState(() => catalogueHandOff(revision, limit, firstPaint));
  const lastSynced = useLiveQuery('catalogue:last-synced', () => readMetaLazily(META.lastSyncedAt), {
    peek: () => peekMeta(META.lastSyncedAt),
  });
  const syncedKey =
    lastSynced.status === 'loading'
      ? null
      : lastSynced.status === 'ready'
        ? (lastSynced.value ?? 'never')
        : 'unreadable';
  const heldRevision = useHeldWhile(revision, sync.syncing);
  // A small read (the newest `limit`) follows a first sync, paced, until it has all it asked for.
  const [limitFilled, setLimitFilled] = useState(false);
  const pacedRevision = usePacedValue(revision, PREVIEW_INTERVAL_MS, limit !== undefined && !limitFilled);
  const fullRevision = limit !== undefined && !limitFilled ? pacedRevision : heldRevision;
  const fullTrigger = useSettledValue(
    syncedKey === null ? null : `${syncedKey}|${fullRevision}`,
    FULL_READ_QUIET_MS,
  );

  // Reading and parsing a large catalogue keeps the main thread busy; it starts
  // only once the newest offers are on screen.
  const [fullAllowed, setFullAllowed] = useState(firstPaint === undefined);
  const fullReady = fullAllowed && fullTrigger !== null;
  const result = useTriggeredQuery(`offers:${limit ?? 'all'}:${String(fullReady)}`, fullTrigger ?? '', () =>
    fullReady ? read(limit) : Promise.resolve(null),
  );
  const full = result.status === 'ready' ? result.value : null;
  const filledLimit = limit !== undefined && full !== null && full.length >= limit;
  if (filledLimit !== limitFilled) setLimitFilled(filledLimit);

  // A full first screen is enough until the sync is done (the whole catalogue is read then).
  const [previewFilled, setPreviewFilled] = useState(false);
  const previewWanted =
    firstPaint !== undefined && !previewFilled && (full === null || full.length < firstPaint);
  const previewTrigger = usePacedValue(`${syncedKey}|${revision}`, PREVIEW_INTERVAL_MS, previewWanted);
  const first = useTriggeredQuery(`offers:first:${firstPaint ?? 0}`, previewTrigger, () =>
    firstPaint === undefined ? Promise.resolve(null) : read(firstPaint),
  );
  const firstDone = first.status !== 'loading';
  const filledNow =
    firstPaint !== undefined && first.status === 'ready' && (first.value?.length ?? 0) >= firstPaint;
  // Adjusting state while rendering (React's pattern for derived state): no extra commit.
  if (filledNow !== previewFilled) setPreviewFilled(filledNow);
  useEffect(() => {
    if (fullAllowed || !firstDone) return;
    let frame = 0;
    const timer = window.setTimeout(() => {
      frame = requestAnimationFrame(() => setFullAllowed(true));
    }, 0);
    return () => {
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [fullAllowed, firstDone]);

  const early = first.status === 'ready' && first.value?.length ? first.value : null;
  // The newest offers win while a first sync fills an empty cache (the whole one was read before it).
  const showEarly = early !== null && (full === null || full.length < early.length);
  const fromReads = showEarly ? early : full;
  const offers = fromReads ?? handOff?.offers ?? null;
  // Fewer than asked for and no sync adding more: the first read holds the whole catalogue.
  const complete = showEarly
    ? firstPaint !== undefined && early.length < firstPaint && !sync.syncing
    : full !== null || (handOff?.complete ?? false);

  // Each new read is remembered for the next view, with the revision as it stands now.
  useEffect(() => {
    if (full === null) return;
    rememberCatalogueRead(full, limit === undefined || full.length < limit, store.get(catalogueRevisionAtom));
  }, [full, limit]);
  useEffect(() => {
    if (early === null || firstPaint === undefined) return;
    rememberCatalogueRead(early, early.length < firstPaint, store.get(catalogueRevisionAtom));
  }, [early, firstPaint]);
  const waiting = result.status !== 'error' && awaitingFirstSync(offers, sync);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setTimedOut(true), CATALOGUE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);

  const view = catalogueView({ offers, complete, readFailed: result.status === 'error', sync, timedOut });
  const failure = view.status === 'failed' ? view.failure : null;

  useEffect(() => {
    if (!failure) return;
    const { title, description } = FAILURE_TOASTS[failure];
    // One id for every failure of the list, so two views or a re-render never stack toasts.
    toast.error(title, { id: 'offers-load', description });
  }, [failure]);

  return view;
}

/** `value`, except that while `hold` is true it stays what it was when the hold began. */
function useHeldWhile<T>(value: T, hold: boolean): T {
  const [held, setHeld] = useState(value);
  // Adjusting state while rendering (React's pattern for derived state): no extra commit.
  if (!hold && !Object.is(held, value)) setHeld(value);
  return hold ? held : value;
}
