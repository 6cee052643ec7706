import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  buildOfferClick,
  flushClickQueue,
  recordOfferClick,
} from '../../../src/offline/clicks/click-queue.ts';
import { db as offlineDb } from '../../../src/offline/store/db.ts';
import { createSupabaseClickSender } from '../../../src/offline/clicks/supabase-click-sender.ts';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';
import { OFFERS, USERS } from '../rls/seed-ids.ts';
import { clientEvent } from './support.ts';

const backend = backendForFile(() => startTestBackend());

const rowsOfEvent = async (eventId: string) => {
  const { rows } = await backend().gateway.ctx.db.query<{
    kind: string;
    occurred_at: Date;
    created_at: Date;
  }>('select kind, occurred_at, created_at from public.offer_clicks where event_id = $1', [eventId]);
  return rows;
};

const resetRateWindows = () => backend().gateway.ctx.db.query('delete from private.click_rate_windows');

describe('offer events through the REST API', () => {
  it('records every kind the app sends, with its event id', async () => {
    const anon = backend().anon();
    for (const kind of [
      'view',
      'code_reveal',
      'code_copy',
      'till_open',
      'link_open',
      'email_copy',
      'email_send',
    ]) {
      const event = clientEvent(OFFERS.acmeVisible, kind);
      expect(await anon.from('offer_clicks').insert(event), kind).toMatchObject({ status: 201, error: null });
      expect((await rowsOfEvent(event.event_id)).map((row) => row.kind)).toEqual([kind]);
    }
  });

  it('refuses an unknown kind, and a new kind without an event id', async () => {
    const anon = backend().anon();
    const unknown = await anon.from('offer_clicks').insert(clientEvent(OFFERS.acmeVisible, 'purchase'));
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe('23514');
    const { event_id: _, ...withoutId } = clientEvent(OFFERS.acmeVisible, 'view');
    const missing = await anon.from('offer_clicks').insert(withoutId);
    expect(missing.status).toBe(400);
    expect(missing.error?.message).toBe('An event needs its event_id');
  });

  it('keeps accepting the spec clicks of older app versions (no kind, no id) as kind click', async () => {
    const agent = `legacy-${crypto.randomUUID()}`;
    const legacy = await backend()
      .anon()
      .from('offer_clicks')
      .insert({ offer_id: OFFERS.acmeVisible, user_agent: agent });
    expect(legacy.status).toBe(201);
    const { rows } = await backend().gateway.ctx.db.query<{ kind: string }>(
      'select kind from public.offer_clicks where user_agent = $1',
      [agent],
    );
    expect(rows).toEqual([{ kind: 'click' }]);
  });

  it('stores a retried event once: the second insert of an event id is a 409', async () => {
    const event = clientEvent(OFFERS.acmeVisible, 'code_reveal');
    const client = await backend().signIn(USERS.acmeEmployee.email);
    const first = await client.from('offer_clicks').insert({ ...event, user_id: USERS.acmeEmployee.id });
    const again = await client.from('offer_clicks').insert({ ...event, user_id: USERS.acmeEmployee.id });
    expect(first.status).toBe(201);
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('23505');
    expect(await rowsOfEvent(event.event_id)).toHaveLength(1);
  });

  it("keeps the time a signed-in user's own event happened up to 7 days back and refuses an older one", async () => {
    const client = await backend().signIn(USERS.individual.email);
    const sixDaysAgo = new Date(Date.now() - 6 * 86_400_000).toISOString();
    const recent = clientEvent(OFFERS.acmeVisible, 'view', {
      user_id: USERS.individual.id,
      occurred_at: sixDaysAgo,
    });
    expect((await client.from('offer_clicks').insert(recent)).status).toBe(201);
    const [row] = await rowsOfEvent(recent.event_id);
    expect(row?.occurred_at.toISOString()).toBe(sixDaysAgo);
    // The receipt time stays the server's.
    expect(Date.now() - (row?.created_at.getTime() ?? 0)).toBeLessThan(60_000);

    const old = clientEvent(OFFERS.acmeVisible, 'view', {
      user_id: USERS.individual.id,
      occurred_at: new Date(Date.now() - 8 * 86_400_000).toISOString(),
    });
    const refused = await client.from('offer_clicks').insert(old);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe('The event is too old to be recorded');
    expect(await rowsOfEvent(old.event_id)).toHaveLength(0);
  });

  it('clamps a time in the future (a fast device clock) to now', async () => {
    const future = clientEvent(OFFERS.acmeVisible, 'link_open', {
      occurred_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    expect((await backend().anon().from('offer_clicks').insert(future)).status).toBe(201);
    const [row] = await rowsOfEvent(future.event_id);
    expect(Math.abs(Date.now() - (row?.occurred_at.getTime() ?? 0))).toBeLessThan(60_000);
  });

  it("gives views their own budget: with a visitor address's 300 clicks spent, views still go through", async () => {
    await resetRateWindows();
    const anon = backend().anon();
    expect(
      (await anon.from('offer_clicks').insert(clientEvent(OFFERS.acmeVisible, 'link_open'))).status,
    ).toBe(201);
    // The rest of the address's 300 clicks this minute, as if sent a second ago.
    await backend().gateway.ctx.db.query(
      `insert into private.click_rate_windows as w (client_address, budget, window_start, clicks)
       select client_address, 'click', date_trunc('second', now()) - interval '1 second', 299
       from private.click_rate_windows limit 1
       on conflict (client_address, budget, window_start) do update set clicks = w.clicks + excluded.clicks`,
    );
    const over = await anon.from('offer_clicks').insert(clientEvent(OFFERS.acmeVisible, 'link_open'));
    expect(over.status).toBe(429);
    expect(over.error?.code).toBe('PT429');
    for (let n = 1; n <= 100; n += 1) {
      const { status } = await anon.from('offer_clicks').insert(clientEvent(OFFERS.curatedVisible, 'view'));
      expect(status, `view ${n}`).toBe(201);
    }
    await resetRateWindows();
  });
});

describe('an event made offline', () => {
  it('arrives once, with the time it happened, even when its first send reached the server unanswered', async () => {
    await resetRateWindows();
    const client = await backend().signIn(USERS.acmeEmployee.email);
    const send = createSupabaseClickSender(client);
    const happened = Date.now() - 3 * 86_400_000;
    const event = buildOfferClick(OFFERS.acmeVisible, USERS.acmeEmployee.id, 'code_copy', happened);

    // The device is offline while the event happens: it is queued.
    const offline = (): Promise<void> => Promise.reject(new TypeError('Failed to fetch'));
    expect(await recordOfferClick(event, offline)).toBe('queued');
    expect(await offlineDb.click_queue.count()).toBe(1);

    // Back online, the first send reaches the server but its answer is lost.
    const lostAnswer = async (click: typeof event) => {
      await send(click);
      throw new TypeError('Failed to fetch');
    };
    expect(await flushClickQueue(lostAnswer, { ignoreBackoff: true })).toMatchObject({
      sent: 0,
      retrying: 1,
    });
    // Sent again: the server already has it (409), so the queue counts it as sent.
    expect(await flushClickQueue(send, { ignoreBackoff: true })).toMatchObject({ sent: 1, retrying: 0 });
    expect(await offlineDb.click_queue.count()).toBe(0);

    const rows = await rowsOfEvent(event.event_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.kind).toBe('code_copy');
    expect(rows[0]?.occurred_at.getTime()).toBe(happened);
  });
});
