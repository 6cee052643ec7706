import { useEffect, useState } from 'react';
import { store, useAtomValue } from '@/lib/store.ts';
import { readCachedOffers } from '@/offline/catalogue.ts';
import type { CachedOffer } from '@/offline/schemas.ts';
import { catalogueSyncStatusAtom } from '@/offline/sync-status.ts';
import { useLiveQuery } from '@/offline/use-live-query.ts';
import { toast } from '@/ui/Toaster.tsx';
import {
  CATALOGUE_TIMEOUT_MS,
  FAILURE_TOASTS,
  awaitingFirstSync,
  catalogueView,
  type CatalogueView,
} from './catalogue-view.ts';

export interface UseCatalogueOptions {
  /** Read only the newest N offers (the landing preview needs no more). */
  limit?: number;
  /**
   * Also read the newest N first and show them while the whole catalogue is
   * read and parsed (10,000 offers take a moment on a slow phone).
   */
  firstPaint?: number;
}

function read(limit: number | undefined): Promise<CachedOffer[]> {
  return readCachedOffers(limit === undefined ? {} : { limit });
}

/**
 * The cached catalogue, kept live from IndexedDB (so it works offline and
 * follows every sync), with the spec's loading, timeout and error states.
 * A failure is announced once as a toast.
 */
export function useCatalogue(options: UseCatalogueOptions = {}): CatalogueView {
  const { limit, firstPaint } = options;
  const first = useLiveQuery(`offers:first:${firstPaint ?? 0}`, () =>
    firstPaint === undefined ? Promise.resolve(null) : read(firstPaint),
  );
  const firstDone = first.status !== 'loading';
  // Reading and parsing a large catalogue keeps the main thread busy; it starts
  // only once the newest offers are on screen.
  const [fullAllowed, setFullAllowed] = useState(firstPaint === undefined);
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
  const result = useLiveQuery(`offers:${limit ?? 'all'}:${String(fullAllowed)}`, () =>
    fullAllowed ? read(limit) : Promise.resolve(null),
  );
  const sync = useAtomValue(catalogueSyncStatusAtom, { store });
  const early = first.status === 'ready' && first.value?.length ? first.value : null;
  const full = result.status === 'ready' ? result.value : null;
  const offers = full ?? early;
  // Fewer than asked for: the first read already holds the whole catalogue.
  const complete = full !== null || (early !== null && firstPaint !== undefined && early.length < firstPaint);
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
