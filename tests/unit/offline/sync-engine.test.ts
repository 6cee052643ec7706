// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readCachedCategories,
  readCachedOffer,
  readCachedOffers,
} from '../../../src/offline/catalogue/catalogue.ts';
import { clearOfflineData, db } from '../../../src/offline/store/db.ts';
import { META, readMeta } from '../../../src/offline/store/meta.ts';
import { EVERYTHING } from '../../../src/offline/catalogue/revision-query.ts';
import { syncCatalogue } from '../../../src/offline/catalogue/sync-engine.ts';
import { cachedOffer } from './support/cached-offer.ts';
import { FakeCatalogue, uuid } from './support/fake-catalogue.ts';

const NOW = new Date('2025-11-21T12:30:00Z');

function sync(server: FakeCatalogue, extra: Partial<Parameters<typeof syncCatalogue>[0]> = {}) {
  return syncCatalogue({
    fetchOffersSince: (query, limit) => server.fetchOffersSince(query, limit),
    fetchTombstonesSince: (query, limit) => server.fetchTombstonesSince(query, limit),
    fetchCategories: () => server.fetchCategories(),
    fetchLatestRevision: () => server.fetchLatestRevision(),
    now: () => NOW,
    yieldToMain: () => Promise.resolve(),
    ...extra,
  });
}

beforeEach(async () => {
  await clearOfflineData();
});

describe('first sync', () => {
  it('stores categories and every visible offer with its public fields, category ids and search text', async () => {
    const server = new FakeCatalogue();
    const [first] = server.insert(3, (index) => ({
      title: `Rabatt ${index}`,
      company: 'Fjord AS',
      description: '<p>Gratis <strong>kaffe</strong> &amp; kake</p>',
      category_ids: index === 0 ? [uuid(9001), uuid(9002)] : [],
    }));
    server.insert(1, () => ({ hidden: true }));

    const result = await sync(server);

    expect(result).toMatchObject({ full: true, offersWritten: 3, offersRemoved: 0, categories: 2 });
    expect(result.syncedAt).toBe(NOW.toISOString());
    const offers = await readCachedOffers();
    expect(offers).toHaveLength(3);
    const cached = await readCachedOffer(first?.id ?? '');
    expect(cached?.category_ids).toEqual([uuid(9001), uuid(9002)]);
    expect(cached?.search_text).toBe('rabatt 0 fjord as gratis kaffe & kake');
    expect(await readMeta(META.lastSyncedAt)).toBe(NOW.toISOString());
    expect(await readMeta(META.fullSyncRequested)).toBeNull();
    expect((await readCachedCategories()).map((category) => category.key)).toEqual(['sport', 'food-drink']);
  });

  it('never caches fields beyond the public ones, even if the server sends them', async () => {
    const server = new FakeCatalogue();
    const [offer] = server.insert(1);
    const row = (await server.fetchOffersSince(EVERYTHING, 10))[0] as Record<string, unknown>;
    server.overrides.set(offer?.id ?? '', {
      ...row,
      discount_code: 'HEMMELIG',
      offer_email: 'a@b.no',
      hidden: false,
    });

    await sync(server);

    const stored = (await db.offers.toArray())[0] as Record<string, unknown> | undefined;
    expect(stored).toBeDefined();
    expect(Object.keys(stored ?? {})).not.toContain('discount_code');
    expect(JSON.stringify(stored)).not.toContain('HEMMELIG');
    expect(JSON.stringify(stored)).not.toContain('a@b.no');
  });

  it('pages through offers by revision without skipping or repeating any', async () => {
    const server = new FakeCatalogue();
    server.insert(2500);

    const result = await sync(server, { pageSize: 1000 });

    expect(result.offersWritten).toBe(2500);
    expect(await db.offers.count()).toBe(2500);
    expect(server.offersSent).toBe(2500);
    expect(server.requests.filter((request) => request.startsWith('offers'))).toHaveLength(3);
  });

  it('writes in small chunks and yields to the main thread between them', async () => {
    const server = new FakeCatalogue();
    server.insert(1000);
    const bulkPut = vi.spyOn(db.offers, 'bulkPut');
    const yieldToMain = vi.fn(() => Promise.resolve());

    await sync(server, { pageSize: 1000, chunkSize: 100, yieldToMain });

    const sizes = bulkPut.mock.calls.map(([rows]) => rows.length);
    bulkPut.mockRestore();
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(1000);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(100);
    expect(yieldToMain.mock.calls.length).toBeGreaterThanOrEqual(10);
  });

  it('stays a full sync after being interrupted, and finishes it on the next run', async () => {
    const server = new FakeCatalogue();
    server.insert(30);
    // Left over from an older catalogue; only a completed full sync may drop it.
    await db.offers.put(cachedOffer({ id: 'stale-offer' }));
    let calls = 0;
    const failSecondPage: typeof server.fetchOffersSince = (cursor, limit) => {
      calls += 1;
      return calls === 2 ? Promise.reject(new Error('network down')) : server.fetchOffersSince(cursor, limit);
    };

    await expect(sync(server, { pageSize: 10, fetchOffersSince: failSecondPage })).rejects.toThrow(
      'network down',
    );
    expect(await db.offers.count()).toBe(11);
    const second = await sync(server, { pageSize: 10 });

    expect(second.full).toBe(true);
    expect(await db.offers.get('stale-offer')).toBeUndefined();
    expect(await db.offers.count()).toBe(30);
  });
});

it('asks for the categories and the first offers together, not one after the other', async () => {
  const server = new FakeCatalogue();
  server.insert(2);
  let releaseCategories: () => void = () => undefined;
  const categoriesHeld = new Promise<void>((resolve) => (releaseCategories = resolve));
  const fetchOffersSince = vi.fn((cursor: Parameters<typeof server.fetchOffersSince>[0], limit: number) =>
    server.fetchOffersSince(cursor, limit),
  );

  const syncing = sync(server, {
    fetchCategories: () => categoriesHeld.then(() => server.fetchCategories()),
    fetchOffersSince,
  });
  await vi.waitFor(() => expect(fetchOffersSince).toHaveBeenCalledTimes(1));
  releaseCategories();

  expect(await syncing).toMatchObject({ offersWritten: 2 });
});

it('fails without an unhandled rejection when the categories fail and the offers too', async () => {
  const server = new FakeCatalogue();
  const unhandled = vi.fn();
  process.on('unhandledRejection', unhandled);
  try {
    await expect(
      sync(server, {
        fetchCategories: () => Promise.reject(new Error('categories down')),
        fetchOffersSince: () => Promise.reject(new Error('offers down')),
      }),
    ).rejects.toThrow('categories down');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});

describe('delta sync', () => {
  it('fetches only what changed since the last sync', async () => {
    const server = new FakeCatalogue();
    const offers = server.insert(50);
    await sync(server);
    const sentBefore = server.offersSent;

    server.update(offers[7]?.id ?? '', { title: 'Ny tittel' });
    const result = await sync(server);

    expect(result).toMatchObject({ full: false, offersWritten: 1, offersRemoved: 0 });
    expect(server.offersSent - sentBefore).toBe(1);
    expect((await readCachedOffer(offers[7]?.id ?? ''))?.title).toBe('Ny tittel');
  });

  it('fetches nothing when nothing changed', async () => {
    const server = new FakeCatalogue();
    server.insert(20);
    await sync(server);
    const sentBefore = server.offersSent;

    const result = await sync(server);

    expect(result.offersWritten).toBe(0);
    expect(server.offersSent).toBe(sentBefore);
  });

  it('picks up offers added after the last sync', async () => {
    const server = new FakeCatalogue();
    server.insert(5);
    await sync(server);
    server.insert(2, () => ({ title: 'Helt ny' }));

    const result = await sync(server);

    expect(result.offersWritten).toBe(2);
    expect((await readCachedOffers()).filter((offer) => offer.title === 'Helt ny')).toHaveLength(2);
  });

  it('updates category links and removes categories the server dropped', async () => {
    const server = new FakeCatalogue();
    const [offer] = server.insert(1, () => ({ category_ids: [uuid(9001)] }));
    await sync(server);

    server.categories = server.categories.filter(
      (category) => (category as { id: string }).id !== uuid(9001),
    );
    server.update(offer?.id ?? '', { category_ids: [] });
    await sync(server);

    expect((await readCachedCategories()).map((category) => category.id)).toEqual([uuid(9002)]);
    expect((await readCachedOffer(offer?.id ?? ''))?.category_ids).toEqual([]);
  });
});

describe('removals', () => {
  it('drops a deleted offer and its stored secrets', async () => {
    const server = new FakeCatalogue();
    const [kept, deleted] = server.insert(2);
    await sync(server);
    await db.vault.put({
      user_id: 'user-1',
      offer_id: deleted?.id ?? '',
      discount_code: 'KODE',
      offer_email: null,
      offer_url: null,
      website: null,
      fetched_at: NOW.toISOString(),
    });

    server.remove(deleted?.id ?? '');
    const result = await sync(server);

    expect(result.offersRemoved).toBe(1);
    expect((await readCachedOffers()).map((offer) => offer.id)).toEqual([kept?.id]);
    expect(await db.vault.count()).toBe(0);
  });

  it('drops a hidden offer and brings it back when it is shown again', async () => {
    const server = new FakeCatalogue();
    const [offer] = server.insert(3);
    const id = offer?.id ?? '';
    await sync(server);

    server.update(id, { hidden: true });
    await sync(server);
    expect(await readCachedOffer(id)).toBeNull();

    server.update(id, { hidden: false, title: 'Tilbake' });
    await sync(server);
    expect((await readCachedOffer(id))?.title).toBe('Tilbake');
  });

  it('keeps an offer that changed after its tombstone was written', async () => {
    const server = new FakeCatalogue();
    const [offer] = server.insert(1);
    const id = offer?.id ?? '';
    // A tombstone drawn before the offer's last change, whose transaction commits late.
    const staleTombstone = server.draw();
    server.update(id, { title: 'Nyere' });
    await sync(server);

    server.tombstones.set(id, staleTombstone);
    await sync(server);

    expect((await readCachedOffer(id))?.title).toBe('Nyere');
  });

  it('does not fetch old tombstones again', async () => {
    const server = new FakeCatalogue();
    const offers = server.insert(3);
    server.remove(offers[0]?.id ?? '');
    await sync(server);
    server.remove(offers[1]?.id ?? '');
    await sync(server);

    expect(await readMeta(META.tombstonesCursor)).toBe(server.tombstones.get(offers[1]?.id ?? ''));
    expect(await db.offers.count()).toBe(1);
  });
});

describe('corrupt and unreadable rows', () => {
  it('drops a corrupt cached row on read and refetches it with a full sync', async () => {
    const server = new FakeCatalogue();
    const offers = server.insert(5);
    const id = offers[2]?.id ?? '';
    await sync(server);
    await db.offers.update(id, { title: 42 as unknown as string });

    const visible = await readCachedOffers();
    expect(visible.map((offer) => offer.id)).not.toContain(id);
    expect(visible).toHaveLength(4);
    await vi.waitFor(async () => {
      expect(await readMeta(META.fullSyncRequested)).not.toBeNull();
    });
    expect(await db.offers.get(id)).toBeUndefined();

    const result = await sync(server);

    expect(result.full).toBe(true);
    expect((await readCachedOffer(id))?.title).toBe(offers[2]?.title);
    expect(await readCachedOffers()).toHaveLength(5);
    expect(await readMeta(META.fullSyncRequested)).toBeNull();
  });

  it('treats an unreadable cursor as no cursor and refetches everything', async () => {
    const server = new FakeCatalogue();
    server.insert(4);
    await sync(server);
    await db.meta.put({ key: META.offersCursor.key, value: { updated_at: 7 } });

    const result = await sync(server);

    expect(result.full).toBe(true);
    expect(result.offersWritten).toBe(4);
  });

  it('drops a server row the app cannot read instead of keeping an older copy', async () => {
    const server = new FakeCatalogue();
    const offers = server.insert(3);
    const id = offers[1]?.id ?? '';
    await sync(server);

    server.update(id, {});
    server.overrides.set(id, { id, revision: server.offers.get(id)?.revision, title: null });
    const result = await sync(server);

    expect(result.offersWritten).toBe(0);
    expect(await db.offers.get(id)).toBeUndefined();
    expect(await db.offers.count()).toBe(2);
  });

  // 'private' is no audience (the database stores business, individual or both), so a row
  // with it is as unreadable as any other, from the server or from the cache.
  it("drops a server row with the audience 'private' like any row it cannot read", async () => {
    const server = new FakeCatalogue();
    const offers = server.insert(2, (index) => (index === 0 ? { target_audience: 'private' } : {}));

    const result = await sync(server);

    expect(result.offersWritten).toBe(1);
    expect(await db.offers.get(offers[0]?.id ?? '')).toBeUndefined();
    expect((await readCachedOffers()).map((offer) => offer.id)).toEqual([offers[1]?.id]);
  });

  it("drops a cached row with the audience 'private' on read and refetches it", async () => {
    const server = new FakeCatalogue();
    const offers = server.insert(3);
    const id = offers[1]?.id ?? '';
    await sync(server);
    await db.offers.update(id, { target_audience: 'private' as unknown as 'individual' });

    const visible = await readCachedOffers();
    expect(visible.map((offer) => offer.id)).not.toContain(id);
    await vi.waitFor(async () => {
      expect(await readMeta(META.fullSyncRequested)).not.toBeNull();
    });
    expect(await db.offers.get(id)).toBeUndefined();

    const result = await sync(server);

    expect(result.full).toBe(true);
    expect((await readCachedOffer(id))?.target_audience).toBe('both');
  });

  it('skips category rows that fail the schema', async () => {
    const server = new FakeCatalogue();
    server.categories.push({ id: uuid(9003), key: '', name: 'Uten nøkkel', display_order: 2 });
    await sync(server);
    expect(await readCachedCategories()).toHaveLength(2);
  });
});
