import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { readCachedCategories, readCachedOffers } from '../../../src/offline/catalogue/catalogue.ts';
import { clearOfflineData, db } from '../../../src/offline/store/db.ts';
import { META, readMeta, writeMeta } from '../../../src/offline/store/meta.ts';
import { createRestCatalogueSource } from '../../../src/offline/catalogue/rest-catalogue-source.ts';
import { syncCatalogue } from '../../../src/offline/catalogue/sync-engine.ts';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';
import { COMPANIES } from '../rls/seed-ids.ts';

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

  it('pages through a bulk insert (one timestamp, a revision each) without skipping or repeating any', async () => {
    // One statement: every row shares one now() (a timestamp cursor's hard case) and draws its own revision.
    await sql(
      `insert into public.offers (title, company, description, target_audience)
       select 'Bulk ' || n, 'Bulk AS', 'Rabatt ' || n, 'both' from generate_series(1, 23) as n`,
    );
    await sync(5);
    expect(await cachedIds()).toEqual(await visibleIds());
  });

  it('pages on over REST when a delta brings more than a page (one RPC, then the feeds)', async () => {
    await sync(5);
    await sql(
      `insert into public.offers (title, company, description, target_audience)
       select 'Delta ' || n, 'Bulk AS', 'Rabatt ' || n, 'both' from generate_series(1, 12) as n`,
    );
    await sql(`delete from public.offers where id in (select id from public.offers order by id limit 7)`);
    const result = await sync(5);
    expect(result.full).toBe(false);
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

  it('answers a delta in one request (rpc/catalogue_changes) with exactly what the three reads send', async () => {
    const rest = source();
    const [oldest, hidden, deleted] = (await visibleIds()).slice(0, 3);
    await sql('update public.offers set hidden = true where id = $1', [hidden]);
    await sql('delete from public.offers where id = $1', [deleted]);
    await sql(`update public.offers set title = 'Endret igjen' where id = $1`, [oldest]);
    const [range] = await sql<{ low: number; high: number }>(
      'select min(revision)::int as low, max(revision)::int as high from public.offers',
    );
    const { low, high } = range ?? { low: 0, high: 0 };
    const queries = [
      { offersAfter: null, tombstonesAfter: null, recheck: [] },
      { offersAfter: high - 1, tombstonesAfter: low, recheck: [] },
      {
        offersAfter: high - 2,
        tombstonesAfter: high,
        recheck: [
          { from: low, to: low + 2 },
          { from: 1, to: 1 },
        ],
      },
    ];
    for (const query of queries) {
      for (const limit of [2, 1000]) {
        const changes = await rest.fetchChangesSince?.(query, limit);
        // The function says it sends up to what was asked (10,000 at most).
        expect(changes?.limit).toBe(limit);
        expect({ ...changes, limit: undefined }).toEqual({
          offers: await rest.fetchOffersSince({ after: query.offersAfter, recheck: query.recheck }, limit),
          tombstones: await rest.fetchTombstonesSince(
            { after: query.tombstonesAfter, recheck: query.recheck },
            limit,
          ),
          categories: await rest.fetchCategories(),
        });
      }
    }
  });

  it('stores a first sync of 6,500 offers after three requests: a page with the rest, then bulk pages', async () => {
    await sql(
      `insert into public.offers (title, company, description, target_audience)
       select 'Mange ' || n, 'Bulk AS', 'Rabatt ' || n, 'both' from generate_series(1, 6500) as n`,
    );
    await sql(`delete from public.offers where id in (select id from public.offers order by id limit 3)`);
    const paths: string[] = [];
    const counted = createRestCatalogueSource({
      supabaseUrl: backend().url,
      anonKey: backend().anonKey,
      fetch: (input, init) => {
        paths.push(new URL(input instanceof Request ? input.url : input.toString()).pathname);
        return fetch(input, init);
      },
    });

    const result = await syncCatalogue({ ...counted, yieldToMain: () => Promise.resolve() });

    expect(result.full).toBe(true);
    // 1,000 offers with the categories and tombstones, then 5,000, then the rest.
    expect(paths).toEqual(Array.from({ length: 3 }, () => '/rest/v1/rpc/catalogue_changes'));
    expect(await cachedIds()).toEqual(await visibleIds());
    const [newest] = await sql<{ revision: number }>(
      'select max(revision)::int as revision from public.offer_tombstones',
    );
    expect(await readMeta(META.tombstonesCursor)).toBe(newest?.revision);
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

describe('the sync cursor against writes that set their own timestamps', () => {
  const FUTURE = '2099-01-01T00:00:00+00:00';

  it('still brings every later change after a manager inserts an offer dated 2099', async () => {
    await sync();
    const manager = await backend().signIn('eier@acme.test');
    const inserted = await manager
      .from('offers')
      .insert({ company_id: COMPANIES.acme, title: 'Fra fremtiden', created_at: FUTURE, updated_at: FUTURE })
      .select('id')
      .single<{ id: string }>();
    expect(inserted.error).toBeNull();
    const futureId = inserted.data?.id ?? '';

    const first = await sync();
    expect(first.full).toBe(false);
    expect((await db.offers.get(futureId))?.title).toBe('Fra fremtiden');

    // Later changes: the manager edits another Acme offer (trying 2099 again), and a
    // change the manager has nothing to do with.
    const [acmeOffer = '', otherOffer = ''] = (
      await sql<{ id: string }>(
        `(select id::text from public.offers where company_id = $1 and not hidden and id <> $2 limit 1)
         union all
         (select id::text from public.offers where company_id is distinct from $1 and not hidden limit 1)`,
        [COMPANIES.acme, futureId],
      )
    ).map((row) => row.id);
    const edited = await manager
      .from('offers')
      .update({ title: 'Endret etterpå', updated_at: FUTURE })
      .eq('id', acmeOffer)
      .select('id');
    expect(edited.data).toHaveLength(1);
    await sql(`update public.offers set title = 'Endret av en annen' where id = $1`, [otherOffer]);
    const second = await sync();

    expect(second.full).toBe(false);
    expect(second.offersWritten).toBe(2);
    expect((await db.offers.get(acmeOffer))?.title).toBe('Endret etterpå');
    expect((await db.offers.get(otherOffer))?.title).toBe('Endret av en annen');
    expect(await cachedIds()).toEqual(await visibleIds());

    // The stored times are the server's: now for the new offer, and for the edit only updated_at.
    const stored = await sql<{ id: string; future: boolean; created_now: boolean; updated_now: boolean }>(
      `select id::text, created_at > '2098-01-01' or updated_at > '2098-01-01' as future,
              created_at between now() - interval '5 minutes' and now() as created_now,
              updated_at between now() - interval '5 minutes' and now() as updated_now
       from public.offers where id = any($1::uuid[])`,
      [[futureId, acmeOffer]],
    );
    expect(stored.find((row) => row.id === futureId)).toMatchObject({
      future: false,
      created_now: true,
      updated_now: true,
    });
    expect(stored.find((row) => row.id === acmeOffer)).toMatchObject({
      future: false,
      created_now: false,
      updated_now: true,
    });
  });

  it('brings a change whose transaction committed after a later revision was read', async () => {
    await sync();
    const [slow, fast] = (await visibleIds()).slice(0, 2);
    // A slow transaction draws its revision first; a quick one draws the next and commits.
    const [{ revision: drawn } = { revision: 0 }] = await sql<{ revision: number }>(
      'select private.next_catalogue_revision()::int as revision',
    );
    await sql(`update public.offers set title = 'Rask' where id = $1`, [fast]);
    await sync();

    // The slow one commits now, with the lower revision it drew (triggers off: they would draw a new one).
    await backend().gateway.ctx.db.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query(`update public.offers set title = 'Treg', revision = $2 where id = $1`, [slow, drawn]);
    });
    const result = await sync();

    expect(result.offersWritten).toBe(1);
    expect((await db.offers.get(slow ?? ''))?.title).toBe('Treg');
    expect((await db.offers.get(fast ?? ''))?.title).toBe('Rask');
  });

  it('refetches everything when the stored cursor is above the server’s newest revision', async () => {
    await sync();
    const sample = await db.offers.toCollection().first();
    if (!sample) throw new Error('the first sync stored no offer');
    await db.offers.put({ ...sample, id: 'from-a-reset-database' });
    const [{ latest } = { latest: 0 }] = await sql<{ latest: number }>(
      'select public.latest_catalogue_revision()::int as latest',
    );
    await writeMeta(META.offersCursor, latest + 1000);

    const result = await sync();

    expect(result.full).toBe(true);
    expect(await cachedIds()).toEqual(await visibleIds());
  });
});
