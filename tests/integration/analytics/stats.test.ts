import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';
import { COMPANIES, OFFERS, USERS } from '../rls/seed-ids.ts';
import { insertEvents, osloDay, osloNoon } from './support.ts';

const backend = backendForFile(() => startTestBackend());

const PERIOD = { p_from: osloDay(29), p_to: osloDay(0) };
const STAT_COLUMNS = [
  'offer_id',
  'offer_title',
  'day',
  'views',
  'code_reveals',
  'code_copies',
  'till_opens',
  'link_opens',
  'email_copies',
  'email_sends',
  'other_clicks',
  'distinct_users',
];

type StatRow = Record<string, unknown> & { offer_id: string; day: string };

async function companyStats(client: SupabaseClient, companyId: string | null, period = PERIOD) {
  const result = await client.rpc('offer_daily_stats', { p_company_id: companyId, ...period });
  return { data: result.data as StatRow[] | null, error: result.error, status: result.status };
}

async function platformTotals(client: SupabaseClient) {
  const result = await client.rpc('platform_click_totals', PERIOD);
  return {
    data: result.data as Record<string, unknown>[] | null,
    error: result.error,
    status: result.status,
  };
}

const dayOf = (rows: unknown, offerId: string, day: string): StatRow | undefined =>
  (rows as StatRow[] | null)?.find((row) => row.offer_id === offerId && row.day === day);

beforeAll(async () => {
  const { db } = backend().gateway.ctx;
  // The seed's demo events go (the roll-up follows the deletion), so every figure below is this file's.
  await db.query('delete from public.offer_clicks');
  // Acme's visible offer: 4 distinct users two days ago (3 of them outside Acme, so the
  // figure shows), 2 users yesterday (plus anonymous views).
  await insertEvents(db, [
    ...[USERS.acmeEmployee, USERS.fjordEmployee, USERS.individual, USERS.fjordOwner].map((user) => ({
      offerId: OFFERS.acmeVisible,
      kind: 'view',
      userId: user.id,
      occurredAt: osloNoon(2),
    })),
    {
      offerId: OFFERS.acmeVisible,
      kind: 'code_reveal',
      userId: USERS.acmeEmployee.id,
      occurredAt: osloNoon(2),
    },
    {
      offerId: OFFERS.acmeVisible,
      kind: 'link_open',
      userId: USERS.acmeEmployee.id,
      occurredAt: osloNoon(2),
    },
    { offerId: OFFERS.acmeVisible, kind: 'view', userId: null, occurredAt: osloNoon(1) },
    { offerId: OFFERS.acmeVisible, kind: 'view', userId: null, occurredAt: osloNoon(1) },
    { offerId: OFFERS.acmeVisible, kind: 'view', userId: USERS.acmeEmployee.id, occurredAt: osloNoon(1) },
    {
      offerId: OFFERS.acmeVisible,
      kind: 'code_copy',
      userId: USERS.acmeEmployee.id,
      occurredAt: osloNoon(1),
    },
    { offerId: OFFERS.acmeVisible, kind: 'till_open', userId: USERS.acmeSeller.id, occurredAt: osloNoon(1) },
    // Outside the 30-day period.
    { offerId: OFFERS.acmeVisible, kind: 'view', userId: null, occurredAt: osloNoon(45) },
    // Fjord's offer and an admin-curated one.
    { offerId: OFFERS.fjordVisible, kind: 'view', userId: USERS.fjordEmployee.id, occurredAt: osloNoon(1) },
    {
      offerId: OFFERS.fjordVisible,
      kind: 'email_send',
      userId: USERS.fjordEmployee.id,
      occurredAt: osloNoon(1),
    },
    { offerId: OFFERS.curatedVisible, kind: 'view', userId: USERS.individual.id, occurredAt: osloNoon(3) },
  ]);
});

describe('offer_daily_stats', () => {
  it("gives the company's owner its offers' counts per day by kind, and nothing per user", async () => {
    const owner = await backend().signIn(USERS.acmeOwner.email);
    const { data, error } = await companyStats(owner, COMPANIES.acme);
    expect(error).toBeNull();
    const rows = data as StatRow[];
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual([...STAT_COLUMNS].sort());
    expect(dayOf(rows, OFFERS.acmeVisible, osloDay(2))).toMatchObject({
      offer_title: '25 % på skiutstyr i Acme-butikken',
      views: 4,
      code_reveals: 1,
      link_opens: 1,
      code_copies: 0,
      distinct_users: 4,
    });
    expect(JSON.stringify(rows)).not.toContain(USERS.acmeEmployee.id);
  });

  it('shows a day with fewer than 3 distinct users with its counts but no distinct-user figure', async () => {
    const admin = await backend().signIn(USERS.acmeAdmin.email);
    const { data } = await companyStats(admin, COMPANIES.acme);
    expect(dayOf(data, OFFERS.acmeVisible, osloDay(1))).toMatchObject({
      views: 3,
      code_copies: 1,
      till_opens: 1,
      distinct_users: null,
    });
  });

  it('leaves out days outside the period and refuses a reversed or over-long period with 400', async () => {
    const owner = await backend().signIn(USERS.acmeOwner.email);
    const { data } = await companyStats(owner, COMPANIES.acme, { p_from: osloDay(89), p_to: osloDay(0) });
    expect(dayOf(data, OFFERS.acmeVisible, osloDay(45))).toMatchObject({ views: 1 });
    expect(dayOf((await companyStats(owner, COMPANIES.acme)).data, OFFERS.acmeVisible, osloDay(45))).toBe(
      undefined,
    );
    const reversed = await companyStats(owner, COMPANIES.acme, { p_from: osloDay(0), p_to: osloDay(5) });
    expect(reversed.status).toBe(400);
    const tooLong = await companyStats(owner, COMPANIES.acme, { p_from: osloDay(400), p_to: osloDay(0) });
    expect(tooLong.status).toBe(400);
  });

  it("refuses another company's figures to a partner, and a company's to its plain employees", async () => {
    const fjordOwner = await backend().signIn(USERS.fjordOwner.email);
    const acme = await companyStats(fjordOwner, COMPANIES.acme);
    expect(acme.status).toBe(403);
    expect(acme.data).toBeNull();
    const own = await companyStats(fjordOwner, COMPANIES.fjord);
    expect((own.data as StatRow[]).map((row) => row.offer_id)).toEqual([OFFERS.fjordVisible]);

    const employee = await backend().signIn(USERS.acmeEmployee.email);
    expect((await companyStats(employee, COMPANIES.acme)).status).toBe(403);
    const individual = await backend().signIn(USERS.individual.email);
    expect((await companyStats(individual, COMPANIES.acme)).status).toBe(403);
    const anon = await companyStats(backend().anon(), COMPANIES.acme);
    expect([401, 403, 404]).toContain(anon.status);
    expect(anon.data).toBeNull();
  });

  it('gives every offer only to platform admins (company null)', async () => {
    const admin = await backend().signIn(USERS.admin.email);
    const all = await companyStats(admin, null);
    expect(new Set((all.data as StatRow[]).map((row) => row.offer_id))).toEqual(
      new Set([OFFERS.acmeVisible, OFFERS.fjordVisible, OFFERS.curatedVisible]),
    );
    expect((await companyStats(admin, COMPANIES.fjord)).error).toBeNull();
    for (const email of [USERS.acmeOwner.email, USERS.fjordOwner.email, USERS.individual.email]) {
      expect((await companyStats(await backend().signIn(email), null)).status, email).toBe(403);
    }
  });

  it('follows deletions: an event an admin deletes leaves the figures', async () => {
    const { db } = backend().gateway.ctx;
    await insertEvents(db, [{ offerId: OFFERS.fjordVisible, kind: 'link_open', occurredAt: osloNoon(5) }]);
    const owner = await backend().signIn(USERS.fjordOwner.email);
    expect(
      dayOf((await companyStats(owner, COMPANIES.fjord)).data, OFFERS.fjordVisible, osloDay(5)),
    ).toMatchObject({
      link_opens: 1,
    });
    const admin = await backend().signIn(USERS.admin.email);
    const deleted = await admin
      .from('offer_clicks')
      .delete()
      .eq('offer_id', OFFERS.fjordVisible)
      .eq('kind', 'link_open');
    expect(deleted.error).toBeNull();
    expect(dayOf((await companyStats(owner, COMPANIES.fjord)).data, OFFERS.fjordVisible, osloDay(5))).toBe(
      undefined,
    );
    // The other day of that offer is untouched.
    expect(
      dayOf((await companyStats(owner, COMPANIES.fjord)).data, OFFERS.fjordVisible, osloDay(1)),
    ).toMatchObject({
      views: 1,
      email_sends: 1,
    });
  });

  it('counts what the raw events say (the roll-up agrees with offer_clicks)', async () => {
    const { rows } = await backend().gateway.ctx.db.query<{ mismatches: number }>(
      `select count(*)::int as mismatches from (
         select offer_id, private.oslo_day(occurred_at) as day, count(*) filter (where kind = 'view') as views,
                count(distinct user_id) as users
         from public.offer_clicks group by 1, 2
       ) raw
       full join private.offer_event_days d on d.offer_id = raw.offer_id and d.day = raw.day
       where raw.views is distinct from d.views or raw.users is distinct from d.distinct_users`,
    );
    expect(rows[0]?.mismatches).toBe(0);
  });
});

describe('platform_click_totals', () => {
  it('sums every offer for platform admins, with distinct users over the period', async () => {
    const admin = await backend().signIn(USERS.admin.email);
    const { data, error } = await platformTotals(admin);
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({ views: 9, code_reveals: 1, offers_with_events: 3, distinct_users: 5 }),
    ]);
  });

  it('is refused to everyone else', async () => {
    for (const email of [
      USERS.acmeOwner.email,
      USERS.acmeAdmin.email,
      USERS.fjordOwner.email,
      USERS.acmeEmployee.email,
    ]) {
      const client = await backend().signIn(email);
      const { status, data } = await platformTotals(client);
      expect(status, email).toBe(403);
      expect(data).toBeNull();
    }
    const anon = await platformTotals(backend().anon());
    expect(anon.data).toBeNull();
  });
});

describe('per-user rows', () => {
  const PERSONAL = ['user_id', 'user_agent', 'referrer', 'ip_address'];

  it('are readable by no persona, platform admins included: a personal column is refused with 42501', async () => {
    const clients: [string, SupabaseClient][] = [['anon', backend().anon()]];
    for (const email of [
      USERS.acmeOwner.email,
      USERS.acmeAdmin.email,
      USERS.fjordOwner.email,
      USERS.acmeEmployee.email,
      USERS.admin.email,
    ]) {
      clients.push([email, await backend().signIn(email)]);
    }
    for (const [who, client] of clients) {
      for (const columns of [...PERSONAL, '*', 'id, user_id']) {
        const { data, error, status } = await client.from('offer_clicks').select(columns).limit(1);
        expect(error?.code, `${who} ${columns}`).toBe('42501');
        expect(status, `${who} ${columns}`).toBeGreaterThanOrEqual(401);
        expect(status, `${who} ${columns}`).toBeLessThanOrEqual(403);
        expect(data, `${who} ${columns}`).toBeNull();
      }
    }
  });

  it('leave platform admins the events without who made them, and partners nothing', async () => {
    const admin = await backend().signIn(USERS.admin.email);
    const events = await admin
      .from('offer_clicks')
      .select('id, offer_id, kind, event_id, occurred_at, created_at')
      .eq('offer_id', OFFERS.acmeVisible);
    expect(events.error).toBeNull();
    expect(events.data?.length).toBeGreaterThan(0);
    for (const row of events.data ?? []) expect(Object.keys(row).sort()).not.toContain('user_id');

    const owner = await backend().signIn(USERS.acmeOwner.email);
    const theirs = await owner
      .from('offer_clicks')
      .select('id, offer_id, kind')
      .eq('offer_id', OFFERS.acmeVisible);
    expect(theirs.error).toBeNull();
    expect(theirs.data).toEqual([]);
  });

  it('still feed the aggregates, which count distinct users without naming them', async () => {
    const owner = await backend().signIn(USERS.acmeOwner.email);
    const { data, error } = await companyStats(owner, COMPANIES.acme);
    expect(error).toBeNull();
    expect(dayOf(data, OFFERS.acmeVisible, osloDay(2))).toMatchObject({ distinct_users: 4 });
    const admin = await backend().signIn(USERS.admin.email);
    const totals = await platformTotals(admin);
    expect(totals.error).toBeNull();
    expect(totals.data?.[0]).toMatchObject({ distinct_users: expect.any(Number) as number });
  });
});
