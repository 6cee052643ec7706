// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { readCachedOffers } from '../../../src/offline/catalogue/catalogue.ts';
import { syncCatalogue } from '../../../src/offline/catalogue/sync-engine.ts';
import { clearOfflineData } from '../../../src/offline/store/db.ts';
import { META, readMeta } from '../../../src/offline/store/meta.ts';
import { FakeCatalogue } from './support/fake-catalogue.ts';

// Issue 28: a first sync in at most three requests. A full sync asks its
// first page of offers (what a first visit paints) with the categories and
// the tombstone feed's first page in one rpc/catalogue_changes, then the rest
// of the offers in bulk pages by the same function. Small pages here (5, then
// 20) stand for the app's 1,000 and 5,000.

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
  it('stores a page and a bulk page in two requests, categories and tombstones included', async () => {
    const server = serverWith(26, 3);

    const result = await sync(server);

    expect(result).toMatchObject({ full: true, offersWritten: 23, categories: 2 });
    expect(await cachedIds()).toEqual(visibleIds(server));
    // 23 visible: 5 with the categories and tombstones, then 18 in bulk.
    expect(server.requests).toEqual([
      'changes after start / start',
      expect.stringMatching(/^changes after (\d+) \/ \1$/),
    ]);
    // The tombstones came with the first answer: the feed's cursor is the newest of them.
    expect(await readMeta(META.tombstonesCursor)).toBe(Math.max(...server.tombstones.values()));
  });

  it('stores a catalogue within a page in one request', async () => {
    const server = serverWith(4, 1);

    await sync(server);

    expect(server.requests).toEqual(['changes after start / start']);
    expect(await cachedIds()).toEqual(visibleIds(server));
  });

  it('asks the three reads, a page at a time, of a source without the one request', async () => {
    const server = serverWith(12, 1);

    await sync(server, false);

    expect(server.requests.filter((request) => request.startsWith('offers'))).toHaveLength(3);
    expect(server.requests).toEqual(
      expect.arrayContaining(['categories', 'offers after start', 'tombstones after start']),
    );
    expect(server.requests).toHaveLength(5);
    expect(await cachedIds()).toEqual(visibleIds(server));
  });

  it('pages on in bulk while a bulk page is full, asking only for tombstones above the offers read', async () => {
    const server = serverWith(60, 2);

    await sync(server);

    // 58 visible: 5 in the first answer, then 20, 20 and 13.
    expect(server.requests).toHaveLength(4);
    expect(server.requests[0]).toBe('changes after start / start');
    for (const request of server.requests.slice(1)) {
      expect(request).toMatch(/^changes after (\d+) \/ \1$/);
    }
    expect(await cachedIds()).toEqual(visibleIds(server));
  });

  it('pages on by what the server says it sends, when that is less than asked for', async () => {
    const server = serverWith(30);
    server.changesPageLimit = 8;

    await sync(server);

    // 5 in the first answer, then 8, 8, 8 and 1.
    expect(server.requests).toHaveLength(5);
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

    // Each answer of 5 could be a page held short: asked on until one is not full.
    expect(server.requests).toHaveLength(7);
    expect(await cachedIds()).toEqual(visibleIds(server));
  });

  it('reads on over the tombstone feed when the first answer fills its page of tombstones', async () => {
    const server = serverWith(40, 12);

    await sync(server);

    // 12 tombstones: the first answer's page of 5 is full, so the feed reads on from the fifth.
    const tombstoneReads = server.requests.filter((request) => request.startsWith('tombstones'));
    expect(tombstoneReads).toHaveLength(2);
    expect(tombstoneReads[0]).not.toBe('tombstones after start');
    expect(await cachedIds()).toEqual(visibleIds(server));
    expect(await readMeta(META.tombstonesCursor)).toBe(Math.max(...server.tombstones.values()));
  });

  it('leaves out an offer deleted before a later full sync', async () => {
    const server = serverWith(12);
    await sync(server);
    const [gone] = [...server.offers.keys()];
    server.remove(gone ?? '');
    server.insert(20);
    await clearOfflineData();

    await sync(server);

    expect(await cachedIds()).toEqual(visibleIds(server));
    expect(await cachedIds()).not.toContain(gone);
  });

  it('brings the next change by the one-request delta after a bulk first sync', async () => {
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
