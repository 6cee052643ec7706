import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';
import { OFFERS, USERS } from './seed-ids.ts';

const backend = backendForFile(() => startTestBackend());
const LIMIT = 30;

const recorded = async (agent: string): Promise<number> => {
  const { rows } = await backend().gateway.ctx.db.query<{ count: number }>(
    'select count(*)::int as count from public.offer_clicks where user_agent = $1',
    [agent],
  );
  return rows[0]?.count ?? 0;
};

/** A click as the app sends it: one row, no row sent back. */
const clickFrom = (client: ReturnType<ReturnType<typeof backend>['anon']>, agent: string) =>
  client.from('offer_clicks').insert({ offer_id: OFFERS.curatedVisible, user_agent: agent });

describe('offer clicks through the REST API', () => {
  it('records a single click, anonymous or signed in', async () => {
    const agent = `single-${randomUUID()}`;
    expect(await clickFrom(backend().anon(), agent)).toMatchObject({ status: 201, error: null });
    const individual = await backend().signIn(USERS.individual.email);
    const mine = await individual
      .from('offer_clicks')
      .insert({ offer_id: OFFERS.curatedVisible, user_id: USERS.individual.id, user_agent: agent });
    expect(mine).toMatchObject({ status: 201, error: null });
    expect(await recorded(agent)).toBe(2);
  });

  it('refuses several clicks in one request with 400 and records none of them', async () => {
    const agent = `bulk-${randomUUID()}`;
    const { status, error } = await backend()
      .anon()
      .from('offer_clicks')
      .insert(Array.from({ length: 2 }, () => ({ offer_id: OFFERS.curatedVisible, user_agent: agent })));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514', message: 'Only one click can be recorded per request' });
    expect(await recorded(agent)).toBe(0);
  });

  it(`refuses the click after ${LIMIT} within a minute from one address with 429`, async () => {
    await backend().gateway.ctx.db.query('delete from private.click_rate_windows');
    const agent = `burst-${randomUUID()}`;
    const anon = backend().anon();
    for (let n = 0; n < LIMIT; n += 1) {
      expect((await clickFrom(anon, agent)).status, `click ${n + 1}`).toBe(201);
    }
    const refused = await clickFrom(anon, agent);
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({
      code: 'PT429',
      message: 'Too many clicks from this address; try again in a minute',
    });
    // Signing in does not reset the count: it is the address's.
    const signedIn = await backend().signIn(USERS.acmeEmployee.email);
    expect((await clickFrom(signedIn, agent)).status).toBe(429);
    expect(await recorded(agent)).toBe(LIMIT);
  });

  it("counts the connection's address, never one the client claims in x-forwarded-for", async () => {
    const spoofing = (address: string) =>
      createClient(backend().url, backend().anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { headers: { 'X-Forwarded-For': address } },
      });
    await backend().gateway.ctx.db.query('delete from private.click_rate_windows');
    const agent = `spoofed-${randomUUID()}`;
    for (let n = 1; n <= LIMIT; n += 1) {
      expect((await clickFrom(spoofing(`198.51.100.${n}`), agent)).status, `click ${n}`).toBe(201);
    }
    expect((await clickFrom(spoofing('198.51.100.99'), agent)).status).toBe(429);
    const { rows } = await backend().gateway.ctx.db.query<{ client_address: string }>(
      'select distinct client_address from private.click_rate_windows',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.client_address).toMatch(/127\.0\.0\.1$/);
  });
});
