// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { readCachedOffer, readCachedOffers } from '../../../src/offline/catalogue/catalogue.ts';
import { clearOfflineData, db } from '../../../src/offline/store/db.ts';
import { LEGACY_META_KEYS } from '../../../src/offline/store/meta-entries.ts';
import { META, readMeta, writeMeta } from '../../../src/offline/store/meta.ts';
import { GAP_SETTLE_MS } from '../../../src/offline/catalogue/revision-gaps.ts';
import type { RevisionQuery } from '../../../src/offline/catalogue/revision-query.ts';
import { syncCatalogue } from '../../../src/offline/catalogue/sync-engine.ts';
import { cachedOffer } from './support/cached-offer.ts';
import { FakeCatalogue } from './support/fake-catalogue.ts';

// The revision cursor: pages, a cursor the server cannot have given (a reset
// database, a legacy timestamp cursor, a feed that ignores it), and changes
// whose transactions commit after a later revision was read.

const START = Date.parse('2025-11-21T12:00:00Z');

function sync(server: FakeCatalogue, extra: Partial<Parameters<typeof syncCatalogue>[0]> = {}) {
  return syncCatalogue({
    fetchOffersSince: (query, limit) => server.fetchOffersSince(query, limit),
    fetchTombstonesSince: (query, limit) => server.fetchTombstonesSince(query, limit),
    fetchCategories: () => server.fetchCategories(),
    fetchLatestRevision: () => server.fetchLatestRevision(),
    now: () => new Date(START),
    yieldToMain: () => Promise.resolve(),
    ...extra,
  });
}

function syncAt(server: FakeCatalogue, minutes: number) {
  return sync(server, { now: () => new Date(START + minutes * 60_000) });
}

async function cachedIds(): Promise<string[]> {
  return (await readCachedOffers()).map((offer) => offer.id).sort();
}

function visibleIds(server: FakeCatalogue): string[] {
  return [...server.offers.values()]
    .filter((offer) => !offer.hidden)
    .map((offer) => offer.id)
    .sort();
}

beforeEach(async () => {
  await clearOfflineData();
});

describe('paging by revision', () => {
  it('goes across pages with no row skipped or repeated, each page after the last revision of the one before', async () => {
    const server = new FakeCatalogue();
    const offers = server.insert(25);
    for (const offer of offers.slice(0, 5)) server.update(offer.id, { title: `${offer.title} endret` });

    const result = await sync(server, { pageSize: 10, chunkSize: 10 });

    expect(result.offersWritten).toBe(25);
    expect(server.offersSent).toBe(25);
    expect(await cachedIds()).toEqual(visibleIds(server));
    const sorted = [...server.offers.values()].map((offer) => offer.revision).sort((a, b) => a - b);
    expect(server.requests.filter((request) => request.startsWith('offers'))).toEqual([
      'offers after start',
      `offers after ${String(sorted[9])}`,
      `offers after ${String(sorted[19])}`,
    ]);
    expect(await readMeta(META.offersCursor)).toBe(sorted.at(-1));
  });

  it('picks up a row that changed between two pages in the next sync, and never loses one', async () => {
    const server = new FakeCatalogue();
    const offers = server.insert(30);
    let pages = 0;
    const changingBetweenPages = (query: RevisionQuery, limit: number) => {
      pages += 1;
      if (pages === 2) {
        server.update(offers[0]?.id ?? '', { title: 'Endret under synk' });
        server.update(offers[25]?.id ?? '', { title: 'Også endret' });
      }
      return server.fetchOffersSince(query, limit);
    };

    await sync(server, { pageSize: 10, fetchOffersSince: changingBetweenPages });
    await sync(server, { pageSize: 10 });

    expect(await cachedIds()).toEqual(visibleIds(server));
    expect((await readCachedOffer(offers[0]?.id ?? ''))?.title).toBe('Endret under synk');
    expect((await readCachedOffer(offers[25]?.id ?? ''))?.title).toBe('Også endret');
  });
});

describe('a cursor the server cannot have given', () => {
  it('refetches everything when the stored cursor is above the server’s newest revision (a reset database)', async () => {
    const before = new FakeCatalogue();
    const offers = before.insert(30);
    for (const offer of offers) before.update(offer.id, { title: 'Endret' });
    await sync(before);

    const reset = new FakeCatalogue();
    reset.insert(3, (index) => ({ title: `Etter nullstilling ${String(index)}` }));
    const result = await sync(reset);

    expect(result.full).toBe(true);
    expect(reset.requests).toContain('latest revision');
    expect(await cachedIds()).toEqual(visibleIds(reset));
    expect((await readCachedOffers()).map((offer) => offer.title).sort()).toEqual([
      'Etter nullstilling 0',
      'Etter nullstilling 1',
      'Etter nullstilling 2',
    ]);
    expect(await readMeta(META.offersCursor)).toBe(
      Math.max(...[...reset.offers.values()].map((offer) => offer.revision)),
    );
    expect((await sync(reset)).full).toBe(false);
  });

  it('forgets every cursor of the old database, so the new one’s first removals still arrive', async () => {
    const before = new FakeCatalogue();
    const offers = before.insert(30);
    for (const offer of offers.slice(0, 20)) before.remove(offer.id);
    await sync(before);
    expect(await readMeta(META.tombstonesCursor)).not.toBeNull();

    const reset = new FakeCatalogue();
    const [doomed] = reset.insert(3);
    expect((await sync(reset)).full).toBe(true);
    reset.remove(doomed?.id ?? '');
    const result = await sync(reset);

    expect(result).toMatchObject({ full: false, offersRemoved: 1 });
    expect(await cachedIds()).toEqual(visibleIds(reset));
  });

  it('asks for the newest revision only when the feeds brought nothing new', async () => {
    const server = new FakeCatalogue();
    const [offer] = server.insert(3);
    await sync(server);
    server.requests.length = 0;

    server.update(offer?.id ?? '', { title: 'Ny' });
    await sync(server);
    expect(server.requests).not.toContain('latest revision');

    await sync(server);
    expect(server.requests.filter((request) => request === 'latest revision')).toHaveLength(1);
  });

  it('keeps syncing by delta when the newest revision cannot be had', async () => {
    const server = new FakeCatalogue();
    server.insert(3);
    await sync(server);

    const result = await sync(server, { fetchLatestRevision: () => Promise.reject(new Error('down')) });

    expect(result.full).toBe(false);
    expect(await readMeta(META.lastSyncedAt)).not.toBeNull();
  });

  it('refetches everything when a feed answers with rows its cursor did not ask for', async () => {
    const server = new FakeCatalogue();
    server.insert(5);
    await sync(server);
    await db.offers.put(cachedOffer({ id: 'left-over' }));
    const ignoringTheCursor = (_query: RevisionQuery, limit: number) =>
      server.fetchOffersSince({ after: null, recheck: [] }, limit);

    const result = await sync(server, { fetchOffersSince: ignoringTheCursor });

    expect(result.full).toBe(true);
    expect(await cachedIds()).toEqual(visibleIds(server));
  });

  it('recognises a timestamp cursor of an older app version and refetches everything once', async () => {
    const server = new FakeCatalogue();
    const [first] = server.insert(4);
    // What the previous app version left: time cursors, and rows with updated_at and no revision.
    const { revision: _none, ...legacyRow } = cachedOffer({ id: first?.id ?? '', title: 'Gammel tittel' });
    await db.offers.bulkPut([
      { ...legacyRow, updated_at: '2025-11-20T12:00:00+00:00' } as never,
      cachedOffer({ id: 'removed-meanwhile' }),
    ]);
    await db.meta.bulkPut([
      { key: 'sync.offers-cursor', value: { updated_at: '2099-01-01T00:00:00+00:00', id: first?.id } },
      { key: 'sync.tombstones-cursor', value: { removed_at: '2025-11-20T12:00:00+00:00', offer_id: 'x' } },
    ]);
    await writeMeta(META.lastSyncedAt, '2025-11-20T12:00:00.000Z');
    // The cached rows stay readable until the refetch replaces them.
    expect((await readCachedOffer(first?.id ?? ''))?.title).toBe('Gammel tittel');

    const result = await sync(server);

    expect(result).toMatchObject({ full: true, offersWritten: 4, offersRemoved: 1 });
    expect(await cachedIds()).toEqual(visibleIds(server));
    expect((await readCachedOffer(first?.id ?? ''))?.title).toBe(first?.title);
    for (const key of LEGACY_META_KEYS) expect(await db.meta.get(key)).toBeUndefined();
    const next = await sync(server);
    expect(next).toMatchObject({ full: false, offersWritten: 0 });
  });
});

describe('changes committed after a later revision was read', () => {
  it('still arrive: the revisions below the cursor not seen yet are asked for again', async () => {
    const server = new FakeCatalogue();
    const [slow, fast] = server.insert(2);
    await syncAt(server, 0);

    const commitSlow = server.later(slow?.id ?? '', { title: 'Treg' });
    server.update(fast?.id ?? '', { title: 'Rask' });
    await syncAt(server, 1);
    expect((await readCachedOffer(fast?.id ?? ''))?.title).toBe('Rask');
    expect((await readCachedOffer(slow?.id ?? ''))?.title).toBe(slow?.title);

    commitSlow();
    const sentBefore = server.offersSent;
    const result = await syncAt(server, 2);

    expect(result.offersWritten).toBe(1);
    expect(server.offersSent - sentBefore).toBe(1);
    expect((await readCachedOffer(slow?.id ?? ''))?.title).toBe('Treg');
  });

  it('asks for a gap until it has settled, one last time after that, and then never again', async () => {
    const server = new FakeCatalogue();
    const [rolledBack, kept] = server.insert(2);
    await syncAt(server, 0);
    // The next revision drawn (the sequence has drawn none since the insert).
    const gap = (kept?.revision ?? 0) + 1;
    // Drawn, never committed: a rolled-back transaction.
    server.later(rolledBack?.id ?? '', { title: 'Aldri' });
    server.update(kept?.id ?? '', { title: 'Lagret' });
    await syncAt(server, 1);
    const asksForGap = () =>
      server.requests
        .filter((request) => request.startsWith('offers'))
        .at(-1)
        ?.includes(`${String(gap)}-`);

    await syncAt(server, 5);
    expect(asksForGap()).toBe(true);
    await syncAt(server, 1 + GAP_SETTLE_MS / 60_000 + 1);
    expect(asksForGap()).toBe(true);
    await syncAt(server, 1 + GAP_SETTLE_MS / 60_000 + 2);
    expect(asksForGap()).toBe(false);
    expect((await readCachedOffer(rolledBack?.id ?? ''))?.title).toBe(rolledBack?.title);
  });

  it('bring a late tombstone like any other row', async () => {
    const server = new FakeCatalogue();
    const [doomed, gone] = server.insert(3);
    await sync(server);

    // The removal of `doomed` draws its tombstone's revision first; a later removal commits at once.
    const tombstoneRevision = server.draw();
    server.remove(gone?.id ?? '');
    await sync(server);
    expect(await readMeta(META.tombstonesCursor)).toBeGreaterThan(tombstoneRevision);
    expect(await readCachedOffer(doomed?.id ?? '')).not.toBeNull();

    server.offers.delete(doomed?.id ?? '');
    server.tombstones.set(doomed?.id ?? '', tombstoneRevision);
    const result = await sync(server);

    expect(result.offersRemoved).toBe(1);
    expect(await cachedIds()).toEqual(visibleIds(server));
  });
});
