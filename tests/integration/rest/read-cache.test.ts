import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GatewayOptions } from '../../../supabase/local/config.ts';
import { ReadCache } from '../../../supabase/local/rest/read-cache.ts';
import { reloadSchemaCache } from '../../../supabase/local/rest/rest-api.ts';
import { restServiceOf } from '../../../supabase/local/rest/rest-service.ts';
import type { StatementRow } from '../../../supabase/local/rest/sql/statement.ts';
import { COMPANIES, OFFERS, USERS } from '../rls/seed-ids.ts';
import { type TestBackend, startTestBackend, untyped } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';

/**
 * The gateway reuses REST read answers (supabase/local/rest/read-cache.ts).
 * These prove that reuse is invisible: any write is seen by the very next
 * read, an answer is never served to another user, reads cannot write, and
 * the cache is bounded in time and size. The long TTL of the first backend
 * makes sure freshness comes from invalidation, not from expiry.
 */

/** A view whose every evaluation differs, so a reused answer shows itself. */
const PROBE_SQL = `
  create view public.read_cache_probe as select clock_timestamp()::text as at, random() as draw;
  grant select on public.read_cache_probe to anon, authenticated;
  create table public.read_cache_log (id serial primary key);
  grant select on public.read_cache_log to anon, authenticated;
  create function public.read_cache_writes() returns int language sql volatile security definer
    as 'insert into public.read_cache_log default values returning id';
  create view public.read_cache_writer with (security_invoker = false) as select public.read_cache_writes() as id;
  grant select on public.read_cache_writer to anon, authenticated;`;

async function startProbeBackend(options: GatewayOptions): Promise<TestBackend> {
  const backend = await startTestBackend(options);
  await backend.gateway.ctx.db.exec(PROBE_SQL);
  await reloadSchemaCache(backend.gateway.ctx);
  return backend;
}

async function probe(client: SupabaseClient): Promise<string> {
  const { data, error } = await client.from('read_cache_probe').select('at, draw').single();
  expect(error).toBeNull();
  return JSON.stringify(data);
}

async function offerTitles(client: SupabaseClient): Promise<Map<string, string>> {
  const { data, error } = await client
    .from('offers')
    .select('id, title, offer_categories(categories(id,name,key))')
    .eq('hidden', false)
    .order('created_at', { ascending: false })
    .range(0, 100)
    .overrideTypes<{ id: string; title: string }[], { merge: false }>();
  expect(error).toBeNull();
  return new Map((data ?? []).map((offer) => [offer.id, offer.title]));
}

async function acmeOfferIds(client: SupabaseClient): Promise<string[]> {
  const { data, error } = await client
    .from('offers')
    .select('id')
    .eq('company_id', COMPANIES.acme)
    .order('id')
    .overrideTypes<{ id: string }[], { merge: false }>();
  expect(error).toBeNull();
  return (data ?? []).map((offer) => offer.id);
}

describe('reused REST reads', () => {
  const backend = backendForFile(() => startProbeBackend({ readCache: { ttlMs: 60_000 } }));
  let acmeOwner: SupabaseClient;
  let fjordOwner: SupabaseClient;

  beforeAll(async () => {
    acmeOwner = await backend().signIn(USERS.acmeOwner.email);
    fjordOwner = await backend().signIn(USERS.fjordOwner.email);
  });

  it('answers a repeated read without running it again while nothing changes', async () => {
    const anon = backend().anon();
    const first = await probe(anon);
    expect(await probe(anon)).toBe(first);
    expect(restServiceOf(backend().gateway.ctx).readCache?.size).toBeGreaterThan(0);
  });

  it('shows a write through the API on the very next read', async () => {
    const anon = backend().anon();
    const before = await offerTitles(anon);
    expect(before.get(OFFERS.acmeVisible)).toBeDefined();
    const probed = await probe(anon);

    const { error } = await acmeOwner
      .from('offers')
      .update({ title: 'Skiservice til halv pris' })
      .eq('id', OFFERS.acmeVisible);
    expect(error).toBeNull();
    expect((await offerTitles(anon)).get(OFFERS.acmeVisible)).toBe('Skiservice til halv pris');
    // Any write makes every reused answer stale, not just those of the table written to.
    expect(await probe(anon)).not.toBe(probed);

    const hidden = await acmeOwner.from('offers').update({ hidden: true }).eq('id', OFFERS.acmeVisible);
    expect(hidden.error).toBeNull();
    expect((await offerTitles(anon)).has(OFFERS.acmeVisible)).toBe(false);
    const shown = await acmeOwner.from('offers').update({ hidden: false }).eq('id', OFFERS.acmeVisible);
    expect(shown.error).toBeNull();
    expect((await offerTitles(anon)).has(OFFERS.acmeVisible)).toBe(true);
  });

  it('shows a change made with SQL outside the API on the very next read', async () => {
    const anon = backend().anon();
    await offerTitles(anon);
    await backend().gateway.ctx.db.query(
      `update public.offers set title = 'Rett i databasen' where id = $1`,
      [OFFERS.acmeVisible],
    );
    expect((await offerTitles(anon)).get(OFFERS.acmeVisible)).toBe('Rett i databasen');
  });

  it('shows a write to a read that arrives after it, even while the same read is still running', async () => {
    const anon = backend().anon();
    const { db } = backend().gateway.ctx;
    for (const round of [1, 2, 3, 4, 5]) {
      const title = `Samtidig lesing ${round}`;
      // Identical reads in flight while the write lands; each may see either title...
      const inFlight = [offerTitles(anon), offerTitles(anon)];
      await db.query(`update public.offers set title = $1 where id = $2`, [title, OFFERS.acmeVisible]);
      // ...but a read that starts after the write has returned must see it.
      expect((await offerTitles(anon)).get(OFFERS.acmeVisible)).toBe(title);
      await Promise.all(inFlight);
    }
  });

  it('shares a running read only while nothing else has run on the database', async () => {
    const { changes } = backend().gateway.ctx.db;
    if (!changes) throw new Error('PGlite counts changes');
    const cache = new ReadCache(changes, { ttlMs: 60_000, maxEntries: 10, maxBytes: 1 << 20 });
    const answer = (text: string): StatementRow => ({
      body: new TextEncoder().encode(text),
      page_total: 1,
      total: null,
    });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    const slowRead = (text: string) => async () => {
      reads += 1;
      await gate;
      return answer(text);
    };
    const first = cache.get('request', slowRead('before'));
    // An identical request meanwhile, nothing run since: it waits for the same read.
    const shared = cache.get('request', slowRead('unused'));
    expect(reads).toBe(1);
    // Then a statement runs (as a write would): a request arriving now needs a read of its own.
    await backend().gateway.ctx.db.query('select 1');
    const after = cache.get('request', slowRead('after'));
    expect(reads).toBe(2);
    release();
    const text = async (row: Promise<StatementRow>) =>
      new TextDecoder().decode((await row).body ?? undefined);
    expect([await text(first), await text(shared), await text(after)]).toEqual(['before', 'before', 'after']);
    // Only the later answer is kept: something ran after the first read was asked for.
    expect(cache.size).toBe(1);
    expect(await text(cache.get('request', slowRead('unused')))).toBe('after');
  });

  it("never serves one user's answer to another making the very same request", async () => {
    const anon = backend().anon();
    // Acme's owner sees Acme's hidden draft; the same request by others must not.
    const ownerIds = await acmeOfferIds(acmeOwner);
    expect(ownerIds).toContain(OFFERS.acmeHidden);
    expect(await acmeOfferIds(fjordOwner)).not.toContain(OFFERS.acmeHidden);
    expect(await acmeOfferIds(anon)).not.toContain(OFFERS.acmeHidden);
    // And the other way round: a cached answer of others never reaches the owner.
    expect(await acmeOfferIds(acmeOwner)).toEqual(ownerIds);
    expect(await acmeOfferIds(anon)).not.toContain(OFFERS.acmeHidden);
  });

  it('sends a reused answer compressed as the first, for every encoding asked', async () => {
    const path = `${backend().url}/rest/v1/offers?select=*,offer_categories(categories(id,name,key))&order=id`;
    const key = backend().anonKey;
    const read = async (encoding: string) => {
      const response = await fetch(path, {
        headers: { apikey: key, authorization: `Bearer ${key}`, 'accept-encoding': encoding },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      return (await response.json()) as unknown;
    };
    const first = await read('br');
    expect(first).toEqual(await read('br'));
    expect(await read('gzip')).toEqual(first);
    expect(await read('gzip')).toEqual(first);
  });

  it('runs reads read-only, as PostgREST does: a read that would write is refused', async () => {
    const response = await fetch(`${backend().url}/rest/v1/read_cache_writer?select=id`, {
      headers: { apikey: backend().anonKey, authorization: `Bearer ${backend().anonKey}` },
    });
    expect(response.status).toBe(405);
    expect(((await response.json()) as { code: string }).code).toBe('25006');
    const { data } = await untyped(backend().anon()).from('read_cache_log').select('id');
    expect(data).toEqual([]);
  });
});

describe('reused REST reads are bounded', () => {
  const backend = backendForFile(() => startProbeBackend({ readCache: { ttlMs: 100, maxEntries: 2 } }));

  it('runs a read again once its answer is older than the time limit', async () => {
    const anon = backend().anon();
    const first = await probe(anon);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await probe(anon)).not.toBe(first);
  });

  it('keeps no more answers than allowed', async () => {
    const anon = backend().anon();
    for (const limit of [1, 2, 3, 4, 5]) {
      const { error } = await anon.from('offers').select('id').limit(limit);
      expect(error).toBeNull();
    }
    expect(restServiceOf(backend().gateway.ctx).readCache?.size).toBeLessThanOrEqual(2);
  });

  it('can be turned off', async () => {
    const off = await startTestBackend({ readCache: false, seed: false });
    try {
      expect(restServiceOf(off.gateway.ctx).readCache).toBeNull();
    } finally {
      await off.close();
    }
  });
});
