import type { Collection } from 'dexie';
import { db } from '../store/db.ts';
import { META, writeMeta } from '../store/meta.ts';
import { TombstoneSchema, type CachedOffer, type Revision } from '../store/schemas.ts';
import { readRemoteOffer } from './cached-offer.ts';
import { markCatalogueChanged } from './catalogue-revision.ts';
import type { CatalogueSource } from './catalogue-source.ts';
import { type RevisionQuery, isAnswerTo, queryAfterPage, revisionOf } from './revision-query.ts';

// The two revision feeds of the sync (offers, tombstones), page by page into
// Dexie. Each page's rows are stored and its cursor moved in one transaction,
// so an interrupted sync resumes after the last page it stored.

export interface Pacing {
  pageSize: number;
  chunkSize: number;
  pause: () => Promise<void>;
}

/** A page of a feed: its rows, and the most it could hold (a page with fewer ends the feed). */
export interface FeedPage {
  rows: unknown[];
  limit: number;
}

/** How a feed asks for the page answering a query. */
export type PageRequest = (query: RevisionQuery) => Promise<FeedPage>;

/** Offer pages over the source's plain read, a page size each. */
export function offerPages(source: CatalogueSource, pacing: Pacing): PageRequest {
  return async (query) => ({
    rows: await source.fetchOffersSince(query, pacing.pageSize),
    limit: pacing.pageSize,
  });
}

/** What a feed brought, for the engine's cursor checks and gap bookkeeping. */
export interface FeedReport {
  /** Offers written, or cached offers removed. */
  count: number;
  /** The feed's cursor now (the highest revision it stored), null when it never had one. */
  cursor: Revision | null;
  /** Whether any row came from above the cursor the sync started from. */
  newAbove: boolean;
  /** Whether a row came that the query cannot have asked for (the cursor is not the server's). */
  unexplained: boolean;
}

/** Reads a page's revisions into `seen` and says what they mean for the query. */
function readPage(rows: unknown[], query: RevisionQuery, from: RevisionQuery, seen: Revision[]) {
  let last: Revision | null = null;
  let newAbove = false;
  let unexplained = false;
  for (const row of rows) {
    const revision = revisionOf(row);
    if (revision === null) continue;
    seen.push(revision);
    if (!isAnswerTo(query, revision)) unexplained = true;
    if (from.after === null || revision > from.after) newAbove = true;
    last = last === null ? revision : Math.max(last, revision);
  }
  return { last, newAbove, unexplained };
}

function invalidRowId(row: unknown): string | null {
  const id = typeof row === 'object' && row !== null ? (row as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** A page's rows as the cache keeps them, and the ids of those the app cannot read. */
interface ReadPage {
  offers: CachedOffer[];
  /** A row the server sent but the app cannot read must not stay cached in an older form. */
  unreadable: string[];
}

/** Checks a page's rows a chunk per task, so a page of 1,000 never blocks the main thread for long. */
async function readOffers(rows: unknown[], pacing: Pacing): Promise<ReadPage> {
  const page: ReadPage = { offers: [], unreadable: [] };
  for (let start = 0; start < rows.length; start += pacing.chunkSize) {
    if (start > 0) await pacing.pause();
    for (const row of rows.slice(start, start + pacing.chunkSize)) {
      const offer = readRemoteOffer(row);
      if (offer) page.offers.push(offer);
      else {
        const id = invalidRowId(row);
        if (id) page.unreadable.push(id);
      }
    }
  }
  return page;
}

/**
 * Stores a page and moves the cursor in one transaction (each has a fixed
 * cost), a chunk per write: each write's rows are serialized in its own
 * task (IndexedDB's answer to the write two before starts it), so no task
 * grows with the page.
 */
async function writeOffers(page: ReadPage, cursor: Revision | null, pacing: Pacing): Promise<void> {
  await db.transaction('rw', db.offers, db.meta, async () => {
    if (page.unreadable.length > 0) await db.offers.bulkDelete(page.unreadable);
    // One write waits in IndexedDB while the next is serialized: neither side idles for the other.
    let previous: Promise<unknown> | null = null;
    for (let start = 0; start < page.offers.length; start += pacing.chunkSize) {
      const put = db.offers.bulkPut(page.offers.slice(start, start + pacing.chunkSize));
      // Awaited next round; if the one before fails first, this one's failure is the same abort.
      put.catch(() => undefined);
      if (previous) await previous;
      previous = put;
    }
    if (previous) await previous;
    if (cursor !== null) await writeMeta(META.offersCursor, cursor);
  });
}

/**
 * Offers for `from`; `firstPage` is its first page, already requested, and
 * `requestPage` asks for each one after it. Every offer id stored goes into
 * `stored` (a full sync drops the others after, a delta tells what follows
 * the catalogue which offers changed).
 *
 * Three things overlap: the next page downloads, this page is checked, and
 * the page before is written (IndexedDB does most of that work off the main
 * thread). Pages are still stored in order, each with its cursor, so an
 * interrupted sync resumes after the last page it stored.
 */
export async function pullOffers(
  requestPage: PageRequest,
  from: RevisionQuery,
  firstPage: Promise<FeedPage>,
  stored: Set<string>,
  seen: Revision[],
  pacing: Pacing,
): Promise<FeedReport> {
  const report: FeedReport = { count: 0, cursor: from.after, newAbove: false, unexplained: false };
  let query = from;
  let { rows, limit } = await firstPage;
  let writing: Promise<void> = Promise.resolve();
  try {
    for (;;) {
      const page = readPage(rows, query, from, seen);
      report.newAbove ||= page.newAbove;
      report.unexplained ||= page.unexplained;
      const cursor = page.last === null ? report.cursor : Math.max(report.cursor ?? 0, page.last);
      // A page the query cannot explain ends the feed: the engine starts over with a full sync.
      const more = rows.length >= limit && page.last !== null && !page.unexplained;
      const next = more && page.last !== null ? queryAfterPage(query, page.last) : null;
      const nextPage = next ? requestPage(next) : null;
      nextPage?.catch(() => undefined);
      if (rows.length > 0) {
        const offers = await readOffers(rows, pacing);
        // The page before must be stored first: the cursor only moves past stored rows.
        await writing;
        const moved = cursor !== null && cursor !== report.cursor ? cursor : null;
        writing = writeOffers(offers, moved, pacing).then(() => {
          markCatalogueChanged();
          for (const offer of offers.offers) stored.add(offer.id);
          report.count += offers.offers.length;
        });
      }
      report.cursor = cursor;
      if (!next || !nextPage) {
        await writing;
        return report;
      }
      ({ rows, limit } = await nextPage);
      query = next;
    }
  } finally {
    // A failed download must not leave a write running unobserved; the first failure is the one thrown.
    await writing.catch(() => undefined);
  }
}

/**
 * Tombstones for `from`: each removes its offer unless the cached offer is
 * newer than it. `firstPage`, when given, is the first page's answer already.
 */
export async function pullTombstones(
  source: CatalogueSource,
  from: RevisionQuery,
  seen: Revision[],
  pacing: Pacing,
  firstPage: unknown[] | null = null,
): Promise<FeedReport> {
  const report: FeedReport = { count: 0, cursor: from.after, newAbove: false, unexplained: false };
  let query = from;
  let given = firstPage;
  for (;;) {
    const rows = given ?? (await source.fetchTombstonesSince(query, pacing.pageSize));
    given = null;
    const page = readPage(rows, query, from, seen);
    report.newAbove ||= page.newAbove;
    report.unexplained ||= page.unexplained;
    const cursor = page.last === null ? report.cursor : Math.max(report.cursor ?? 0, page.last);
    const tombstones = rows.flatMap((row) => {
      const parsed = TombstoneSchema.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    });
    for (let start = 0; start < Math.max(tombstones.length, 1); start += pacing.chunkSize) {
      const chunk = tombstones.slice(start, start + pacing.chunkSize);
      const isLastChunk = start + pacing.chunkSize >= tombstones.length;
      const removedBefore = report.count;
      await db.transaction('rw', db.offers, db.vault, db.meta, async () => {
        const cached = await db.offers.bulkGet(chunk.map((tombstone) => tombstone.offer_id));
        // An offer changed after its tombstone was written is back in the catalogue: keep it.
        const gone = chunk
          .filter((tombstone, index) => (cached[index]?.revision ?? -1) < tombstone.revision)
          .map((tombstone) => tombstone.offer_id);
        const goneIds = new Set(gone);
        report.count += cached.filter((offer) => offer !== undefined && goneIds.has(offer.id)).length;
        await db.offers.bulkDelete(gone);
        await db.vault.where('offer_id').anyOf(gone).delete();
        if (isLastChunk && cursor !== null && cursor !== report.cursor) {
          await writeMeta(META.tombstonesCursor, cursor);
        }
      });
      if (report.count > removedBefore) markCatalogueChanged();
      await pacing.pause();
    }
    report.cursor = cursor;
    if (rows.length < pacing.pageSize || page.last === null || page.unexplained) return report;
    query = queryAfterPage(query, page.last);
  }
}

/** Primary keys read per request when looking for stale offers: 50,000 at once is one long task. */
const KEYS_PER_READ = 5000;

/** Cached offer ids the set does not hold, read a batch of keys per task. */
async function offersNotIn(present: Set<string>, pacing: Pacing): Promise<string[]> {
  const stale: string[] = [];
  let after: string | null = null;
  for (;;) {
    const rows: Collection<CachedOffer, string> =
      after === null ? db.offers.toCollection() : db.offers.where(':id').above(after);
    const keys: string[] = await rows.limit(KEYS_PER_READ).primaryKeys();
    for (const id of keys) if (!present.has(id)) stale.push(id);
    if (keys.length < KEYS_PER_READ) return stale;
    after = keys[keys.length - 1] ?? null;
    await pacing.pause();
  }
}

/** After a full refetch: whatever the server did not list is gone. */
export async function removeOffersNotIn(present: Set<string>, pacing: Pacing): Promise<number> {
  const stale = await offersNotIn(present, pacing);
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
