import { Dexie, type Table } from 'dexie';
import * as z from 'zod/mini';
import { db } from './db.ts';
import { META, writeMeta } from './meta.ts';
import { CachedOfferSchema, CategorySchema, type CachedOffer, type Category } from './schemas.ts';
import { yieldToMain } from './yield-to-main.ts';

type CorruptListener = () => void;
const corruptListeners = new Set<CorruptListener>();

/** Called whenever a read found corrupt rows (the sync triggers refetch soon after). */
export function onCatalogueCorrupt(listener: CorruptListener): () => void {
  corruptListeners.add(listener);
  return () => corruptListeners.delete(listener);
}

/** Makes the next sync refetch the whole catalogue instead of a delta. */
export async function requestFullSync(): Promise<void> {
  await writeMeta(
    META.fullSyncRequested,
    `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
  );
}

/** Rows parsed per task: parsing 10,000 offers at once could block a slow phone for 200 ms. */
const PARSE_CHUNK = 1000;

async function parseRows<T>(
  rows: unknown[],
  schema: z.ZodMiniType<T>,
  table: Table<T, string>,
): Promise<T[]> {
  const valid: T[] = [];
  const corruptIds: string[] = [];
  for (let start = 0; start < rows.length; start += PARSE_CHUNK) {
    if (start > 0) await yieldToMain();
    for (const row of rows.slice(start, start + PARSE_CHUNK)) {
      const parsed = schema.safeParse(row);
      if (parsed.success) valid.push(parsed.data);
      else corruptIds.push(rowId(row));
    }
  }
  if (corruptIds.length > 0) scheduleRepair(table, schema, corruptIds);
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
function scheduleRepair<T>(table: Table<T, string>, schema: z.ZodMiniType<T>, ids: string[]): void {
  setTimeout(() => {
    void Dexie.ignoreTransaction(async () => {
      await db.transaction('rw', table, db.meta, async () => {
        for (const id of ids) {
          // A sync may have rewritten the row since it was read; only a still-corrupt row goes.
          const current = await table.get(id);
          if (current !== undefined && !schema.safeParse(current).success) await table.delete(id);
        }
        await requestFullSync();
      });
      corruptListeners.forEach((listener) => listener());
    }).catch((error: unknown) => console.error('Could not repair the offline catalogue', error));
  }, 0);
}

/**
 * Cached offers, newest first; corrupt rows are left out (and repaired).
 * `limit` reads only the newest ones, e.g. to paint the first screen sooner.
 */
export async function readCachedOffers(options: { limit?: number } = {}): Promise<CachedOffer[]> {
  if (options.limit === undefined) return readAllCachedOffers();
  const rows: unknown[] = await db.offers.orderBy('created_at').reverse().limit(options.limit).toArray();
  return parseRows(rows, CachedOfferSchema, db.offers);
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
async function readAllCachedOffers(): Promise<CachedOffer[]> {
  const offers: CachedOffer[] = [];
  let after: string | null = null;
  for (;;) {
    const keys = after === null ? db.offers.toCollection() : db.offers.where(':id').above(after);
    const rows: unknown[] = await keys.limit(PARSE_CHUNK).toArray();
    offers.push(...(await parseRows(rows, CachedOfferSchema, db.offers)));
    if (rows.length < PARSE_CHUNK) return offers.sort(newestFirst);
    after = rowId(rows[rows.length - 1]);
    await yieldToMain();
  }
}

export async function readCachedOffer(id: string): Promise<CachedOffer | null> {
  const row: unknown = await db.offers.get(id);
  if (row === undefined) return null;
  return (await parseRows([row], CachedOfferSchema, db.offers))[0] ?? null;
}

/** Categories in display order, then by name. */
export async function readCachedCategories(): Promise<Category[]> {
  const rows: unknown[] = await db.categories.toArray();
  return (await parseRows(rows, CategorySchema, db.categories)).sort(
    (a, b) => a.display_order - b.display_order || a.name.localeCompare(b.name, 'nb'),
  );
}
