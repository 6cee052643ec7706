import 'fake-indexeddb/auto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCachedCategories } from '../../../src/offline/catalogue/catalogue.ts';
import { clearOfflineData, db } from '../../../src/offline/store/db.ts';
import { createRestCatalogueSource } from '../../../src/offline/catalogue/rest-catalogue-source.ts';
import { syncCatalogue } from '../../../src/offline/catalogue/sync-engine.ts';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';
import { COMPANIES, categoryId } from '../rls/seed-ids.ts';
import { saveOffer } from './support.ts';

/**
 * Every publishing step (create, edit, a code change, hide, unhide, delete,
 * a category change) must reach other devices: each draws a new catalogue
 * revision and shows up in the delta feeds the app's sync reads
 * (src/offline/catalogue/sync-feeds.ts through rest-catalogue-source.ts). Checked on
 * the raw feeds and through the real sync engine over fake-indexeddb.
 */
const backend = backendForFile(() => startTestBackend());
let owner: SupabaseClient;
let admin: SupabaseClient;

function source() {
  return createRestCatalogueSource({ supabaseUrl: backend().url, anonKey: backend().anonKey });
}

const sync = () => syncCatalogue({ ...source(), yieldToMain: () => Promise.resolve() });

async function latestRevision(): Promise<number> {
  return Number(await source().fetchLatestRevision());
}

/** What the feeds hold for this offer after `after`. */
async function feedsAfter(after: number, offerId: string) {
  const query = { after, recheck: [] };
  const offers = (await source().fetchOffersSince(query, 1000)) as { id: string; title: string }[];
  const tombstones = (await source().fetchTombstonesSince(query, 1000)) as { offer_id: string }[];
  return {
    offer: offers.find((offer) => offer.id === offerId),
    tombstoned: tombstones.some((tombstone) => tombstone.offer_id === offerId),
  };
}

/** Runs a step and returns the revision drawn before it. */
async function step(run: () => PromiseLike<{ error: unknown }>): Promise<number> {
  const before = await latestRevision();
  const result = await run();
  expect(result.error).toBeNull();
  expect(await latestRevision()).toBeGreaterThan(before);
  return before;
}

const BODY = {
  company_id: COMPANIES.acme,
  title: 'Synkronisert tilbud',
  description: '<p>Første versjon</p>',
  detailed_description: '<p>Første versjon</p>',
  target_audience: 'both',
  offer_active: true,
  hidden: false,
};

beforeAll(async () => {
  owner = await backend().signIn('eier@acme.test');
  admin = await backend().signIn('admin@ordning.test');
  await clearOfflineData();
  expect((await sync()).full).toBe(true);
});

describe('publishing reaches the offline catalogue', () => {
  let offerId = '';

  it('create: the new offer is in the offers feed and the next delta sync caches it', async () => {
    let saved: Awaited<ReturnType<typeof saveOffer>> | undefined;
    const before = await step(async () => {
      saved = await saveOffer(owner, {
        p_offer: BODY,
        p_secrets: { discount_code: 'SYNK-1' },
        p_category_ids: [categoryId('car')],
      });
      return saved;
    });
    offerId = saved?.data as string;
    expect((await feedsAfter(before, offerId)).offer?.title).toBe('Synkronisert tilbud');
    const result = await sync();
    expect(result.full).toBe(false);
    expect((await db.offers.get(offerId))?.category_ids).toEqual([categoryId('car')]);
  });

  it('edit: a new title and categories come in the delta', async () => {
    const before = await step(() =>
      saveOffer(owner, {
        p_offer_id: offerId,
        p_offer: { ...BODY, title: 'Endret tilbud' },
        p_secrets: { discount_code: 'SYNK-1' },
        p_category_ids: [categoryId('sport'), categoryId('finance')],
      }),
    );
    expect((await feedsAfter(before, offerId)).offer?.title).toBe('Endret tilbud');
    await sync();
    const cached = await db.offers.get(offerId);
    expect(cached?.title).toBe('Endret tilbud');
    expect([...(cached?.category_ids ?? [])].sort()).toEqual(
      [categoryId('sport'), categoryId('finance')].sort(),
    );
  });

  it('a changed code alone moves the offer, so devices refetch its secrets', async () => {
    const before = await step(() =>
      saveOffer(owner, {
        p_offer_id: offerId,
        p_offer: {},
        p_secrets: { discount_code: 'SYNK-2' },
        p_category_ids: [categoryId('sport'), categoryId('finance')],
      }),
    );
    expect((await feedsAfter(before, offerId)).offer).toBeDefined();
  });

  it('hide: a tombstone, and the sync drops the offer', async () => {
    const before = await step(() =>
      saveOffer(owner, {
        p_offer_id: offerId,
        p_offer: { ...BODY, title: 'Endret tilbud', hidden: true },
        p_category_ids: [categoryId('sport')],
      }),
    );
    expect(await feedsAfter(before, offerId)).toEqual({ offer: undefined, tombstoned: true });
    expect((await sync()).offersRemoved).toBe(1);
    expect(await db.offers.get(offerId)).toBeUndefined();
  });

  it('unhide: the offer is back in the feed, and in the cache', async () => {
    const before = await step(() =>
      saveOffer(owner, {
        p_offer_id: offerId,
        p_offer: { hidden: false },
        p_category_ids: [categoryId('sport')],
      }),
    );
    const feeds = await feedsAfter(before, offerId);
    expect(feeds.offer?.title).toBe('Endret tilbud');
    expect(feeds.tombstoned).toBe(false);
    await sync();
    expect((await db.offers.get(offerId))?.title).toBe('Endret tilbud');
  });

  it('delete: a tombstone, and the sync drops the offer', async () => {
    const before = await step(() => owner.from('offers').delete().eq('id', offerId));
    expect(await feedsAfter(before, offerId)).toEqual({ offer: undefined, tombstoned: true });
    expect((await sync()).offersRemoved).toBe(1);
    expect(await db.offers.get(offerId)).toBeUndefined();
  });

  it('a category change draws a revision and the next sync brings it', async () => {
    await step(() => admin.from('categories').update({ name: 'Bil og motor' }).eq('id', categoryId('car')));
    await sync();
    const cached = await readCachedCategories();
    expect(cached.find((category) => category.id === categoryId('car'))?.name).toBe('Bil og motor');
  });
});
