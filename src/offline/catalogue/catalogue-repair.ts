import { Dexie } from 'dexie';
import { db } from '../store/db.ts';
import { requestFullSync } from '../store/meta.ts';
import { CachedOfferSchema, CategorySchema } from '../store/schemas.ts';

/**
 * Deletes the rows that are still corrupt and asks for a full refetch.
 * Loaded on demand by catalogue.ts (a corrupt row is rare), with Dexie.
 */
export async function repairCorruptRows(
  store: 'offers' | 'categories',
  ids: readonly string[],
): Promise<void> {
  const table = db[store];
  const schema = store === 'offers' ? CachedOfferSchema : CategorySchema;
  // Its own transaction even when called from inside a live query, which must not write.
  await Dexie.ignoreTransaction(() =>
    db.transaction('rw', table, db.meta, async () => {
      for (const id of ids) {
        // A sync may have rewritten the row since it was read; only a still-corrupt row goes.
        const current: unknown = await table.get(id);
        if (current !== undefined && !schema.safeParse(current).success) await table.delete(id);
      }
      await requestFullSync();
    }),
  );
}
