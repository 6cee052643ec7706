import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  hasCachedCatalogue,
  peekCachedCategories,
  peekCachedOffer,
  peekCachedOffers,
  readCachedCategories,
  readCachedOffer,
} from '../../../src/offline/catalogue/catalogue.ts';
import {
  catalogueSyncedBefore,
  rememberCatalogueSynced,
} from '../../../src/offline/catalogue/catalogue-hint.ts';
import { store } from '../../../src/lib/store.ts';
import { catalogueRevisionAtom } from '../../../src/offline/catalogue/catalogue-revision.ts';
import { clearOfflineData, db } from '../../../src/offline/store/db.ts';
import {
  HELD_ROWS,
  SYNC_PAGE_SIZE,
  withPrefetchedFirstPages,
} from '../../../src/offline/catalogue/first-sync-prefetch.ts';
import { firstSyncRows, releaseFirstSyncRows } from '../../../src/offline/catalogue/first-sync-rows.ts';
import { EVERYTHING } from '../../../src/offline/catalogue/revision-query.ts';
import { syncCatalogue } from '../../../src/offline/catalogue/sync-engine.ts';
import { cachedOffer } from './support/cached-offer.ts';
import { FakeCatalogue, uuid } from './support/fake-catalogue.ts';

/** A FakeCatalogue whose calls are counted. */
function countedServer(server = new FakeCatalogue()) {
  const calls = { categories: 0, offers: 0, tombstones: 0 };
  const source = {
    fetchCategories: () => {
      calls.categories += 1;
      return server.fetchCategories();
    },
    fetchOffersSince: (...args: Parameters<FakeCatalogue['fetchOffersSince']>) => {
      calls.offers += 1;
      return server.fetchOffersSince(...args);
    },
    fetchTombstonesSince: (...args: Parameters<FakeCatalogue['fetchTombstonesSince']>) => {
      calls.tombstones += 1;
      return server.fetchTombstonesSince(...args);
    },
    fetchLatestRevision: () => server.fetchLatestRevision(),
  };
  return { server, source, calls };
}

const ids = (offers: { id: string }[]) => offers.map((offer) => offer.id);

beforeEach(async () => {
  releaseFirstSyncRows();
  localStorage.clear();
  await clearOfflineData();
});

afterEach(() => {
  releaseFirstSyncRows();
});

describe('a first visit’s prefetch', () => {
  it('asks for the categories and the first page of offers at once', () => {
    const { source, calls } = countedServer();
    withPrefetchedFirstPages(source);
    expect(calls).toEqual({ categories: 1, offers: 1, tombstones: 0 });
  });

  it('hands each answer to the engine once, so the first sync makes no second request for them', async () => {
    const { server, source, calls } = countedServer();
    server.insert(3);

    const result = await syncCatalogue({
      ...withPrefetchedFirstPages(source),
      yieldToMain: () => Promise.resolve(),
    });

    expect(result).toMatchObject({ full: true, offersWritten: 3 });
    expect(calls).toEqual({ categories: 1, offers: 1, tombstones: 1 });
    expect(await db.offers.count()).toBe(3);
  });

  it('asks the server itself for anything but the first page', async () => {
    const { server, source, calls } = countedServer();
    server.insert(25);

    await syncCatalogue({
      ...withPrefetchedFirstPages(source, 10),
      pageSize: 10,
      yieldToMain: () => Promise.resolve(),
    });

    // Page 1 was the prefetch's request; pages 2 and 3 are the engine's own.
    expect(calls.offers).toBe(3);
    expect(await db.offers.count()).toBe(25);
  });

  it('does not hand over a page the engine asks with another size', async () => {
    const { server, source, calls } = countedServer();
    server.insert(4);
    const prefetching = withPrefetchedFirstPages(source, 3);

    expect(await prefetching.fetchOffersSince(EVERYTHING, 10)).toHaveLength(4);
    expect(calls.offers).toBe(2);
  });

  it('asks again when the prefetch failed (offline at start), instead of failing the sync', async () => {
    const { server, source, calls } = countedServer();
    server.insert(2);
    let failNext = true;
    const flaky = {
      ...source,
      fetchOffersSince: (...args: Parameters<FakeCatalogue['fetchOffersSince']>) => {
        if (failNext) {
          failNext = false;
          calls.offers += 1;
          return Promise.reject(new TypeError('Failed to fetch'));
        }
        return source.fetchOffersSince(...args);
      },
    };
    const prefetching = withPrefetchedFirstPages(flaky);

    expect(await prefetching.fetchOffersSince(EVERYTHING, SYNC_PAGE_SIZE)).toHaveLength(2);
    expect(calls.offers).toBe(2);
  });

  it('holds the readable rows in memory and tells the views to read again', async () => {
    const server = new FakeCatalogue();
    server.insert(2, (index) => ({ title: `Tilbud ${index}`, category_ids: [uuid(9001)] }));
    server.overrides.set(server.insert(1)[0]?.id ?? '', { id: 'broken', title: 42 });
    const revision = store.get(catalogueRevisionAtom);

    withPrefetchedFirstPages(server);
    await vi.waitFor(() => expect(firstSyncRows.holding()).toBe(true));

    expect(store.get(catalogueRevisionAtom)).toBe(revision + 1);
    const offers = await peekCachedOffers();
    expect(offers.map((offer) => offer.title).sort()).toEqual(['Tilbud 0', 'Tilbud 1']);
    expect(offers[0]?.category_ids).toEqual([uuid(9001)]);
    expect(offers[0]?.search_text).toContain('tilbud');
    expect((await peekCachedCategories()).map((category) => category.key)).toEqual(['sport', 'food-drink']);
    // Held rows are not a synced cache.
    expect(await hasCachedCatalogue()).toBe(false);
  });

  it('holds nothing when a prefetch fails', async () => {
    const server = new FakeCatalogue();
    withPrefetchedFirstPages({
      fetchCategories: () => Promise.reject(new Error('down')),
      fetchOffersSince: (query, limit) => server.fetchOffersSince(query, limit),
      fetchTombstonesSince: (query, limit) => server.fetchTombstonesSince(query, limit),
      fetchLatestRevision: () => server.fetchLatestRevision(),
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(firstSyncRows.holding()).toBe(false);
  });
});

describe('the held rows', () => {
  it('answer the peek readers while held, newest first, and by id', async () => {
    const server = new FakeCatalogue();
    const [first, second] = server.insert(2);
    withPrefetchedFirstPages(server);
    await vi.waitFor(() => expect(firstSyncRows.holding()).toBe(true));

    expect(ids(await peekCachedOffers({ limit: 1 }))).toEqual([second?.id]);
    expect((await peekCachedOffer(first?.id ?? ''))?.id).toBe(first?.id);
    expect(await peekCachedOffer('unknown')).toBeNull();
  });

  it('find an offer the engine stored beyond them, by id', async () => {
    const server = new FakeCatalogue();
    server.insert(1);
    withPrefetchedFirstPages(server);
    await vi.waitFor(() => expect(firstSyncRows.holding()).toBe(true));
    await db.offers.put(cachedOffer({ id: 'stored-later' }));

    expect((await peekCachedOffer('stored-later'))?.id).toBe('stored-later');
  });

  it('give way to the cache once released', async () => {
    const server = new FakeCatalogue();
    server.insert(2);
    withPrefetchedFirstPages(server);
    await vi.waitFor(() => expect(firstSyncRows.holding()).toBe(true));
    await db.offers.put(cachedOffer({ id: 'cached' }));

    releaseFirstSyncRows();

    expect(ids(await peekCachedOffers())).toEqual(['cached']);
    expect(await peekCachedCategories()).toEqual([]);
  });
});

describe('the synced-before hint', () => {
  it('is unset on a new device and set after a sync', () => {
    expect(catalogueSyncedBefore()).toBe(false);
    rememberCatalogueSynced();
    expect(catalogueSyncedBefore()).toBe(true);
  });

  it('answers false when storage cannot be read', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect(catalogueSyncedBefore()).toBe(false);
      expect(() => rememberCatalogueSynced()).not.toThrow();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('a large first page', () => {
  it(`holds only its first ${String(HELD_ROWS)} rows in memory; the engine stores them all`, async () => {
    const server = new FakeCatalogue();
    server.insert(HELD_ROWS + 30);
    const source = withPrefetchedFirstPages(server);
    await vi.waitFor(() => expect(firstSyncRows.holding()).toBe(true));

    expect(await peekCachedOffers()).toHaveLength(HELD_ROWS);
    await syncCatalogue({ ...source, yieldToMain: () => Promise.resolve() });
    expect(await db.offers.count()).toBe(HELD_ROWS + 30);
  });
});

describe('the Dexie readers while rows are held', () => {
  it('still find a held offer the engine has not stored yet (a live query taking over keeps it)', async () => {
    const server = new FakeCatalogue();
    const [offer] = server.insert(1);
    withPrefetchedFirstPages(server);
    await vi.waitFor(() => expect(firstSyncRows.holding()).toBe(true));

    expect((await readCachedOffer(offer?.id ?? ''))?.id).toBe(offer?.id);
    expect((await readCachedCategories()).length).toBe(2);
  });
});

describe('a first visit’s prefetch by the one request (rpc/catalogue_changes)', () => {
  /** A FakeCatalogue source with the one request, its first answer failing while `failFirst` is set. */
  function withChanges(server: FakeCatalogue, failFirst = false) {
    let fail = failFirst;
    return {
      fetchCategories: () => server.fetchCategories(),
      fetchOffersSince: (...args: Parameters<FakeCatalogue['fetchOffersSince']>) =>
        server.fetchOffersSince(...args),
      fetchTombstonesSince: (...args: Parameters<FakeCatalogue['fetchTombstonesSince']>) =>
        server.fetchTombstonesSince(...args),
      fetchLatestRevision: () => server.fetchLatestRevision(),
      fetchChangesSince: (...args: Parameters<FakeCatalogue['changesSince']>) => {
        if (fail) {
          fail = false;
          server.requests.push('failed');
          return Promise.reject(new TypeError('Failed to fetch'));
        }
        return server.changesSince(...args);
      },
    };
  }

  it('asks one request at start: the first page with the categories and tombstones', () => {
    const server = new FakeCatalogue();
    withPrefetchedFirstPages(withChanges(server));
    expect(server.requests).toEqual(['changes after start / start']);
  });

  it('hands it to the first sync, which stores a small catalogue with no second request', async () => {
    const server = new FakeCatalogue();
    server.insert(3);
    server.remove(server.insert(1)[0]?.id ?? '');

    const result = await syncCatalogue({
      ...withPrefetchedFirstPages(withChanges(server)),
      yieldToMain: () => Promise.resolve(),
    });

    expect(result).toMatchObject({ full: true, offersWritten: 3, categories: 2 });
    expect(server.requests).toEqual(['changes after start / start']);
    expect(await db.offers.count()).toBe(3);
  });

  it('hands over only the first question: a bulk page is asked of the server', async () => {
    const server = new FakeCatalogue();
    server.insert(25);

    await syncCatalogue({
      ...withPrefetchedFirstPages(withChanges(server), 10),
      pageSize: 10,
      yieldToMain: () => Promise.resolve(),
    });

    expect(server.requests).toEqual([
      'changes after start / start',
      expect.stringMatching(/^changes after (\d+) \/ \1$/),
    ]);
    expect(await db.offers.count()).toBe(25);
  });

  it('holds the first answer’s readable rows for the views', async () => {
    const server = new FakeCatalogue();
    server.insert(2, (index) => ({ title: `Tilbud ${index}`, category_ids: [uuid(9002)] }));

    withPrefetchedFirstPages(withChanges(server));
    await vi.waitFor(() => expect(firstSyncRows.holding()).toBe(true));

    expect((await peekCachedOffers()).map((offer) => offer.title).sort()).toEqual(['Tilbud 0', 'Tilbud 1']);
    expect((await peekCachedCategories()).map((category) => category.key)).toEqual(['sport', 'food-drink']);
  });

  it('asks again when it failed (offline at start), and holds nothing meanwhile', async () => {
    const server = new FakeCatalogue();
    server.insert(2);
    const prefetching = withPrefetchedFirstPages(withChanges(server, true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(firstSyncRows.holding()).toBe(false);

    const result = await syncCatalogue({ ...prefetching, yieldToMain: () => Promise.resolve() });

    expect(result).toMatchObject({ full: true, offersWritten: 2 });
    expect(server.requests).toEqual(['failed', 'changes after start / start']);
  });
});
