import * as z from 'zod/mini';
import { db } from './db.ts';
import { OfferCursorSchema, TombstoneCursorSchema } from './schemas.ts';

/** A typed key of the `meta` store. */
export interface MetaEntry<T> {
  key: string;
  schema: z.ZodMiniType<T>;
}

function entry<T>(key: string, schema: z.ZodMiniType<T>): MetaEntry<T> {
  return { key, schema };
}

// All meta keys in one place, so two modules can never pick the same name.
export const META = {
  offersCursor: entry('sync.offers-cursor', OfferCursorSchema),
  tombstonesCursor: entry('sync.tombstones-cursor', TombstoneCursorSchema),
  lastSyncedAt: entry('sync.last-synced-at', z.string()),
  /** Set (to a fresh token) when the catalogue must be refetched from scratch. */
  fullSyncRequested: entry('sync.full-sync-requested', z.string()),
  /** The user whose secrets the vault holds. */
  vaultOwner: entry('vault.owner', z.string()),
} as const;

/** The stored value, or null when absent or unreadable (a bad cursor means "start over"). */
export async function readMeta<T>(meta: MetaEntry<T>): Promise<T | null> {
  const row = await db.meta.get(meta.key);
  if (!row) return null;
  const parsed = meta.schema.safeParse(row.value);
  return parsed.success ? parsed.data : null;
}

export async function writeMeta<T>(meta: MetaEntry<T>, value: T): Promise<void> {
  await db.meta.put({ key: meta.key, value });
}

export async function deleteMeta(meta: MetaEntry<unknown>): Promise<void> {
  await db.meta.delete(meta.key);
}
