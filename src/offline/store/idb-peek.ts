/**
 * Read-only IndexedDB access without Dexie, so the cached catalogue paints
 * before Dexie (32 kB gzip) has loaded. It never creates or upgrades the
 * database: Dexie does, with the schema in db.ts. Without a database (a first
 * visit) or a store, every read answers as if it were empty.
 */

/** db.ts's OFFLINE_DB_NAME; importing it would load Dexie (a test checks they agree). */
export const PEEKED_DB_NAME = 'ordning';

export type PeekedStore = 'meta' | 'categories' | 'offers' | 'vault';

let connection: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  connection ??= new Promise<IDBDatabase | null>((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(PEEKED_DB_NAME);
    } catch {
      // No IndexedDB here (a locked-down private window): nothing is cached.
      resolve(null);
      return;
    }
    // No database yet: abandon the creation; Dexie makes it with its schema.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const db = request.result;
      // Never stand in the way of Dexie upgrading the schema.
      db.onversionchange = () => {
        db.close();
        connection = null;
      };
      resolve(db);
    };
    request.onerror = (event) => {
      event.preventDefault();
      resolve(null);
    };
  }).then((db) => {
    // Try again next time: the sync may have created the database meanwhile.
    if (db === null) connection = null;
    return db;
  });
  return connection;
}

async function read<T>(
  storeName: PeekedStore,
  query: (store: IDBObjectStore, done: (value: T) => void) => void,
  empty: T,
): Promise<T> {
  const db = await open();
  if (db === null || !db.objectStoreNames.contains(storeName)) return empty;
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(storeName, 'readonly');
    transaction.onabort = () => reject(transaction.error ?? new Error(`reading ${storeName} was aborted`));
    query(transaction.objectStore(storeName), resolve);
  });
}

function answer<T>(request: IDBRequest<T>, done: (value: T) => void): void {
  request.onsuccess = () => done(request.result);
}

/** The row stored under `key` (a compound key is an array), or undefined. */
export function peekRow(store: PeekedStore, key: IDBValidKey): Promise<unknown> {
  return read<unknown>(store, (objects, done) => answer(objects.get(key), done), undefined);
}

/** Every row of the store. */
export function peekRows(store: PeekedStore): Promise<unknown[]> {
  return read<unknown[]>(store, (objects, done) => answer(objects.getAll(), done), []);
}

/** Up to `count` rows in primary-key order, after `afterKey` (from the start when null). */
export function peekRowsAfter(
  store: PeekedStore,
  afterKey: string | null,
  count: number,
): Promise<unknown[]> {
  const range = afterKey === null ? null : IDBKeyRange.lowerBound(afterKey, true);
  return read<unknown[]>(store, (objects, done) => answer(objects.getAll(range, count), done), []);
}

/** IndexedDB 3's getAll options (Chromium 141+, with getAllRecords); lib.dom does not know them yet. */
interface GetAllOptions {
  count: number;
  direction: IDBCursorDirection;
}
const readsBackwardsAtOnce =
  typeof IDBObjectStore !== 'undefined' && 'getAllRecords' in IDBObjectStore.prototype;

/**
 * The first `count` rows by `index`, highest first (ties by primary key,
 * highest first), as Dexie's `orderBy(index).reverse().limit(count)` reads them.
 */
export function peekHighest(store: PeekedStore, index: string, count: number): Promise<unknown[]> {
  return read<unknown[]>(
    store,
    (objects, done) => {
      const rows: unknown[] = [];
      if (count <= 0) return done(rows);
      const source = objects.index(index);
      if (readsBackwardsAtOnce) {
        // One request instead of a cursor step (a round trip to the browser) per row, as Dexie does.
        const withOptions = source as unknown as { getAll(options: GetAllOptions): IDBRequest<unknown[]> };
        return answer(withOptions.getAll({ count, direction: 'prev' }), done);
      }
      const cursor = source.openCursor(null, 'prev');
      cursor.onsuccess = () => {
        const current = cursor.result;
        if (current) rows.push(current.value);
        if (current && rows.length < count) current.continue();
        else done(rows);
      };
    },
    [],
  );
}
