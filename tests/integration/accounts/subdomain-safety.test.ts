import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANIES } from '../rls/seed-ids.ts';
import { accountsBackendForFile, expectRestError } from './support.ts';

// Issue 23: look-alike subdomains (ordning-admin, sso, auth1, ...) were accepted, and a
// released subdomain could be taken by another company at once, so installed apps on it
// showed the new company. Every refusal below was accepted before this change.

const backend = accountsBackendForFile();
let acme: SupabaseClient;
let fjord: SupabaseClient;

beforeAll(async () => {
  acme = await backend().signIn('leder@acme.test');
  fjord = await backend().signIn('eier@fjord.test');
});

const setSubdomain = (client: SupabaseClient, companyId: string, subdomain: string | null) =>
  client.from('companies').update({ subdomain }).eq('id', companyId);

async function subdomainOf(companyId: string): Promise<string | null> {
  const { rows } = await backend().gateway.ctx.db.query<{ subdomain: string | null }>(
    'select subdomain from public.companies where id = $1',
    [companyId],
  );
  return rows[0]?.subdomain ?? null;
}

async function available(client: SupabaseClient, subdomain: string, own: string): Promise<boolean> {
  const result = await client.rpc('is_subdomain_available', { subdomain, own_company_id: own });
  expect(result.error).toBeNull();
  return result.data as boolean;
}

describe('look-alike subdomains', () => {
  it.each([
    'ordning-admin',
    'sso',
    'secure',
    'login-ordning',
    'oauth',
    'auth1',
    'mail1',
    'status-page',
    'minordning',
    'ordningen',
    'adminpanel',
    'support-acme',
    'www2',
    'id1',
    'id-portal',
    'account-help',
    'secure-login',
  ])('refuses %j with a Norwegian reason', async (subdomain) => {
    const error = expectRestError(await setSubdomain(acme, COMPANIES.acme, subdomain), 400, '23514');
    expect(error.message).toBe(`Subdomenet «${subdomain}» er reservert`);
    expect(await subdomainOf(COMPANIES.acme)).toBe('acme');
    expect(await available(acme, subdomain, COMPANIES.acme)).toBe(false);
  });

  it.each(['idrettslaget', 'acme-fordeler', 'fjellmat', 'fjordbris'])(
    'accepts the ordinary name %j',
    async (subdomain) => {
      expect(await available(acme, subdomain, COMPANIES.acme)).toBe(true);
    },
  );
});

describe('released subdomains', () => {
  it('holds a released subdomain for 30 days for its company, then frees it', async () => {
    expect((await setSubdomain(fjord, COMPANIES.fjord, null)).error).toBeNull();

    const taken = expectRestError(await setSubdomain(acme, COMPANIES.acme, 'fjord'), 409, '23505');
    expect(taken.message).toMatch(
      /^Subdomenet «fjord» ble nylig frigitt og er holdt av til \d{2}\.\d{2}\.\d{4}$/,
    );
    expect(await available(acme, 'fjord', COMPANIES.acme)).toBe(false);
    expect(await subdomainOf(COMPANIES.acme)).toBe('acme');

    // Its own company may take it back at once.
    expect(await available(fjord, 'fjord', COMPANIES.fjord)).toBe(true);
    expect((await setSubdomain(fjord, COMPANIES.fjord, 'fjord')).error).toBeNull();

    // Released again, and 31 days pass.
    expect((await setSubdomain(fjord, COMPANIES.fjord, 'fjord-eiendom')).error).toBeNull();
    await backend().gateway.ctx.db.query(
      `update private.subdomain_holds set released_at = now() - interval '31 days' where subdomain = 'fjord'`,
    );
    expect(await available(acme, 'fjord', COMPANIES.acme)).toBe(true);
    expect((await setSubdomain(acme, COMPANIES.acme, 'fjord')).error).toBeNull();
    expect(await subdomainOf(COMPANIES.acme)).toBe('fjord');

    // And Acme's own 'acme' is now held for Acme.
    const held = await setSubdomain(fjord, COMPANIES.fjord, 'acme');
    expectRestError(held, 409, '23505');
  });
});
