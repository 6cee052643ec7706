import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../supabase/functions/_shared/contracts/database.ts';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';
import { OFFERS, USERS } from './seed-ids.ts';

const backend = backendForFile(() => startTestBackend());
/** Visitors' clicks a minute from one address (signed-in people are counted per person). */
const LIMIT = 300;
/** Clicks each test really sends; the rest of the minute's budget is written as already spent. */
const BURST = 30;

/** Adds `count` clicks, sent a second ago, to the one address already counted this minute. */
const spendRestOfTheMinute = (count: number) =>
  backend().gateway.ctx.db.query(
    `insert into private.click_rate_windows as w (client_address, budget, window_start, clicks)
     select client_address, 'click', date_trunc('second', now()) - interval '1 second', $1
     from private.click_rate_windows limit 1
       on conflict (client_address, budget, window_start) do update set clicks = w.clicks + excluded.clicks`,
    [count],
  );

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

  it(`refuses the click after ${LIMIT} within a minute from one visitor address with 429`, async () => {
    await backend().gateway.ctx.db.query('delete from private.click_rate_windows');
    const agent = `burst-${randomUUID()}`;
    const anon = backend().anon();
    for (let n = 0; n < BURST; n += 1) {
      expect((await clickFrom(anon, agent)).status, `click ${n + 1}`).toBe(201);
    }
    await spendRestOfTheMinute(LIMIT - BURST);
    const refused = await clickFrom(anon, agent);
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({
      code: 'PT429',
      message: 'Too many clicks from this address; try again in a minute',
    });
    // A signed-in person is counted as themself, not as the address (an office behind one NAT).
    const signedIn = await backend().signIn(USERS.acmeEmployee.email);
    expect((await clickFrom(signedIn, agent)).status).toBe(201);
    expect(await recorded(agent)).toBe(BURST + 1);
  });

  it("counts the connection's address, never one the client claims in x-forwarded-for", async () => {
    const spoofing = (address: string) =>
      createClient<Database>(backend().url, backend().anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { headers: { 'X-Forwarded-For': address } },
      });
    await backend().gateway.ctx.db.query('delete from private.click_rate_windows');
    const agent = `spoofed-${randomUUID()}`;
    for (let n = 1; n <= BURST; n += 1) {
      expect((await clickFrom(spoofing(`198.51.100.${n}`), agent)).status, `click ${n}`).toBe(201);
    }
    await spendRestOfTheMinute(LIMIT - BURST);
    expect((await clickFrom(spoofing('198.51.100.99'), agent)).status).toBe(429);
    const { rows } = await backend().gateway.ctx.db.query<{ client_address: string }>(
      'select distinct client_address from private.click_rate_windows',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.client_address).toMatch(/127\.0\.0\.1$/);
  });
});
