import { readableCategories, toCachedOffer } from './cached-offer.ts';
import { markCatalogueChanged } from './catalogue-revision.ts';
import { db } from './db.ts';
import { SYNC_PAGE_SIZE } from './first-sync-prefetch.ts';
import { META, deleteMeta, readMeta, requestFullSync, writeMeta } from './meta.ts';
import {
  OfferCursorSchema,
  RemoteOfferSchema,
  TombstoneCursorSchema,
  TombstoneSchema,
  type CachedOffer,
  type OfferCursor,
  type TombstoneCursor,
} from './schemas.ts';
import { compareTimestamps } from './timestamps.ts';
import { yieldToMain } from './yield-to-main.ts';

/**
 * Where the catalogue comes from. Rows are returned unparsed: the engine
 * validates everything it stores. See supabase-source.ts for the real one.
 */
export interface CatalogueSource {
  /** Visible offers ordered by (updated_at, id), strictly after the cursor (all when null), at most `limit`. */
  fetchOffersSince(cursor: OfferCursor | null, limit: number): Promise<unknown[]>;
  /** Tombstones ordered by (removed_at, offer_id), strictly after the cursor, at most `limit`. */
  fetchTombstonesSince(cursor: TombstoneCursor | null, limit: number): Promise<unknown[]>;
  fetchCategories(): Promise<unknown[]>;
}

export interface SyncCatalogueOptions extends CatalogueSource {
  now?: () => Date;
  /** Rows per request (the server's page). */
  pageSize?: number;
  /**
   * Rows per IndexedDB write: few transactions (each has a fixed cost), yet
   * small enough that no task comes near 100 ms on a phone.
   */
  chunkSize?: number;
  yieldToMain?: () => Promise<void>;
}

export interface SyncResult {
  /** Whether the whole catalogue was refetched (first sync, or after corruption). */
  full: boolean;
  offersWritten: number;
  offersRemoved: number;
  categories: number;
  syncedAt: string;
}

interface Pacing {
  pageSize: number;
  chunkSize: number;
  pause: () => Promise<void>;
}

/**
 * Brings the cached catalogue up to date with the server: categories in full,
 * offers by delta on an (updated_at, id) keyset cursor, and removals (deleted
 * or hidden offers) from the tombstone feed. After a corrupt row or without a
 * cursor the whole catalogue is refetched and anything the server no longer
 * lists is dropped. Safe to interrupt: cursors only move past stored rows.
 */
export async function syncCatalogue(options: SyncCatalogueOptions): Promise<SyncResult> {
  const pacing: Pacing = {
    pageSize: options.pageSize ?? SYNC_PAGE_SIZE,
    chunkSize: options.chunkSize ?? 500,
    pause: options.yieldToMain ?? yieldToMain,
  };
  let fullToken = await readMeta(META.fullSyncRequested);
  const storedCursor = await readMeta(META.offersCursor);
  if (fullToken === null && storedCursor === null) {
    // Recorded first, so an interrupted first sync still ends with the cleanup below.
    await requestFullSync();
    fullToken = await readMeta(META.fullSyncRequested);
  }
  const full = fullToken !== null;

  // Both requests go out together: on a first visit the page is waiting for them.
  const offersFrom = full ? null : storedCursor;
  const categoryRows = options.fetchCategories();
  const firstOffers = options.fetchOffersSince(offersFrom, pacing.pageSize);
  // Awaited below; a failure of one must not leave the other's unhandled.
  firstOffers.catch(() => undefined);
  const categories = await replaceCategories(await categoryRows);
  const seen = full ? new Set<string>() : null;
  const offersWritten = await pullOffers(options, offersFrom, firstOffers, seen, pacing);
  const tombstoneCursor = full ? null : await readMeta(META.tombstonesCursor);
  let offersRemoved = await pullTombstones(options, tombstoneCursor, pacing);
  if (seen) offersRemoved += await removeOffersNotIn(seen, pacing);

  const syncedAt = (options.now?.() ?? new Date()).toISOString();
  await db.transaction('rw', db.meta, async () => {
    // A corrupt row found while this sync ran asks for another full sync; keep that request.
    if (fullToken !== null && (await readMeta(META.fullSyncRequested)) === fullToken) {
      await deleteMeta(META.fullSyncRequested);
    }
    await writeMeta(META.lastSyncedAt, syncedAt);
  });
  return { full, offersWritten, offersRemoved, categories, syncedAt };
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

function lastOfferCursor(rows: unknown[]): OfferCursor | null {
  for (let index = rows.length - 1; index >= 0; index--) {
    const parsed = OfferCursorSchema.safeParse(rows[index]);
    if (parsed.success) return { updated_at: parsed.data.updated_at, id: parsed.data.id };
  }
  return null;
}

function invalidRowId(row: unknown): string | null {
  const id = typeof row === 'object' && row !== null ? (row as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** `firstPage` is the page after `from`, already requested. */
async function pullOffers(
  source: CatalogueSource,
  from: OfferCursor | null,
  firstPage: Promise<unknown[]>,
  seen: Set<string> | null,
  pacing: Pacing,
): Promise<number> {
  let cursor = from;
  let written = 0;
  let rows = await firstPage;
  for (;;) {
    const next = lastOfferCursor(rows) ?? cursor;
    const madeProgress =
      next !== null && (cursor === null || next.id !== cursor.id || next.updated_at !== cursor.updated_at);
    const more = rows.length >= pacing.pageSize && madeProgress;
    // The next page downloads while this one is written; it is awaited only
    // after, so an interrupted sync still stores (and moves its cursor past) this page.
    const nextPage = more ? source.fetchOffersSince(next, pacing.pageSize) : null;
    nextPage?.catch(() => undefined);
    for (let start = 0; start < rows.length; start += pacing.chunkSize) {
      const chunk = rows.slice(start, start + pacing.chunkSize);
      const offers: CachedOffer[] = [];
      // A row the server sent but the app cannot read must not stay cached in an older form.
      const unreadable: string[] = [];
      for (const row of chunk) {
        const parsed = RemoteOfferSchema.safeParse(row);
        if (parsed.success) offers.push(toCachedOffer(parsed.data));
        else {
          const id = invalidRowId(row);
          if (id) unreadable.push(id);
        }
      }
      const isLastChunk = start + pacing.chunkSize >= rows.length;
      await db.transaction('rw', db.offers, db.meta, async () => {
        await db.offers.bulkDelete(unreadable);
        await db.offers.bulkPut(offers);
        if (isLastChunk && next) await writeMeta(META.offersCursor, next);
      });
      markCatalogueChanged();
      if (seen) for (const offer of offers) seen.add(offer.id);
      written += offers.length;
      await pacing.pause();
    }
    if (!nextPage) return written;
    rows = await nextPage;
    cursor = next;
  }
}

function lastTombstoneCursor(rows: unknown[]): TombstoneCursor | null {
  for (let index = rows.length - 1; index >= 0; index--) {
    const parsed = TombstoneCursorSchema.safeParse(rows[index]);
    if (parsed.success) return parsed.data;
  }
  return null;
}

async function pullTombstones(
  source: CatalogueSource,
  from: TombstoneCursor | null,
  pacing: Pacing,
): Promise<number> {
  let cursor = from;
  let removed = 0;
  for (;;) {
    const rows = await source.fetchTombstonesSince(cursor, pacing.pageSize);
    const next = lastTombstoneCursor(rows) ?? cursor;
    const tombstones = rows.flatMap((row) => {
      const parsed = TombstoneSchema.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    });
    for (let start = 0; start < Math.max(tombstones.length, 1); start += pacing.chunkSize) {
      const chunk = tombstones.slice(start, start + pacing.chunkSize);
      const isLastChunk = start + pacing.chunkSize >= tombstones.length;
      const removedBefore = removed;
      await db.transaction('rw', db.offers, db.vault, db.meta, async () => {
        const ids = chunk.map((tombstone) => tombstone.offer_id);
        const cached = await db.offers.bulkGet(ids);
        // An offer changed after its tombstone was written is back in the catalogue: keep it.
        const gone = chunk
          .filter((tombstone, index) => {
            const offer = cached[index];
            return offer === undefined || compareTimestamps(offer.updated_at, tombstone.removed_at) <= 0;
          })
          .map((tombstone) => tombstone.offer_id);
        const goneIds = new Set(gone);
        removed += cached.filter((offer) => offer !== undefined && goneIds.has(offer.id)).length;
        await db.offers.bulkDelete(gone);
        await db.vault.where('offer_id').anyOf(gone).delete();
        if (isLastChunk && next) await writeMeta(META.tombstonesCursor, next);
      });
      if (removed > removedBefore) markCatalogueChanged();
      await pacing.pause();
    }
    const madeProgress =
      next !== null &&
      (cursor === null || next.offer_id !== cursor.offer_id || next.removed_at !== cursor.removed_at);
    if (rows.length < pacing.pageSize || !madeProgress) return removed;
    cursor = next;
  }
}

/** After a full refetch: whatever the server did not list is gone. */
async function removeOffersNotIn(seen: Set<string>, pacing: Pacing): Promise<number> {
  const stale = (await db.offers.toCollection().primaryKeys()).filter((id) => !seen.has(id));
  for (let start = 0; start < stale.length; start += pacing.chunkSize) {
    const chunk = stale.slice(start, start + pacing.chunkSize);
    await db.transaction('rw', db.offers, db.vault, async () => {
      await db.offers.bulkDelete(chunk);
      await db.vault.where('offer_id').anyOf(chunk).delete();
    });
    markCatalogueChanged();
    await pacing.pause();
  }
  return stale.length;
}
