// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { readCachedOffers } from '../../../src/offline/catalogue/catalogue.ts';
import { syncCatalogue } from '../../../src/offline/catalogue/sync-engine.ts';
import { clearOfflineData } from '../../../src/offline/store/db.ts';
import { META, readMeta } from '../../../src/offline/store/meta.ts';
import { FakeCatalogue } from './support/fake-catalogue.ts';

// Issue 28: a first sync in a few large requests. After its first page of
// offers (a plain read, which paints a first visit), a full sync asks for the
// rest in bulk pages by rpc/catalogue_changes, whose first answer also holds
// the tombstone feed's first page. Small pages here (5, then 20) stand for
// the app's 1,000 and 5,000.

function sync(server: FakeCatalogue, bulk = true) {
  return syncCatalogue({
    fetchOffersSince: (query, limit) => server.fetchOffersSince(query, limit),
    fetchTombstonesSince: (query, limit) => server.fetchTombstonesSince(query, limit),
    fetchCategories: () => server.fetchCategories(),
    fetchLatestRevision: () => server.fetchLatestRevision(),
    ...(bulk ? { fetchChangesSince: (query, limit) => server.changesSince(query, limit) } : {}),
    pageSize: 5,
    bulkPageSize: 20,
    chunkSize: 5,
    yieldToMain: () => Promise.resolve(),
  });
}

function visibleIds(server: FakeCatalogue): string[] {
  return [...server.offers.values()]
    .filter((offer) => !offer.hidden)
    .map((offer) => offer.id)
    .sort();
}

async function cachedIds(): Promise<string[]> {
  return (await readCachedOffers()).map((offer) => offer.id).sort();
}

/** A server with `count` offers, of which the first `removed` are deleted (a tombstone each). */
function serverWith(count: number, removed = 0): FakeCatalogue {
  const server = new FakeCatalogue();
  const offers = server.insert(count);
  for (const offer of offers.slice(0, removed)) server.remove(offer.id);
  return server;
}

beforeEach(async () => {
  await clearOfflineData();
});

describe('the first sync in bulk', () => {
  it('stores a catalogue of a page and a bulk page in three requests, tombstones included', async () => {
    const server = serverWith(26, 3);

    const result = await sync(server);

    expect(result).toMatchObject({ full: true, offersWritten: 23 });
    expect(await cachedIds()).toEqual(visibleIds(server));
    expect(server.requests).toHaveLength(3);
    expect(server.requests).toEqual(
      expect.arrayContaining([
        'categories',
        'offers after start',
        expect.stringMatching(/^changes after \d+ \/ start$/),
      ]),
    );
    // The tombstones came with the bulk page: the feed's cursor is the newest of them.
    expect(await readMeta(META.tombstonesCursor)).toBe(Math.max(...server.tombstones.values()));
  });

  it('asks for a small catalogue in three requests without the bulk read', async () => {
    const server = serverWith(4, 1);

    await sync(server);

    expect([...server.requests].sort()).toEqual([
      'categories',
      'offers after start',
      'tombstones after start',
    ]);
    expect(await cachedIds()).toEqual(visibleIds(server));
  });

  it('pages on in bulk while a bulk page is full, asking only for newer tombstones after the first', async () => {
    const server = serverWith(60, 2);

    await sync(server);

    const bulk = server.requests.filter((request) => request.startsWith('changes'));
    // 58 visible: 5 by the plain read, then 20, 20 and 13.
    expect(bulk).toHaveLength(3);
    expect(bulk[0]).toMatch(/^changes after \d+ \/ start$/);
    for (const request of bulk.slice(1)) {
      const [, offers, tombstones] = /^changes after (\d+) \/ (\d+)$/.exec(request) ?? [];
      expect(tombstones).toBe(offers);
    }
    expect(server.requests.filter((request) => request.startsWith('offers'))).toHaveLength(1);
    expect(server.requests.filter((request) => request.startsWith('tombstones'))).toEqual([]);
    expect(await cachedIds()).toEqual(visibleIds(server));
  });

  it('pages on by what the server says it sends, when that is less than asked for', async () => {
    const server = serverWith(30);
    server.changesPageLimit = 8;

    await sync(server);

    // 5 by the plain read, then 8, 8, 8 and 1.
    expect(server.requests.filter((request) => request.startsWith('changes'))).toHaveLength(4);
    expect(await cachedIds()).toEqual(visibleIds(server));
  });

  it('pages on by the plain page size when the server does not say (an older function)', async () => {
    const server = serverWith(30);
    server.changesPageLimit = 5;
    const older = async (...args: Parameters<FakeCatalogue['changesSince']>) => {
      const { limit: _limit, ...changes } = await server.changesSince(...args);
      return changes;
    };

    await syncCatalogue({
      fetchOffersSince: (query, limit) => server.fetchOffersSince(query, limit),
      fetchTombstonesSince: (query, limit) => server.fetchTombstonesSince(query, limit),
      fetchCategories: () => server.fetchCategories(),
      fetchLatestRevision: () => server.fetchLatestRevision(),
      fetchChangesSince: older,
      pageSize: 5,
      bulkPageSize: 20,
      chunkSize: 5,
      yieldToMain: () => Promise.resolve(),
    });

    expect(await cachedIds()).toEqual(visibleIds(server));
  });

  it('reads on over the tombstone feed when the bulk answer fills its page of tombstones', async () => {
    const server = serverWith(40, 12);

    await sync(server);

    // 12 tombstones: a full page of 5 and more, so the feed asks on from the fifth.
    const tombstoneReads = server.requests.filter((request) => request.startsWith('tombstones'));
    expect(tombstoneReads.length).toBeGreaterThan(0);
    expect(tombstoneReads[0]).not.toBe('tombstones after start');
    expect(await cachedIds()).toEqual(visibleIds(server));
    expect(await readMeta(META.tombstonesCursor)).toBe(Math.max(...server.tombstones.values()));
  });

  it('removes an offer deleted before a full sync again, from the bulk answer’s tombstones', async () => {
    const server = serverWith(12);
    await sync(server);
    const [gone] = [...server.offers.keys()];
    server.remove(gone ?? '');
    // Any full sync (a corrupt row, say) also drops what the server no longer lists.
    server.insert(20);
    await clearOfflineData();
    await sync(server);

    expect(await cachedIds()).toEqual(visibleIds(server));
    expect(await cachedIds()).not.toContain(gone);
  });

  it('keeps no offer the delta after a bulk first sync would miss', async () => {
    const server = serverWith(26, 2);
    await sync(server);
    const [changed] = [...server.offers.keys()].slice(-1);
    server.update(changed ?? '', { title: 'Endret' });
    server.requests.length = 0;

    const delta = await sync(server);

    expect(delta).toMatchObject({ full: false, offersWritten: 1 });
    expect(server.requests).toEqual([expect.stringMatching(/^changes after \d+.* \/ \d+/)]);
    expect((await readCachedOffers()).find((offer) => offer.id === changed)?.title).toBe('Endret');
  });
});
