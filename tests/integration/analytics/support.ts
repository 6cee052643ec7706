import { randomUUID } from 'node:crypto';
import type { Database } from '../../../supabase/local/db/database.ts';

/** The Oslo calendar day `daysAgo` days before now, as YYYY-MM-DD (what the functions group by). */
export function osloDay(daysAgo = 0): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Oslo' });
}

/** Noon in Oslo on that day, as an ISO instant: safely inside the day whatever the offset. */
export function osloNoon(daysAgo = 0): string {
  return `${osloDay(daysAgo)}T12:00:00+01:00`;
}

export interface EventFixture {
  offerId: string;
  kind: string;
  userId?: string | null;
  occurredAt?: string;
}

/** Events written as the database owner (trusted: any time, no rate limit), like an import. */
export async function insertEvents(db: Database, events: readonly EventFixture[]): Promise<void> {
  for (const event of events) {
    await db.query(
      `insert into public.offer_clicks (offer_id, kind, user_id, event_id, occurred_at, user_agent)
       values ($1, $2, $3, $4, coalesce($5::timestamptz, now()), 'analytics-fixture')`,
      [event.offerId, event.kind, event.userId ?? null, randomUUID(), event.occurredAt ?? null],
    );
  }
}

/** A client event as the app sends it. */
export function clientEvent(offerId: string, kind: string, extra: Record<string, unknown> = {}) {
  return {
    offer_id: offerId,
    user_id: null,
    user_agent: 'analytics-test',
    referrer: null,
    ip_address: null,
    kind,
    event_id: randomUUID(),
    occurred_at: new Date().toISOString(),
    ...extra,
  };
}
