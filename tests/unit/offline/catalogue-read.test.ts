// @vitest-environment node
import { liveQuery } from 'dexie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  onCatalogueCorrupt,
  readCachedCategories,
  readCachedOffer,
  readCachedOffers,
} from '../../../src/offline/catalogue/catalogue.ts';
import { clearOfflineData, db } from '../../../src/offline/store/db.ts';
import { META, readMeta } from '../../../src/offline/store/meta.ts';
import { cachedOffer } from './support/cached-offer.ts';

beforeEach(async () => {
  await clearOfflineData();
});

describe('reading the cached catalogue', () => {
  it('lists offers newest first', async () => {
    await db.offers.bulkPut([
      cachedOffer({ id: 'old', created_at: '2025-01-01T00:00:00+00:00' }),
      cachedOffer({ id: 'new', created_at: '2025-06-01T00:00:00+00:00' }),
      cachedOffer({ id: 'mid', created_at: '2025-03-01T00:00:00+00:00' }),
    ]);
    expect((await readCachedOffers()).map((offer) => offer.id)).toEqual(['new', 'mid', 'old']);
  });

  it('reads one offer, or null when it is not cached', async () => {
    await db.offers.put(cachedOffer({ id: 'a', title: 'Ett' }));
    expect((await readCachedOffer('a'))?.title).toBe('Ett');
    expect(await readCachedOffer('missing')).toBeNull();
  });

  it('lists categories by display order, then name', async () => {
    await db.categories.bulkPut([
      { id: '1', key: 'z', name: 'Øvrig', display_order: 2 },
      { id: '2', key: 'b', name: 'Bil', display_order: 1 },
      { id: '3', key: 'a', name: 'Annet', display_order: 1 },
    ]);
    expect((await readCachedCategories()).map((category) => category.name)).toEqual([
      'Annet',
      'Bil',
      'Øvrig',
    ]);
  });
});

describe('corrupt rows', () => {
  it.each([
    ['a missing title', { title: undefined }],
    ['an unknown audience', { target_audience: 'everyone' }],
    ['a boolean stored as text', { offer_active: 'true' }],
    ['category ids that are not a list', { category_ids: 'food' }],
    ['no search text', { search_text: undefined }],
  ])('leaves out an offer with %s, deletes it and asks for a full sync', async (_name, damage) => {
    await db.offers.bulkPut([
      cachedOffer({ id: 'good' }),
      { ...cachedOffer({ id: 'bad' }), ...damage } as never,
    ]);
    const corrupt = vi.fn();
    const stop = onCatalogueCorrupt(corrupt);

    expect((await readCachedOffers()).map((offer) => offer.id)).toEqual(['good']);
    await vi.waitFor(() => expect(corrupt).toHaveBeenCalledTimes(1));
    stop();

    expect(await readMeta(META.fullSyncRequested)).not.toBeNull();
    expect(await db.offers.get('bad')).toBeUndefined();
    expect(await db.offers.get('good')).toBeDefined();
  });

  it('does not delete a row that a sync rewrote after it was read', async () => {
    await db.offers.put({ ...cachedOffer({ id: 'bad' }), title: 5 } as never);
    const corrupt = vi.fn();
    const stop = onCatalogueCorrupt(corrupt);

    expect(await readCachedOffer('bad')).toBeNull();
    await db.offers.put(cachedOffer({ id: 'bad', title: 'Reparert' }));
    await vi.waitFor(() => expect(corrupt).toHaveBeenCalled());
    stop();

    expect((await readCachedOffer('bad'))?.title).toBe('Reparert');
  });

  it('repairs outside a live query, which may not write', async () => {
    await db.offers.bulkPut([
      cachedOffer({ id: 'good' }),
      { ...cachedOffer({ id: 'bad' }), title: null } as never,
    ]);
    const corrupt = vi.fn();
    const stopListening = onCatalogueCorrupt(corrupt);
    const seen: string[][] = [];

    const subscription = liveQuery(() => readCachedOffers()).subscribe({
      next: (offers) => seen.push(offers.map((offer) => offer.id)),
      error: (error: unknown) => seen.push([`error: ${String(error)}`]),
    });
    await vi.waitFor(() => expect(corrupt).toHaveBeenCalled());
    subscription.unsubscribe();
    stopListening();

    expect(seen.flat()).not.toContainEqual(expect.stringContaining('error'));
    expect(seen.at(-1)).toEqual(['good']);
    expect(await db.offers.get('bad')).toBeUndefined();
  });

  it('leaves out corrupt categories', async () => {
    await db.categories.bulkPut([
      { id: '1', key: 'sport', name: 'Sport', display_order: 0 },
      { id: '2', key: 'x', name: 'X', display_order: 1.5 },
    ]);
    expect((await readCachedCategories()).map((category) => category.id)).toEqual(['1']);
    await vi.waitFor(async () => expect(await db.categories.get('2')).toBeUndefined());
  });
});

describe('large catalogues', () => {
  it('reads thousands of offers, dropping a corrupt one in a later chunk', async () => {
    const offers = Array.from({ length: 2500 }, (_, index) =>
      cachedOffer({ id: `o${index}`, created_at: new Date(Date.UTC(2025, 0, 1, 0, 0, index)).toISOString() }),
    );
    // The oldest, so it sits in the last parse chunk.
    const bad = { ...cachedOffer({ id: 'bad', created_at: '2024-01-01T00:00:00Z' }), offer_active: null };
    await db.offers.bulkPut([...offers, bad as never]);

    const read = await readCachedOffers();

    expect(read).toHaveLength(2500);
    expect(read[0]?.id).toBe('o2499');
    await vi.waitFor(async () => expect(await db.offers.get('bad')).toBeUndefined());
  });

  it('reads only the newest offers when given a limit', async () => {
    await db.offers.bulkPut(
      Array.from({ length: 5 }, (_, index) =>
        cachedOffer({ id: `o${index}`, created_at: `2025-01-0${index + 1}T00:00:00Z` }),
      ),
    );
    expect((await readCachedOffers({ limit: 2 })).map((offer) => offer.id)).toEqual(['o4', 'o3']);
  });
});
