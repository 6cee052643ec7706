import type { Revision } from '../store/schemas.ts';
import type { RevisionQuery } from './revision-query.ts';

// The port between the sync engine and wherever the catalogue comes from, in a
// file of its own: the engine, its feeds and the first-sync prefetch all speak
// it, and the sources implement it, without importing one another.

/**
 * Where the catalogue comes from. Rows are returned unparsed: the engine
 * validates everything it stores. See rest-catalogue-source.ts for the real one.
 */
export interface CatalogueSource {
  /** Visible offers answering the query (revision-query.ts), in revision order, at most `limit`. */
  fetchOffersSince(query: RevisionQuery, limit: number): Promise<unknown[]>;
  /** Tombstones answering the query, in revision order, at most `limit`. */
  fetchTombstonesSince(query: RevisionQuery, limit: number): Promise<unknown[]>;
  fetchCategories(): Promise<unknown[]>;
  /** The newest revision the server has drawn (a number), to tell a cursor from another database. */
  fetchLatestRevision(): Promise<unknown>;
  /**
   * Optional: a delta's first page of both feeds and the categories in one
   * request (each request costs a set of response headers, more than a small
   * change's rows), and a first sync's offers after its first page, in bulk
   * (a page of up to 10,000). Without it the engine asks the three reads above.
   */
  fetchChangesSince?(query: ChangesQuery, limit: number): Promise<CatalogueChanges>;
}

/** Both feeds' cursors and the ranges below them to ask about again (the same for both). */
export interface ChangesQuery {
  offersAfter: Revision | null;
  tombstonesAfter: Revision | null;
  recheck: RevisionQuery['recheck'];
}

/** What the three reads would answer: the feeds' first pages (at most `limit` each) and every category. */
export interface CatalogueChanges {
  offers: unknown[];
  tombstones: unknown[];
  categories: unknown[];
  /**
   * The most rows of each feed the server sends per answer, when it says:
   * a feed with fewer has ended. A server may send fewer than asked for
   * (an older one, or the three reads, hold a page to 1,000).
   */
  limit?: number;
}
