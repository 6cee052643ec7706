import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { readCachedCategories, readCachedOffers } from '../../../src/offline/catalogue.ts';
import { clearOfflineData, db } from '../../../src/offline/db.ts';
import { createRestCatalogueSource } from '../../../src/offline/rest-catalogue-source.ts';
import { syncCatalogue } from '../../../src/offline/sync-engine.ts';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';

/**
 * The app's catalogue sync end to end on the real backend: the REST source
 * (plain fetch, anon key) through the gateway, PostgREST filters, RLS and the
 * tombstone triggers, into the real engine over IndexedDB (fake-indexeddb).
 */
const backend = backendForFile(() => startTestBackend({ seed: true }));

function source() {
  return createRestCatalogueSource({ supabaseUrl: backend().url, anonKey: backend().anonKey });
}

function sync(pageSize?: number) {
  return syncCatalogue({
    ...source(),
    ...(pageSize === undefined ? {} : { pageSize, chunkSize: pageSize }),
    yieldToMain: () => Promise.resolve(),
  });
}

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await backend().gateway.ctx.db.query<T>(text, params)).rows;
}

async function visibleIds(): Promise<string[]> {
  const rows = await sql<{ id: string }>('select id::text from public.offers where not hidden order by id');
  return rows.map((row) => row.id);
}

async function cachedIds(): Promise<string[]> {
  return (await readCachedOffers()).map((offer) => offer.id).sort();
}

beforeEach(async () => {
  await clearOfflineData();
});

describe('the catalogue sync over the REST source', () => {
  it('caches every visible offer and category of the seed, and no secret', async () => {
    const result = await sync();

    expect(result.full).toBe(true);
    const visible = await visibleIds();
    expect(visible.length).toBeGreaterThan(10);
    expect(await cachedIds()).toEqual(visible);
    const categories = await sql<{ key: string }>('select key from public.categories order by display_order');
    expect((await readCachedCategories()).map((category) => category.key)).toEqual(
      categories.map((category) => category.key),
    );
    const stored = JSON.stringify(await db.offers.toArray());
    const secrets = await sql<{ discount_code: string | null }>(
      'select discount_code from public.offer_secrets',
    );
    for (const { discount_code: code } of secrets) if (code) expect(stored).not.toContain(code);
  });

  it('pages through offers that share one timestamp without skipping or repeating any', async () => {
    // One statement: every row gets the same now(), the case a timestamp-only cursor gets wrong.
    await sql(
      `insert into public.offers (title, company, description, target_audience)
       select 'Bulk ' || n, 'Bulk AS', 'Rabatt ' || n, 'both' from generate_series(1, 23) as n`,
    );
    await sync(5);
    expect(await cachedIds()).toEqual(await visibleIds());
  });

  it('brings a delta: a change, a hidden offer and a deleted one', async () => {
    await sync();
    const [changed, hidden, deleted] = (await visibleIds()).slice(0, 3);

    await sql(`update public.offers set title = 'Endret tittel' where id = $1`, [changed]);
    await sql('update public.offers set hidden = true where id = $1', [hidden]);
    await sql('delete from public.offers where id = $1', [deleted]);
    const result = await sync();

    expect(result.full).toBe(false);
    expect(result.offersWritten).toBe(1);
    expect(result.offersRemoved).toBe(2);
    expect(await cachedIds()).toEqual(await visibleIds());
    expect((await db.offers.get(changed ?? ''))?.title).toBe('Endret tittel');
  });

  it('fails as a rejected request when the anon key is wrong, and keeps the cache', async () => {
    await sync();
    const before = await cachedIds();
    const wrong = createRestCatalogueSource({
      supabaseUrl: backend().url,
      anonKey: 'not-a-key-0123456789abc',
    });

    await expect(syncCatalogue({ ...wrong, yieldToMain: () => Promise.resolve() })).rejects.toMatchObject({
      name: 'RemoteError',
      status: 401,
    });
    expect(await cachedIds()).toEqual(before);
  });
});
