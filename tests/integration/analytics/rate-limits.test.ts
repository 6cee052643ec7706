import { describe, expect, it } from 'vitest';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';
import { OFFERS, USERS } from '../rls/seed-ids.ts';
import { clientEvent } from './support.ts';

// Issue 22, finding 10: an office behind one NAT address. Signed-in people
// are counted per person (120 clicks and 600 views a minute); visitors per
// address, with a ceiling an office can live with (300 clicks and 1,200 views).

const backend = backendForFile(() => startTestBackend());

const db = () => backend().gateway.ctx.db;
const resetRateWindows = () => db().query('delete from private.click_rate_windows');

/** Spends `count` events of a budget for a window key, as if sent in the last second. */
async function spend(key: string, budget: 'click' | 'view', count: number): Promise<void> {
  await db().query(
    `insert into private.click_rate_windows as w (client_address, budget, window_start, clicks)
     values ($1, $2, date_trunc('second', now()) - interval '1 second', $3)
     on conflict (client_address, budget, window_start) do update set clicks = w.clicks + excluded.clicks`,
    [key, budget, count],
  );
}

async function addressKey(): Promise<string> {
  await resetRateWindows();
  expect(
    (await backend().anon().from('offer_clicks').insert(clientEvent(OFFERS.acmeVisible, 'view'))).status,
  ).toBe(201);
  const { rows } = await db().query<{ client_address: string }>(
    'select client_address from private.click_rate_windows',
  );
  await resetRateWindows();
  return rows[0]?.client_address ?? '';
}

describe('event limits behind one office address', () => {
  it('lets a signed-in colleague click after others on the same address spent 30 clicks', async () => {
    await resetRateWindows();
    const anon = backend().anon();
    for (let n = 1; n <= 30; n += 1) {
      expect(
        (await anon.from('offer_clicks').insert(clientEvent(OFFERS.acmeVisible, 'link_open'))).status,
      ).toBe(201);
    }
    const colleague = await backend().signIn(USERS.acmeEmployee.email);
    const click = clientEvent(OFFERS.acmeVisible, 'code_reveal', { user_id: USERS.acmeEmployee.id });
    expect((await colleague.from('offer_clicks').insert(click)).status).toBe(201);
  });

  it('lets one signed-in person browse more than 30 offers a minute', async () => {
    await resetRateWindows();
    const person = await backend().signIn(USERS.individual.email);
    for (let n = 1; n <= 40; n += 1) {
      const click = clientEvent(OFFERS.curatedVisible, 'link_open', { user_id: USERS.individual.id });
      expect((await person.from('offer_clicks').insert(click)).status, `click ${n}`).toBe(201);
    }
  });

  it('counts a signed-in person per person: 120 clicks and 600 views a minute, then 429', async () => {
    await resetRateWindows();
    const person = await backend().signIn(USERS.fjordEmployee.email);
    const event = (kind: string) =>
      clientEvent(OFFERS.fjordVisible, kind, { user_id: USERS.fjordEmployee.id });
    await spend(`user:${USERS.fjordEmployee.id}`, 'click', 119);
    expect((await person.from('offer_clicks').insert(event('link_open'))).status).toBe(201);
    const refused = await person.from('offer_clicks').insert(event('link_open'));
    expect(refused.status).toBe(429);
    expect(refused.error?.code).toBe('PT429');
    await spend(`user:${USERS.fjordEmployee.id}`, 'view', 599);
    expect((await person.from('offer_clicks').insert(event('view'))).status).toBe(201);
    expect((await person.from('offer_clicks').insert(event('view'))).status).toBe(429);
    // Another person on the same address is not refused.
    const other = await backend().signIn(USERS.fjordOwner.email);
    const theirs = clientEvent(OFFERS.fjordVisible, 'link_open', { user_id: USERS.fjordOwner.id });
    expect((await other.from('offer_clicks').insert(theirs)).status).toBe(201);
  });

  it('gives visitors on one address 300 clicks and 1,200 views a minute, then 429', async () => {
    const address = await addressKey();
    const anon = backend().anon();
    await spend(address, 'click', 299);
    expect(
      (await anon.from('offer_clicks').insert(clientEvent(OFFERS.acmeVisible, 'link_open'))).status,
    ).toBe(201);
    const refused = await anon.from('offer_clicks').insert(clientEvent(OFFERS.acmeVisible, 'link_open'));
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe('Too many clicks from this address; try again in a minute');
    await spend(address, 'view', 1199);
    expect((await anon.from('offer_clicks').insert(clientEvent(OFFERS.acmeVisible, 'view'))).status).toBe(
      201,
    );
    expect((await anon.from('offer_clicks').insert(clientEvent(OFFERS.acmeVisible, 'view'))).status).toBe(
      429,
    );
    await resetRateWindows();
  });
});
