import type { CachedOffer, Category } from '../store/schemas.ts';
import type { CatalogueChanges, CatalogueSource, ChangesQuery } from './catalogue-source.ts';
import { holdFirstSyncRows } from './first-sync-rows.ts';
import { isPlainCategory, isPlainRemoteOffer, toCachedOffer, toCategory } from './offer-checks.ts';
import { EVERYTHING } from './revision-query.ts';

/** The sync engine's page of offers per request (sync-engine.ts reads it from here, without Dexie). */
export const SYNC_PAGE_SIZE = 1000;

/**
 * Rows of the first page shown from memory: two screens of cards and more. A
 * large catalogue's page holds 1,000, and parsing them all here (the engine
 * parses them again to store them) would hold up the first paint.
 */
export const HELD_ROWS = 120;

/**
 * The rows to hold, as the cache keeps them: by the quick checks (no zod
 * before the first paint), or, if any row does not pass them, by the schemas,
 * loaded then (cached-offer.ts).
 */
async function readableRows(
  offerRows: unknown[],
  categoryRows: unknown[],
): Promise<[CachedOffer[], Category[]]> {
  const offers = offerRows.slice(0, HELD_ROWS);
  if (offers.every(isPlainRemoteOffer) && categoryRows.every(isPlainCategory)) {
    return [offers.map(toCachedOffer), categoryRows.map(toCategory)];
  }
  const { readRemoteOffer, readableCategories } = await import('./cached-offer.ts');
  return [offers.flatMap((row) => readRemoteOffer(row) ?? []), readableCategories(categoryRows)];
}

/** Holds a first answer's readable rows for the views (first-sync-rows.ts); a failure holds nothing. */
function holdAnswer(answer: Promise<[unknown[], unknown[]]>): void {
  void answer
    .then(async ([offerRows, categoryRows]) =>
      holdFirstSyncRows(...(await readableRows(offerRows, categoryRows))),
    )
    // The engine asks again and reports the failure (or stores what the schemas could not load to read).
    .catch(() => undefined);
}

/**
 * On a first visit the catalogue is the page's content: its first request
 * goes out at start, while Dexie, the sync engine and React are still
 * loading, and its rows are shown from memory as soon as they arrive
 * (first-sync-rows.ts). With rpc/catalogue_changes that is one request (the
 * first page of offers and tombstones, and the categories: the engine's own
 * first question, sync-engine.ts); without it, two (the categories and the
 * first page of offers). The source returned hands each prefetched answer to
 * the engine once, when it asks the same question; a prefetch that failed
 * (offline at start) is asked again then. An answer that has aged meanwhile
 * is still safe: the engine's revision cursors and the tombstone feed catch
 * up with anything that changed since.
 */
export function withPrefetchedFirstPages(
  source: CatalogueSource,
  pageSize: number = SYNC_PAGE_SIZE,
): CatalogueSource {
  const fetchChanges = source.fetchChangesSince?.bind(source);
  return fetchChanges
    ? withPrefetchedChanges(source, fetchChanges, pageSize)
    : withPrefetchedReads(source, pageSize);
}

const FIRST_CHANGES: ChangesQuery = { offersAfter: null, tombstonesAfter: null, recheck: [] };

function withPrefetchedChanges(
  source: CatalogueSource,
  fetchChanges: NonNullable<CatalogueSource['fetchChangesSince']>,
  pageSize: number,
): CatalogueSource {
  let first: Promise<CatalogueChanges> | null = fetchChanges(FIRST_CHANGES, pageSize);
  holdAnswer(first.then((changes) => [changes.offers, changes.categories]));
  return {
    fetchCategories: () => source.fetchCategories(),
    fetchOffersSince: (query, limit) => source.fetchOffersSince(query, limit),
    fetchTombstonesSince: (query, limit) => source.fetchTombstonesSince(query, limit),
    fetchLatestRevision: () => source.fetchLatestRevision(),
    fetchChangesSince(query, limit) {
      const isFirst =
        query.offersAfter === null &&
        query.tombstonesAfter === null &&
        query.recheck.length === 0 &&
        limit === pageSize;
      if (!isFirst || first === null) return fetchChanges(query, limit);
      const prefetched = first;
      first = null;
      return prefetched.catch(() => fetchChanges(query, limit));
    },
  };
}

function withPrefetchedReads(source: CatalogueSource, pageSize: number): CatalogueSource {
  let categories: Promise<unknown[]> | null = source.fetchCategories();
  let offers: Promise<unknown[]> | null = source.fetchOffersSince(EVERYTHING, pageSize);
  holdAnswer(Promise.all([offers, categories]));
  return {
    fetchCategories() {
      const prefetched = categories;
      categories = null;
      return prefetched ? prefetched.catch(() => source.fetchCategories()) : source.fetchCategories();
    },
    fetchOffersSince(query, limit) {
      const isFirstPage = query.after === null && query.recheck.length === 0 && limit === pageSize;
      if (!isFirstPage || offers === null) return source.fetchOffersSince(query, limit);
      const prefetched = offers;
      offers = null;
      return prefetched.catch(() => source.fetchOffersSince(EVERYTHING, limit));
    },
    fetchTombstonesSince: (query, limit) => source.fetchTombstonesSince(query, limit),
    fetchLatestRevision: () => source.fetchLatestRevision(),
  };
}
