import type { CatalogueSyncStatus } from '@/offline/catalogue/sync-status.ts';
import type { CachedOffer } from '@/offline/store/schemas.ts';

/** Why the catalogue cannot be shown: the spec's three offer-load failures. */
export type CatalogueFailure = 'timeout' | 'error' | 'unexpected';

export type CatalogueView =
  | { status: 'loading' }
  /** `complete` is false while only the newest offers (read first, to paint sooner) are shown. */
  | { status: 'ready'; offers: CachedOffer[]; complete: boolean }
  | { status: 'failed'; failure: CatalogueFailure };

/** The offers load times out after 8 s (spec section 9). */
export const CATALOGUE_TIMEOUT_MS = 8000;

export interface CatalogueInputs {
  /** The cached offers, null while IndexedDB is being read. */
  offers: CachedOffer[] | null;
  /** Whether `offers` is the whole cached catalogue (not just the newest, read first). */
  complete?: boolean;
  /** Reading IndexedDB itself failed. */
  readFailed: boolean;
  sync: CatalogueSyncStatus;
  /** The first sync has taken longer than CATALOGUE_TIMEOUT_MS. */
  timedOut: boolean;
}

/**
 * What the offer list shows. Anything cached is shown at once, online or
 * not; only an empty cache waits for the first sync, and then a failed or
 * slow sync (or being offline) is a failure rather than an empty catalogue.
 */
export function catalogueView({
  offers,
  complete = true,
  readFailed,
  sync,
  timedOut,
}: CatalogueInputs): CatalogueView {
  if (readFailed) return { status: 'failed', failure: 'unexpected' };
  if (offers === null) return { status: 'loading' };
  // Something cached, or a completed sync that found nothing: the catalogue as it is.
  if (offers.length > 0) return { status: 'ready', offers, complete };
  if (!complete) return { status: 'loading' };
  if (sync.lastSyncedAt !== null) return { status: 'ready', offers, complete };
  if (sync.error !== null) {
    return {
      status: 'failed',
      failure: sync.failure === 'network' || !sync.failure ? 'unexpected' : 'error',
    };
  }
  if (!sync.online) return { status: 'failed', failure: 'unexpected' };
  if (timedOut) return { status: 'failed', failure: 'timeout' };
  return { status: 'loading' };
}

/** Whether the first sync is still awaited (the 8 s timer runs only then). */
export function awaitingFirstSync(offers: CachedOffer[] | null, sync: CatalogueSyncStatus): boolean {
  return offers === null || (offers.length === 0 && sync.lastSyncedAt === null);
}

/** The toast for a failure, in the spec's words. */
export const FAILURE_TOASTS: Record<CatalogueFailure, { title: string; description: string }> = {
  timeout: { title: 'Tidsavbrudd', description: 'Tregt nettverk – prøv å laste siden på nytt.' },
  error: { title: 'Feil', description: 'Kunne ikke laste tilbud. Prøv igjen senere.' },
  unexpected: { title: 'Feil', description: 'En uventet feil oppstod. Sjekk nettverkstilkoblingen.' },
};
