import type { OfflineDb } from './db.ts';

// Dexie is 32 kB gzip: the first paint reads IndexedDB without it
// (idb-peek.ts), and code that runs later gets the database from here.
let loading: Promise<OfflineDb> | null = null;
let current: OfflineDb | null = null;
let announce: (db: OfflineDb) => void = () => undefined;
const loaded = new Promise<OfflineDb>((resolve) => {
  announce = resolve;
});

/** The app's Dexie database, loading Dexie on the first call. */
export function loadOfflineDb(): Promise<OfflineDb> {
  loading ??= import('./db.ts').then(
    ({ db }) => {
      current = db;
      announce(db);
      return db;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The database if it has been loaded, else null. A query a live query or a
 * transaction follows must reach Dexie without awaiting anything else first
 * (Dexie would lose track of it), so it takes the database from here.
 */
export function loadedOfflineDb(): OfflineDb | null {
  return current;
}

/**
 * Resolves once something has loaded the database (the sync does, after the
 * first paint); it never loads it itself.
 */
export function whenOfflineDbLoaded(): Promise<OfflineDb> {
  return loaded;
}
