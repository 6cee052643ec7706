import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../../supabase/local/keys.ts';
import { type TestBackend, startTestBackend } from '../support/backend.ts';
import { OFFERS, SEEDED_HIDDEN_COUNT, SEEDED_OFFER_COUNT, USERS } from './seed-ids.ts';

let backend: TestBackend;
let anon: SupabaseClient;
/** Every seeded discount code, e-mail, offer link and website: none may appear in an anonymous response. */
let secrets: string[];

beforeAll(async () => {
  backend = await startTestBackend();
  anon = backend.anon();
  const { rows } = await backend.gateway.ctx.db.query<{ value: string }>(
    `select distinct value from public.offer_secrets,
       unnest(array[discount_code, offer_email, offer_url, website]) as value where value is not null`,
  );
  secrets = rows.map((row) => row.value);
});

afterAll(async () => {
  await backend.close();
});

function expectNoSecrets(response: unknown): void {
  const body = JSON.stringify(response);
  const leaked = secrets.filter((secret) => body.includes(secret));
  expect(leaked, body.slice(0, 300)).toEqual([]);
}

const rest = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${backend.url}/rest/v1/${path}`, {
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, ...headers },
  });

describe('anonymous visitors never receive a secret', () => {
  it('sees only public columns with select=*', async () => {
    const result = await anon
      .from('offers')
      .select('*, offer_categories(categories(id, name, key))')
      .eq('hidden', false)
      .order('created_at', { ascending: false })
      .range(0, 100);
    expect(result.error).toBeNull();
    expect(result.data).toHaveLength(SEEDED_OFFER_COUNT - SEEDED_HIDDEN_COUNT);
    const columns = Object.keys((result.data?.[0] ?? {}) as Record<string, unknown>);
    for (const column of ['discount_code', 'offer_email', 'offer_url', 'website'])
      expect(columns).not.toContain(column);
    expectNoSecrets(result);
  });

  it('gets nothing when embedding the secrets from offers', async () => {
    for (const select of [
      '*, offer_secrets(*)',
      'id, offer_secrets!inner(discount_code)',
      'id, secrets:offer_secrets(*)',
    ]) {
      const result = await anon.from('offers').select(select);
      expect(result.status, select).toBeLessThan(500);
      expectNoSecrets(result);
    }
  });

  it('gets nothing when embedding the secrets through offer_categories', async () => {
    const result = await anon.from('offer_categories').select('*, offers(*, offer_secrets(*))');
    expect(result.status).toBeLessThan(500);
    expectNoSecrets(result);
  });

  it('is refused the secrets table itself', async () => {
    const result = await anon.from('offer_secrets').select('*');
    expect(result.data ?? []).toEqual([]);
    expect(result.error?.code).toBe('42501');
    expect(result.status).toBe(401);
    expectNoSecrets(result);
  });

  it('finds no secret columns on offers', async () => {
    const response = await rest('offers?select=discount_code');
    expect(response.status).toBe(400);
    expectNoSecrets(await response.json());
  });

  it('has no RPC to call', async () => {
    for (const fn of ['is_admin', 'can_manage_offer', 'handle_new_user', 'offer_secrets', 'has_role']) {
      const result = await anon.rpc(fn, {});
      expect(result.status, fn).toBe(404);
      expect(result.error?.code, fn).toBe('PGRST202');
      expectNoSecrets(result);
    }
  });

  it("gets the delta sync's one request (rpc/catalogue_changes) with the public columns of visible offers only", async () => {
    const posted = await anon.rpc('catalogue_changes', {});
    const got = await rest('rpc/catalogue_changes?page_size=1000&recheck=1-100000');
    expect(posted.error).toBeNull();
    expect(got.status).toBe(200);
    for (const body of [posted.data, await got.json()]) {
      const { offers } = body as { offers: Record<string, unknown>[] };
      expect(offers).toHaveLength(SEEDED_OFFER_COUNT - SEEDED_HIDDEN_COUNT);
      expect(offers.map((offer) => offer.id)).not.toContain(OFFERS.acmeHidden);
      for (const offer of offers) {
        for (const column of [
          'discount_code',
          'offer_email',
          'offer_url',
          'website',
          'offer_secrets',
          'hidden',
        ])
          expect(Object.keys(offer)).not.toContain(column);
      }
      expectNoSecrets(body);
    }
  });

  it('reads white-label branding without any contact or invoice details', async () => {
    const result = await anon.from('public_company_branding').select('*');
    expect(result.data).toEqual([
      expect.objectContaining({ subdomain: 'acme', name: 'Acme AS', is_white_label_enabled: true }),
    ]);
    expect(Object.keys((result.data?.[0] ?? {}) as Record<string, unknown>).sort()).toEqual(
      ['branding_config', 'id', 'is_white_label_enabled', 'name', 'subdomain'].sort(),
    );
    expect(JSON.stringify(result.data)).not.toMatch(/914563720|faktura@|Storgata|\+47 22/);
    const companies = await anon.from('companies').select('*');
    expect(companies.data ?? []).toEqual([]);
  });

  it('finds only images in storage', async () => {
    const root = await anon.storage.from('offer-images').list();
    const seed = await anon.storage.from('offer-images').list('seed', { limit: 1000 });
    expect(seed.data?.every((item) => item.name.endsWith('.webp'))).toBe(true);
    const buckets = await anon.storage.listBuckets();
    expectNoSecrets([root, seed, buckets]);
  });

  it('cannot borrow a signed-in identity with a forged token', async () => {
    const forged = await signJwt(
      {
        sub: USERS.acmeEmployee.id,
        role: 'authenticated',
        aud: 'authenticated',
        exp: Math.floor(Date.now() / 1000) + 600,
      },
      'not-the-project-secret-but-long-enough-to-sign',
    );
    const response = await rest('offer_secrets?select=*', { Authorization: `Bearer ${forged}` });
    expect(response.status).toBe(401);
    expectNoSecrets(await response.json());
  });
});

describe('signed-in users', () => {
  it('read the codes of visible offers through the same embed anon is refused', async () => {
    const employee = await backend.signIn(USERS.acmeEmployee.email);
    const result = await employee
      .from('offers')
      .select('id, offer_secrets(discount_code, offer_email, offer_url, website)')
      .eq('id', OFFERS.acmeVisible)
      .single();
    expect(result.error).toBeNull();
    expect(result.data).toMatchObject({
      id: OFFERS.acmeVisible,
      offer_secrets: { discount_code: 'ACME-SKI-25' },
    });
  });

  it("get no code in the delta sync's one request, and its owner no hidden offer (RLS as the caller, then the public filter)", async () => {
    for (const email of [USERS.acmeEmployee.email, USERS.acmeOwner.email]) {
      const client = await backend.signIn(email);
      const result = await client.rpc('catalogue_changes', {});
      expect(result.error, email).toBeNull();
      const { offers } = result.data as { offers: { id: string }[] };
      expect(offers.map((offer) => offer.id)).toContain(OFFERS.acmeVisible);
      expect(offers.map((offer) => offer.id)).not.toContain(OFFERS.acmeHidden);
      expectNoSecrets(result);
    }
  });
});
