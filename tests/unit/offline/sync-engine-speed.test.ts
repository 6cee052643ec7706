// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCachedOffer, readCachedOffers } from '../../../src/offline/catalogue/catalogue.ts';
import { catalogueRevisionAtom } from '../../../src/offline/catalogue/catalogue-revision.ts';
import { clearOfflineData, db } from '../../../src/offline/store/db.ts';
import { syncCatalogue } from '../../../src/offline/catalogue/sync-engine.ts';
import { META, readMeta } from '../../../src/offline/store/meta.ts';
import { Dexie } from 'dexie';
import { store } from '../../../src/lib/store.ts';
import { cachedOffer } from './support/cached-offer.ts';
import { FakeCatalogue } from './support/fake-catalogue.ts';

// Tens of thousands of rows through fake-indexeddb: slow on a busy two-core machine, not a speed claim.
const HEAVY_TIMEOUT_MS = 60_000;

function sync(server: FakeCatalogue, extra: Partial<Parameters<typeof syncCatalogue>[0]> = {}) {
  return syncCatalogue({
    fetchOffersSince: (query, limit) => server.fetchOffersSince(query, limit),
    fetchTombstonesSince: (query, limit) => server.fetchTombstonesSince(query, limit),
    fetchCategories: () => server.fetchCategories(),
    fetchLatestRevision: () => server.fetchLatestRevision(),
    yieldToMain: () => Promise.resolve(),
    ...extra,
  });
}

beforeEach(async () => {
  await clearOfflineData();
});

describe('what the sync stores', () => {
  it('keeps a detailed description only when it adds something to the description', async () => {
    const server = new FakeCatalogue();
    const [copy, longer, none] = server.insert(3, (index) => ({
      description: '<p>Kort</p>',
      detailed_description: ['<p>Kort</p> ', '<p>Kort</p><p>Mer å si</p>', null][index] ?? null,
    }));

    await sync(server);

    expect((await readCachedOffer(copy?.id ?? ''))?.detailed_description).toBeNull();
    expect((await readCachedOffer(longer?.id ?? ''))?.detailed_description).toBe(
      '<p>Kort</p><p>Mer å si</p>',
    );
    expect((await readCachedOffer(none?.id ?? ''))?.detailed_description).toBeNull();
  });
});

describe('pacing', () => {
  it('asks for the next page before writing the current one, and for no page beyond the last', async () => {
    const server = new FakeCatalogue();
    server.insert(25);
    const fetch = vi.fn((cursor: Parameters<FakeCatalogue['fetchOffersSince']>[0], limit: number) =>
      server.fetchOffersSince(cursor, limit),
    );
    const bulkPut = vi.spyOn(db.offers, 'bulkPut');

    await sync(server, { pageSize: 10, fetchOffersSince: fetch });

    const events = [
      ...fetch.mock.invocationCallOrder.map((order) => ({ order, event: 'fetch' })),
      ...bulkPut.mock.invocationCallOrder.map((order, index) => ({
        order,
        event: `write ${bulkPut.mock.calls[index]?.[0].length ?? 0}`,
      })),
    ]
      .sort((a, b) => a.order - b.order)
      .map(({ event }) => event);
    bulkPut.mockRestore();
    expect(events).toEqual(['fetch', 'fetch', 'write 10', 'fetch', 'write 10', 'write 5']);
    expect(await db.offers.count()).toBe(25);
  });

  it('stores none of a page and keeps its cursor when one of its writes fails', async () => {
    const server = new FakeCatalogue();
    server.insert(25);
    const write = db.offers.bulkPut.bind(db.offers);
    let calls = 0;
    const bulkPut = vi.spyOn(db.offers, 'bulkPut').mockImplementation((...args) => {
      calls += 1;
      return calls === 4 ? Dexie.Promise.reject(new Error('disk full')) : write(...args);
    });

    await expect(sync(server, { pageSize: 10, chunkSize: 3 })).rejects.toThrow('disk full');
    bulkPut.mockRestore();

    // The first page's four writes are one transaction: none of them stays, and no cursor moved.
    expect(await db.offers.count()).toBe(0);
    expect(await readMeta(META.offersCursor)).toBeNull();
  });

  it('moves the catalogue revision once per write, so views can re-read at their own pace', async () => {
    const server = new FakeCatalogue();
    server.insert(25);
    const before = store.get(catalogueRevisionAtom);
    await sync(server, { pageSize: 10, chunkSize: 10 });
    expect(store.get(catalogueRevisionAtom) - before).toBe(3);
  });
});

describe('a full sync of a large cache', () => {
  it(
    'drops every offer the server no longer lists, however many keys it reads',
    async () => {
      const stale = Array.from({ length: 12_000 }, (_, index) =>
        cachedOffer({ id: `stale-${String(index).padStart(5, '0')}` }),
      );
      await db.offers.bulkPut(stale);
      const server = new FakeCatalogue();
      server.insert(30);

      const result = await sync(server, { pageSize: 10 });

      expect(result.offersRemoved).toBe(12_000);
      expect(await db.offers.count()).toBe(30);
    },
    HEAVY_TIMEOUT_MS,
  );
});

describe('reading the whole catalogue in pages', () => {
  it('orders like the created_at index reversed, ties by id descending, across pages', async () => {
    const rows = Array.from({ length: 2500 }, (_, index) =>
      cachedOffer({
        id: `offer-${String(index).padStart(5, '0')}`,
        created_at: `2025-11-${String(10 + (index % 7)).padStart(2, '0')}T00:00:00+00:00`,
      }),
    );
    await db.offers.bulkPut(rows);
    const expected = await db.offers.orderBy('created_at').reverse().primaryKeys();

    const offers = await readCachedOffers();

    expect(offers.map((offer) => offer.id)).toEqual(expected);
  });
});
