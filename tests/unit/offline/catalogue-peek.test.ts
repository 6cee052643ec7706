// @vitest-environment node
import { Dexie } from 'dexie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  hasCachedCatalogue,
  onCatalogueCorrupt,
  peekCachedCategories,
  peekCachedOffer,
  peekCachedOffers,
  readCachedCategories,
  readCachedOffer,
  readCachedOffers,
} from '../../../src/offline/catalogue/catalogue.ts';
import { OFFLINE_DB_NAME, clearOfflineData, db } from '../../../src/offline/store/db.ts';
import { PEEKED_DB_NAME, peekHighest, peekRowsAfter } from '../../../src/offline/store/idb-peek.ts';
import { META, readMeta, writeMeta } from '../../../src/offline/store/meta.ts';
import { cachedOffer } from './support/cached-offer.ts';

// The first paint reads IndexedDB without Dexie (idb-peek.ts). These readers
// must give exactly what the Dexie ones give, and never create the database.

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((database) => database.name ?? '');
}

describe('reading the cache without Dexie on a first visit', () => {
  it('answers empty and leaves the database for Dexie to create', async () => {
    expect(await databaseNames()).not.toContain(PEEKED_DB_NAME);

    expect(await peekCachedOffers()).toEqual([]);
    expect(await peekCachedOffers({ limit: 6 })).toEqual([]);
    expect(await peekCachedOffer('offer-1')).toBeNull();
    expect(await peekCachedCategories()).toEqual([]);
    expect(await hasCachedCatalogue()).toBe(false);

    expect(await databaseNames()).not.toContain(PEEKED_DB_NAME);
    // Dexie then creates it with its schema, and the peek sees what it writes.
    await db.offers.put(cachedOffer({ id: 'first' }));
    expect((await peekCachedOffers()).map((offer) => offer.id)).toEqual(['first']);
  });

  it('reads the database db.ts opens', () => {
    expect(PEEKED_DB_NAME).toBe(OFFLINE_DB_NAME);
  });
});

describe('reading the cache without Dexie', () => {
  beforeEach(async () => {
    await clearOfflineData();
  });

  it('lists offers newest first, ties by id, as the Dexie reader does', async () => {
    await db.offers.bulkPut([
      cachedOffer({ id: 'old', created_at: '2025-01-01T00:00:00+00:00' }),
      cachedOffer({ id: 'b', created_at: '2025-06-01T00:00:00+00:00' }),
      cachedOffer({ id: 'mid', created_at: '2025-03-01T00:00:00+00:00' }),
      cachedOffer({ id: 'c', created_at: '2025-06-01T00:00:00+00:00' }),
    ]);
    const ids = (offers: { id: string }[]) => offers.map((offer) => offer.id);

    expect(ids(await peekCachedOffers())).toEqual(['c', 'b', 'mid', 'old']);
    expect(ids(await peekCachedOffers())).toEqual(ids(await readCachedOffers()));
    expect(ids(await peekCachedOffers({ limit: 3 }))).toEqual(['c', 'b', 'mid']);
    expect(ids(await peekCachedOffers({ limit: 3 }))).toEqual(ids(await readCachedOffers({ limit: 3 })));
    expect(await peekCachedOffers({ limit: 0 })).toEqual([]);
  });

  it('reads one offer, and categories in display order then name', async () => {
    await db.offers.put(cachedOffer({ id: 'a', title: 'Ett' }));
    await db.categories.bulkPut([
      { id: '1', key: 'z', name: 'Øvrig', display_order: 2 },
      { id: '2', key: 'b', name: 'Bil', display_order: 1 },
      { id: '3', key: 'a', name: 'Annet', display_order: 1 },
    ]);

    expect(await peekCachedOffer('a')).toEqual(await readCachedOffer('a'));
    expect(await peekCachedOffer('missing')).toBeNull();
    expect((await peekCachedCategories()).map((category) => category.name)).toEqual([
      'Annet',
      'Bil',
      'Øvrig',
    ]);
    expect(await peekCachedCategories()).toEqual(await readCachedCategories());
  });

  it('pages through the whole table by primary key', async () => {
    await db.offers.bulkPut(['d', 'a', 'c', 'b', 'e'].map((id) => cachedOffer({ id })));
    const page = async (after: string | null) =>
      ((await peekRowsAfter('offers', after, 2)) as { id: string }[]).map((row) => row.id);

    expect(await page(null)).toEqual(['a', 'b']);
    expect(await page('b')).toEqual(['c', 'd']);
    expect(await page('d')).toEqual(['e']);
    expect(await page('e')).toEqual([]);
  });

  it('answers empty for a store or index the database does not have', async () => {
    await db.offers.put(cachedOffer());
    expect(await peekRowsAfter('nope' as 'offers', null, 10)).toEqual([]);
    await expect(peekHighest('offers', 'no_such_index', 3)).rejects.toThrow();
  });

  it('knows whether a sync has ever completed', async () => {
    expect(await hasCachedCatalogue()).toBe(false);
    await writeMeta(META.lastSyncedAt, '2025-11-21T12:00:00.000Z');
    expect(await hasCachedCatalogue()).toBe(true);
  });

  it('leaves out a corrupt offer, then deletes it and asks for a full sync', async () => {
    await db.offers.bulkPut([
      cachedOffer({ id: 'good' }),
      { ...cachedOffer({ id: 'bad', created_at: '2026-01-01T00:00:00Z' }), offer_active: 'yes' } as never,
    ]);
    const corrupt = vi.fn();
    const stop = onCatalogueCorrupt(corrupt);

    expect((await peekCachedOffers({ limit: 10 })).map((offer) => offer.id)).toEqual(['good']);

    await vi.waitFor(() => expect(corrupt).toHaveBeenCalled());
    stop();
    expect(await db.offers.get('bad')).toBeUndefined();
    expect(await readMeta(META.fullSyncRequested)).not.toBeNull();
  });

  it('never holds up a schema upgrade by Dexie', async () => {
    await db.offers.put(cachedOffer({ id: 'kept' }));
    expect(await peekCachedOffer('kept')).not.toBeNull();

    // An app update with a new schema version opens the same database while the peek's connection is open.
    const upgraded = new Dexie(OFFLINE_DB_NAME);
    upgraded.version(2).stores({ offers: 'id, updated_at, created_at, *category_ids, target_audience' });
    await upgraded.open();
    expect(upgraded.verno).toBe(2);
    upgraded.close();

    // The peek opens it again when next asked.
    expect((await peekCachedOffer('kept'))?.id).toBe('kept');
  });
});
