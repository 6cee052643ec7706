import { describe, expect, it } from 'vitest';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';
import { OFFERS, USERS } from '../rls/seed-ids.ts';
import { clientEvent } from './support.ts';

// Issue 22, finding 5: a past occurred_at is accepted only from a signed-in
// user's own events (what their offline queue sends), and for 7 days, the
// queue's own retention; a visitor's event is stamped with the server's time.

const backend = backendForFile(() => startTestBackend());
const DAY = 86_400_000;

async function storedTime(eventId: string): Promise<number | undefined> {
  const { rows } = await backend().gateway.ctx.db.query<{ occurred_at: Date }>(
    'select occurred_at from public.offer_clicks where event_id = $1',
    [eventId],
  );
  return rows[0]?.occurred_at.getTime();
}

const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe('the time an event happened', () => {
  it("is the server's for a visitor: a backdated anonymous event is stamped now", async () => {
    const event = clientEvent(OFFERS.fjordVisible, 'view', { occurred_at: daysAgo(3) });
    expect((await backend().anon().from('offer_clicks').insert(event)).status).toBe(201);
    expect(Math.abs(Date.now() - ((await storedTime(event.event_id)) ?? 0))).toBeLessThan(60_000);
  });

  it("is kept for a signed-in user's own queued event up to 7 days back", async () => {
    const client = await backend().signIn(USERS.individual.email);
    const happened = daysAgo(6);
    const event = clientEvent(OFFERS.fjordVisible, 'code_copy', {
      user_id: USERS.individual.id,
      occurred_at: happened,
    });
    expect((await client.from('offer_clicks').insert(event)).status).toBe(201);
    expect(await storedTime(event.event_id)).toBe(Date.parse(happened));
  });

  it('refuses a signed-in user’s event older than 7 days', async () => {
    const client = await backend().signIn(USERS.individual.email);
    const event = clientEvent(OFFERS.fjordVisible, 'view', {
      user_id: USERS.individual.id,
      occurred_at: daysAgo(8),
    });
    const refused = await client.from('offer_clicks').insert(event);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe('The event is too old to be recorded');
    expect(await storedTime(event.event_id)).toBeUndefined();
  });

  it('is stamped now for a signed-in caller sending an event without their user id', async () => {
    const client = await backend().signIn(USERS.individual.email);
    const event = clientEvent(OFFERS.fjordVisible, 'view', { occurred_at: daysAgo(3) });
    expect((await client.from('offer_clicks').insert(event)).status).toBe(201);
    expect(Math.abs(Date.now() - ((await storedTime(event.event_id)) ?? 0))).toBeLessThan(60_000);
  });
});
