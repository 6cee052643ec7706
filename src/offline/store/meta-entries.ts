import { peekRow } from './idb-peek.ts';
import { loadOfflineDb, loadedOfflineDb } from './lazy-db.ts';
import { readGapState, readHomeLastVisit, readRevision, readSyncedImages, readText } from './meta-checks.ts';

// The meta store's keys, and the two ways to read them that do not put Dexie
// on the first paint (meta.ts has the Dexie reads and writes, for transactions).

/** A typed key of the `meta` store; `read` gives its value, or null where it is not one (meta-checks.ts). */
export interface MetaEntry<T> {
  key: string;
  read: (value: unknown) => T | null;
}

function entry<T>(key: string, read: (value: unknown) => T | null): MetaEntry<T> {
  return { key, read };
}

// All meta keys in one place, so two modules can never pick the same name.
export const META = {
  /** The highest revision of the offers feed stored here. */
  offersCursor: entry('sync.offers-revision', readRevision),
  /** The highest revision of the tombstone feed applied here. */
  tombstonesCursor: entry('sync.tombstones-revision', readRevision),
  /** Revisions below the cursors not seen yet, asked for again (revision-gaps.ts). */
  revisionGaps: entry('sync.revision-gaps', readGapState),
  lastSyncedAt: entry('sync.last-synced-at', readText),
  /** Set (to a fresh token) when the catalogue must be refetched from scratch. */
  fullSyncRequested: entry('sync.full-sync-requested', readText),
  /** Each synced offer image's size and when a sync last wanted it (offer-image-cache.ts). */
  syncedImages: entry('images.synced', readSyncedImages),
  /** When the signed-in person last opened 'Mine fordeler' (an earlier app start), for 'Nytt siden sist'. */
  homeLastVisit: entry('home.last-visit', readHomeLastVisit),
  /** The user whose secrets the vault holds. */
  vaultOwner: entry('vault.owner', readText),
} as const;

/**
 * Cursors of app versions that synced by timestamp ({ updated_at, id } and
 * { removed_at, offer_id }). Without a revision cursor the next sync is a
 * full one, which deletes these.
 */
export const LEGACY_META_KEYS = ['sync.offers-cursor', 'sync.tombstones-cursor'] as const;

/** A meta row's value, or null when absent or unreadable (a bad cursor means "start over"). */
export function metaValue<T>(meta: MetaEntry<T>, row: unknown): T | null {
  if (typeof row !== 'object' || row === null || !('value' in row)) return null;
  return meta.read(row.value);
}

/** The stored value read without Dexie (for the first paint). */
export async function peekMeta<T>(meta: MetaEntry<T>): Promise<T | null> {
  return metaValue(meta, await peekRow('meta', meta.key));
}

/** The stored value read through Dexie, loading it if need be: a querier for live queries. */
export async function readMetaLazily<T>(meta: MetaEntry<T>): Promise<T | null> {
  // At once when loaded: a live query loses track of a Dexie call after another await.
  const db = loadedOfflineDb() ?? (await loadOfflineDb());
  return metaValue(meta, await db.meta.get(meta.key));
}
