import { db } from '../store/db.ts';
import { LEGACY_META_KEYS } from '../store/meta-entries.ts';
import { META, deleteMeta, readMeta, requestFullSync, writeMeta } from '../store/meta.ts';
import { RevisionSchema, type Revision } from '../store/schemas.ts';
import { readableCategories } from './cached-offer.ts';
import type { CatalogueChanges, CatalogueSource } from './catalogue-source.ts';
import { SYNC_PAGE_SIZE } from './first-sync-prefetch.ts';
import { announceChangedOffers } from './offer-changes.ts';
import { boundedRecheck, nextGapState } from './revision-gaps.ts';
import { EVERYTHING, type RevisionQuery, revisionOf } from './revision-query.ts';
import {
  type FeedPage,
  type PageRequest,
  type Pacing,
  offerPages,
  pullOffers,
  pullTombstones,
  removeOffersNotIn,
} from './sync-feeds.ts';
import { yieldToMain } from './yield-to-main.ts';

/**
 * Offers per request after a full sync's first page, when the source can
 * answer in bulk (rpc/catalogue_changes): a catalogue of 10,000 is stored
 * after three requests (the first page of 1,000 with the categories and
 * tombstones, then 5,000 and 4,000) instead of thirteen. Half the catalogue,
 * not all of it: the device checks and stores one bulk page while the server
 * builds the next, and one answer of 9,000 left both sides idle in turn
 * (issue 28's bench, engine alone: one answer of 9,000 5.3-6.4 s, pages of
 * 5,000 4.8-5.0 s, pages of 1,000 5.0-5.3 s, interleaved on one machine).
 */
export const BULK_PAGE_SIZE = 5_000;

export interface SyncCatalogueOptions extends CatalogueSource {
  now?: () => Date;
  /** Rows per request (the server's page). */
  pageSize?: number;
  /** Offers per request after a full sync's first page, by fetchChangesSince (BULK_PAGE_SIZE). */
  bulkPageSize?: number;
  /**
   * Rows checked per task and per IndexedDB write (a page is one
   * transaction, written a chunk at a time): small enough that no task comes
   * near 50 ms on a phone.
   */
  chunkSize?: number;
  yieldToMain?: () => Promise<void>;
}

export interface SyncResult {
  /** Whether the whole catalogue was refetched (first sync, after corruption, or a cursor the server does not know). */
  full: boolean;
  offersWritten: number;
  offersRemoved: number;
  categories: number;
  syncedAt: string;
  /**
   * The offers a delta sync stored (new or changed on the server), which
   * listeners of offer-changes.ts were told about; absent after a full sync,
   * which tells nobody (the vault refreshes itself in full at sign-in).
   */
  changedOfferIds?: string[];
}

/**
 * Brings the cached catalogue up to date with the server: categories in full,
 * offers and removals (deleted or hidden offers, from the tombstone feed) by
 * delta on the server's revision, plus any revision below the cursors not
 * seen yet (revision-gaps.ts). After a corrupt row or without a cursor (a
 * first sync, or a timestamp cursor of an older app version) the whole
 * catalogue is refetched and anything the server no longer lists is dropped;
 * so it is, at once, when the cursors cannot be the server's (above its
 * newest revision after a database reset, or answered with rows they did not
 * ask for). Safe to interrupt: cursors only move past stored rows. A delta
 * that stored offers ends by telling offer-changes.ts's listeners which (the
 * vault refreshes their codes); a full sync tells nobody.
 */
export async function syncCatalogue(options: SyncCatalogueOptions): Promise<SyncResult> {
  const pacing: SyncPacing = {
    pageSize: options.pageSize ?? SYNC_PAGE_SIZE,
    bulkPageSize: options.bulkPageSize ?? BULK_PAGE_SIZE,
    chunkSize: options.chunkSize ?? 250,
    pause: options.yieldToMain ?? yieldToMain,
  };
  const first = await syncOnce(options, pacing);
  let result = first.result;
  if (first.cursorsUnknown) {
    await requestFullSync();
    result = (await syncOnce(options, pacing)).result;
  }
  if (result.changedOfferIds) await announceChangedOffers(result.changedOfferIds);
  return result;
}

interface SyncPacing extends Pacing {
  bulkPageSize: number;
}

/**
 * A full sync's offer pages after the first, in bulk by fetchChangesSince.
 * Each answer also holds tombstones and the categories; the feeds took
 * theirs from the first answer, so these ask only for tombstones above the
 * offers read (few or none) and leave them: the tombstone feed reads on
 * from its own first page.
 */
function bulkOfferPages(
  fetchChanges: NonNullable<CatalogueSource['fetchChangesSince']>,
  pacing: SyncPacing,
): PageRequest {
  return async (query) => {
    const changes = await fetchChanges(
      { offersAfter: query.after, tombstonesAfter: query.after, recheck: query.recheck },
      pacing.bulkPageSize,
    );
    return offersOf(changes, pacing);
  };
}

/** A one-request answer's offers as a feed page; an answer that does not say its limit holds a plain page. */
function offersOf(changes: CatalogueChanges, pacing: Pacing): FeedPage {
  return { rows: changes.offers, limit: changes.limit ?? pacing.pageSize };
}

function now(options: SyncCatalogueOptions): Date {
  return options.now?.() ?? new Date();
}

function highestOf(...revisions: (Revision | null)[]): Revision | null {
  const known = revisions.filter((revision) => revision !== null);
  return known.length > 0 ? Math.max(...known) : null;
}

async function syncOnce(
  options: SyncCatalogueOptions,
  pacing: SyncPacing,
): Promise<{ result: SyncResult; cursorsUnknown: boolean }> {
  const startedAt = now(options).getTime();
  let fullToken = await readMeta(META.fullSyncRequested);
  const offersCursor = await readMeta(META.offersCursor);
  if (fullToken === null && offersCursor === null) {
    // Recorded first, so an interrupted first sync still ends with the cleanup below.
    await requestFullSync();
    fullToken = await readMeta(META.fullSyncRequested);
  }
  const full = fullToken !== null;
  const tombstonesCursor = full ? null : await readMeta(META.tombstonesCursor);
  const gaps = full ? null : await readMeta(META.revisionGaps);
  const recheck = boundedRecheck(gaps?.gaps ?? []);
  const offersQuery: RevisionQuery = full ? EVERYTHING : { after: offersCursor, recheck };
  const tombstonesQuery: RevisionQuery = full ? EVERYTHING : { after: tombstonesCursor, recheck };

  let categoryRows: Promise<unknown[]>;
  let firstOffers: Promise<FeedPage>;
  let firstTombstones: unknown[] | null = null;
  const plainPages = offerPages(options, pacing);
  const fetchChanges = options.fetchChangesSince?.bind(options);
  if (fetchChanges) {
    // One request for the first page of both feeds and the categories: a delta's whole answer as a
    // rule (a small change's rows weigh less than three sets of headers), a first sync's first page.
    const changes = await fetchChanges(
      {
        offersAfter: offersQuery.after,
        tombstonesAfter: tombstonesQuery.after,
        recheck: offersQuery.recheck,
      },
      pacing.pageSize,
    );
    categoryRows = Promise.resolve(changes.categories);
    firstOffers = Promise.resolve(offersOf(changes, pacing));
    firstTombstones = changes.tombstones;
  } else {
    // Both requests go out together: on a first visit the page is waiting for them.
    categoryRows = options.fetchCategories();
    firstOffers = plainPages(offersQuery);
    // Awaited below; a failure of one must not leave the other's unhandled.
    firstOffers.catch(() => undefined);
  }
  // A full sync reads on in bulk pages: 10,000 offers in three requests.
  const requestPage = full && fetchChanges ? bulkOfferPages(fetchChanges, pacing) : plainPages;
  const categoryAnswer = await categoryRows;
  const categories = await replaceCategories(categoryAnswer);
  const seen = categoryAnswer.flatMap((row) => revisionOf(row) ?? []);
  // Either way the same pages reach the feeds, so a delta's stored offers (told to listeners) are the same.
  const stored = new Set<string>();
  const offers = await pullOffers(requestPage, offersQuery, firstOffers, stored, seen, pacing);
  const tombstones = await pullTombstones(options, tombstonesQuery, seen, pacing, firstTombstones);
  let offersRemoved = tombstones.count;
  if (full) offersRemoved += await removeOffersNotIn(stored, pacing);

  const syncedAt = now(options);
  const result: SyncResult = {
    full,
    offersWritten: offers.count,
    offersRemoved,
    categories,
    syncedAt: syncedAt.toISOString(),
    ...(full ? {} : { changedOfferIds: [...stored] }),
  };
  const previousHighest = highestOf(offersCursor, tombstonesCursor);
  const quiet = !offers.newAbove && !tombstones.newAbove;
  if (
    offers.unexplained ||
    tombstones.unexplained ||
    (!full && quiet && previousHighest !== null && (await cursorIsAheadOfServer(options, previousHighest)))
  ) {
    return { result, cursorsUnknown: true };
  }

  const nextGaps = nextGapState({
    previous: gaps,
    previousHighest: full ? null : previousHighest,
    seen,
    highest: highestOf(offers.cursor, tombstones.cursor),
    startedAt,
    finishedAt: syncedAt.getTime(),
  });
  await db.transaction('rw', db.meta, async () => {
    // A corrupt row found while this sync ran asks for another full sync; keep that request.
    if (fullToken !== null && (await readMeta(META.fullSyncRequested)) === fullToken) {
      await deleteMeta(META.fullSyncRequested);
    }
    if (full) {
      // A feed that brought nothing has no cursor: one left from before (another database's) must go.
      if (offers.cursor === null) await deleteMeta(META.offersCursor);
      if (tombstones.cursor === null) await deleteMeta(META.tombstonesCursor);
      await db.meta.bulkDelete([...LEGACY_META_KEYS]);
    }
    await writeMeta(META.revisionGaps, nextGaps);
    await writeMeta(META.lastSyncedAt, result.syncedAt);
  });
  return { result, cursorsUnknown: false };
}

/**
 * Whether the server's newest revision is below this device's cursor: the
 * cursor comes from another database (a reset one, say). Asked only when the
 * feeds brought nothing new, as any new row proves the server is ahead.
 */
async function cursorIsAheadOfServer(source: CatalogueSource, cursor: Revision): Promise<boolean> {
  let latest: unknown;
  try {
    latest = await source.fetchLatestRevision();
  } catch {
    // Only a check: the catalogue is stored, and the next sync asks again.
    return false;
  }
  const parsed = RevisionSchema.safeParse(latest);
  return parsed.success && parsed.data < cursor;
}

async function replaceCategories(rows: unknown[]): Promise<number> {
  const categories = readableCategories(rows);
  const keep = new Set(categories.map((category) => category.id));
  await db.transaction('rw', db.categories, async () => {
    const stale = (await db.categories.toCollection().primaryKeys()).filter((id) => !keep.has(id));
    await db.categories.bulkDelete(stale);
    await db.categories.bulkPut(categories);
  });
  return categories.length;
}
