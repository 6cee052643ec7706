import { Dexie, type Table } from 'dexie';
import type { QueuedClick } from './click-schemas.ts';
import type { Favourite, QueuedFavouriteChange, RecentCode } from './favourite-schemas.ts';
import type { CachedOffer, Category, OutboxEntry, VaultEntry } from './schemas.ts';

/** One row of the key-value `meta` store; values are parsed per key in meta.ts. */
export interface MetaRow {
  key: string;
  value: unknown;
}

/** A click waiting to be sent; `id` is assigned by IndexedDB on insert. */
export type ClickQueueRow = Omit<QueuedClick, 'id'> & { id?: number };

/** A favourite change waiting to be sent; `id` is assigned by IndexedDB on insert. */
export type FavouriteQueueRow = Omit<QueuedFavouriteChange, 'id'> & { id?: number };

export const OFFLINE_DB_NAME = 'ordning';

/**
 * The app's one IndexedDB database. Booleans are not valid IndexedDB keys, so
 * no index is on a boolean field (offer_active is filtered in memory).
 */
export class OfflineDb extends Dexie {
  // Keys come from the server (or are fixed names), never generated here.
  categories!: Table<Category, string>;
  offers!: Table<CachedOffer, string>;
  meta!: Table<MetaRow, string>;
  vault!: Table<VaultEntry, [string, string]>;
  click_queue!: Table<ClickQueueRow, number>;
  outbox!: Table<OutboxEntry, string>;
  favourites!: Table<Favourite, [string, string]>;
  favourite_queue!: Table<FavouriteQueueRow, number>;
  recent_codes!: Table<RecentCode, [string, string]>;

  constructor(name = OFFLINE_DB_NAME) {
    super(name);
    this.version(1).stores({
      categories: 'id, key, display_order',
      offers: 'id, updated_at, created_at, *category_ids, target_audience',
      meta: 'key',
      vault: '[user_id+offer_id], user_id, offer_id',
      click_queue: '++id, next_attempt_at',
      outbox: 'id, &idempotency_key, status, next_attempt_at',
    });
    // Offers keep only the index a query uses (the newest first, by created_at):
    // every index is written again for each of the sync's 10,000 rows, and the
    // catalogue is filtered by category and audience in memory (search.ts).
    this.version(2).stores({ offers: 'id, created_at' });
    // A signed-in person's own things (issue 24): removed with the vault on sign-out.
    this.version(3).stores({
      favourites: '[user_id+offer_id], user_id',
      favourite_queue: '++id, user_id',
      recent_codes: '[user_id+offer_id], user_id',
    });
  }
}

export const db = new OfflineDb();

/** Empties every store (tests, and a device reset). */
export async function clearOfflineData(): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
}
