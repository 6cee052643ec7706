import type * as z from 'zod/mini';
import { peekHighest, peekRow, peekRows, peekRowsAfter } from '../store/idb-peek.ts';
import { loadOfflineDb, loadedOfflineDb } from '../store/lazy-db.ts';
import { META, peekMeta } from '../store/meta-entries.ts';
import type { CachedOffer, Category } from '../store/schemas.ts';
import { isCachedOffer, isStoredCategory } from './offer-checks.ts';
import { firstSyncRows } from './first-sync-rows.ts';
import { yieldToMain } from './yield-to-main.ts';

// No Dexie here (32 kB gzip): the first paint reads the cache through
// idb-peek.ts; Dexie loads only for live queries and repairs.

type CorruptListener = () => void;
const corruptListeners = new Set<CorruptListener>();

/** Called whenever a read found corrupt rows (the sync triggers refetch soon after). */
export function onCatalogueCorrupt(listener: CorruptListener): () => void {
  corruptListeners.add(listener);
  return () => corruptListeners.delete(listener);
}

type CatalogueStore = 'offers' | 'categories';

/**
 * Where rows come from: Dexie, whose reads a live query follows, or plain
 * IndexedDB (idb-peek.ts), which paints without loading Dexie.
 */
interface RowSource {
  get(store: CatalogueStore, key: string): Promise<unknown>;
  all(store: CatalogueStore): Promise<unknown[]>;
  /** Up to `count` rows in primary-key order after `key` (from the start when null). */
  after(store: CatalogueStore, key: string | null, count: number): Promise<unknown[]>;
  /** The newest `count` offers by created_at, ties by id, both descending. */
  newestOffers(count: number): Promise<unknown[]>;
}

// The database at once when loaded: a live query loses track of a Dexie call
// that comes after an await of anything else.
// Until the sync has stored a first visit's rows, the ones held in memory
// answer (first-sync-rows.ts): a view must not lose the offer it shows when
// its live query takes over from the peek.
const dexieRows: RowSource = {
  async get(store, key) {
    const db = loadedOfflineDb() ?? (await loadOfflineDb());
    return (await db[store].get(key)) ?? firstSyncRows.get(store, key);
  },
  async all(store) {
    const db = loadedOfflineDb() ?? (await loadOfflineDb());
    const rows: unknown[] = await db[store].toArray();
    return rows.length > 0 ? rows : firstSyncRows.all(store);
  },
  async after(store, key, count) {
    const table = (loadedOfflineDb() ?? (await loadOfflineDb()))[store];
    const rows = key === null ? table.toCollection() : table.where(':id').above(key);
    return rows.limit(count).toArray();
  },
  async newestOffers(count) {
    const db = loadedOfflineDb() ?? (await loadOfflineDb());
    return db.offers.orderBy('created_at').reverse().limit(count).toArray();
  },
};

/**
 * Plain IndexedDB, except while a first sync's rows are held in memory
 * (first-sync-rows.ts): they answer then, at once, while the engine is still
 * storing them (an offer it has stored beyond them is still found by id).
 */
const peekedRows: RowSource = {
  get: (store, key) => {
    const held = firstSyncRows.get(store, key);
    return held === undefined ? peekRow(store, key) : Promise.resolve(held);
  },
  all: (store) => (firstSyncRows.holding() ? Promise.resolve(firstSyncRows.all(store)) : peekRows(store)),
  after: (store, key, count) =>
    firstSyncRows.holding()
      ? Promise.resolve(firstSyncRows.after(store, key, count))
      : peekRowsAfter(store, key, count),
  newestOffers: (count) =>
    firstSyncRows.holding()
      ? Promise.resolve(firstSyncRows.newestOffers(count))
      : peekHighest('offers', 'created_at', count),
};

/** Rows parsed per task: parsing 10,000 offers at once could block a slow phone for 200 ms. */
const PARSE_CHUNK = 1000;

// The schemas (zod) load only for a row the quick check does not pass: the first paint reads without them.
const loadOfferSchema = () => import('../store/schemas.ts').then((module) => module.CachedOfferSchema);
const loadCategorySchema = () => import('../store/schemas.ts').then((module) => module.CategorySchema);

/**
 * The rows the schema accepts. `isPlain` passes a row as it is, without the
 * schema's copy (it must accept only what the schema would return
 * unchanged); the schema is loaded for any other row.
 */
async function parseRows<T>(
  rows: unknown[],
  store: CatalogueStore,
  isPlain: (row: unknown) => row is T,
  loadSchema: () => Promise<z.ZodMiniType<T>>,
): Promise<T[]> {
  const valid: T[] = [];
  const corruptIds: string[] = [];
  let schema: z.ZodMiniType<T> | null = null;
  for (let start = 0; start < rows.length; start += PARSE_CHUNK) {
    if (start > 0) await yieldToMain();
    for (const row of rows.slice(start, start + PARSE_CHUNK)) {
      if (isPlain(row)) {
        valid.push(row);
        continue;
      }
      schema ??= await loadSchema();
      const parsed = schema.safeParse(row);
      if (parsed.success) valid.push(parsed.data);
      else corruptIds.push(rowId(row));
    }
  }
  if (corruptIds.length > 0) scheduleRepair(store, corruptIds);
  return valid;
}

function rowId(row: unknown): string {
  const id = typeof row === 'object' && row !== null ? (row as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : '';
}

/**
 * Drops the corrupt rows and asks for a full refetch. Reads often run inside a
 * live query, which must not write, so the repair runs in its own task.
 */
function scheduleRepair(store: CatalogueStore, ids: string[]): void {
  setTimeout(() => {
    import('./catalogue-repair.ts')
      .then((module) => module.repairCorruptRows(store, ids))
      .then(() => corruptListeners.forEach((listener) => listener()))
      .catch((error: unknown) => console.error('Could not repair the offline catalogue', error));
  }, 0);
}

/** Newest first as IndexedDB orders a reversed index: created_at, ties by id, both descending. */
function newestFirst(a: CachedOffer, b: CachedOffer): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * The whole table, a page of rows per task (by primary key, so pages never
 * overlap): one read of 10,000 offers would block the main thread for
 * a long task while the browser rebuilds every row. Sorted once at the end.
 */
async function readAllOffers(source: RowSource): Promise<CachedOffer[]> {
  const offers: CachedOffer[] = [];
  let after: string | null = null;
  for (;;) {
    const rows = await source.after('offers', after, PARSE_CHUNK);
    offers.push(...(await parseRows(rows, 'offers', isCachedOffer, loadOfferSchema)));
    if (rows.length < PARSE_CHUNK) return offers.sort(newestFirst);
    after = rowId(rows[rows.length - 1]);
    await yieldToMain();
  }
}

async function readOffers(source: RowSource, options: { limit?: number }): Promise<CachedOffer[]> {
  if (options.limit === undefined) return readAllOffers(source);
  return parseRows(await source.newestOffers(options.limit), 'offers', isCachedOffer, loadOfferSchema);
}

async function readOffer(source: RowSource, id: string): Promise<CachedOffer | null> {
  const row = await source.get('offers', id);
  if (row === undefined) return null;
  return (await parseRows([row], 'offers', isCachedOffer, loadOfferSchema))[0] ?? null;
}

// One collator, made when first needed: localeCompare(_, 'nb') builds a new one per call.
let byName: Intl.Collator | null = null;

/** Categories in display order, then by name. */
async function readCategories(source: RowSource): Promise<Category[]> {
  return (
    await parseRows(await source.all('categories'), 'categories', isStoredCategory, loadCategorySchema)
  ).sort(
    (a, b) =>
      a.display_order - b.display_order || (byName ??= new Intl.Collator('nb')).compare(a.name, b.name),
  );
}

// Through Dexie: what live queries run (and anything after the first paint).

/**
 * Cached offers, newest first; corrupt rows are left out (and repaired).
 * `limit` reads only the newest ones, e.g. to paint the first screen sooner.
 */
export function readCachedOffers(options: { limit?: number } = {}): Promise<CachedOffer[]> {
  return readOffers(dexieRows, options);
}

export function readCachedOffer(id: string): Promise<CachedOffer | null> {
  return readOffer(dexieRows, id);
}

/** Categories in display order, then by name. */
export function readCachedCategories(): Promise<Category[]> {
  return readCategories(dexieRows);
}

// Without Dexie, the same answers: for reads a live query need not follow, and first paints.

export function peekCachedOffers(options: { limit?: number } = {}): Promise<CachedOffer[]> {
  return readOffers(peekedRows, options);
}

export function peekCachedOffer(id: string): Promise<CachedOffer | null> {
  return readOffer(peekedRows, id);
}

export function peekCachedCategories(): Promise<Category[]> {
  return readCategories(peekedRows);
}

/** Whether a catalogue sync has ever completed here (else there is nothing to paint without one). */
export async function hasCachedCatalogue(): Promise<boolean> {
  try {
    return (await peekMeta(META.lastSyncedAt)) !== null;
  } catch {
    return false;
  }
}
