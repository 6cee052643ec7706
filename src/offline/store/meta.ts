import { db } from './db.ts';
import { type MetaEntry, META, metaValue } from './meta-entries.ts';

export { META, type MetaEntry } from './meta-entries.ts';

/** The stored value, or null when absent or unreadable (a bad cursor means "start over"). */
export async function readMeta<T>(meta: MetaEntry<T>): Promise<T | null> {
  return metaValue(meta, await db.meta.get(meta.key));
}

export async function writeMeta<T>(meta: MetaEntry<T>, value: T): Promise<void> {
  await db.meta.put({ key: meta.key, value });
}

export async function deleteMeta(meta: MetaEntry<unknown>): Promise<void> {
  await db.meta.delete(meta.key);
}

/** Makes the next sync refetch the whole catalogue instead of a delta. */
export async function requestFullSync(): Promise<void> {
  await writeMeta(
    META.fullSyncRequested,
    `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
  );
}
