import { beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';
import { COMPANIES, OFFERS, USERS } from '../rls/seed-ids.ts';
import { insertEvents, osloDay, osloNoon } from './support.ts';

// Issue 22, finding 5: the partner's own accounts must not lift the
// 'fewer than 3 distinct users' rule, or an owner with a second account
// subtracts and learns that exactly one other person used the offer.

const backend = backendForFile(() => startTestBackend());

const views = (daysAgo: number, users: readonly { id: string }[]) =>
  users.map((user) => ({
    offerId: OFFERS.acmeVisible,
    kind: 'view',
    userId: user.id,
    occurredAt: osloNoon(daysAgo),
  }));

async function distinctUsersOn(daysAgo: number): Promise<unknown> {
  const owner = await backend().signIn(USERS.acmeOwner.email);
  const result = await owner.rpc('offer_daily_stats', {
    p_company_id: COMPANIES.acme,
    p_from: osloDay(10),
    p_to: osloDay(0),
  });
  expect(result.error).toBeNull();
  const row = (result.data as { offer_id: string; day: string; distinct_users: number | null }[]).find(
    (r) => r.offer_id === OFFERS.acmeVisible && r.day === osloDay(daysAgo),
  );
  return row?.distinct_users;
}

beforeAll(async () => {
  const { db } = backend().gateway.ctx;
  await db.query('delete from public.offer_clicks');
  await insertEvents(db, [
    // Three days ago: the owner, a second Acme account and one outsider.
    ...views(3, [USERS.acmeOwner, USERS.acmeAdmin, USERS.individual]),
    // Two days ago: all four of Acme's people and two outsiders.
    ...views(2, [USERS.acmeOwner, USERS.acmeAdmin, USERS.acmeEmployee, USERS.acmeSeller]),
    ...views(2, [USERS.individual, USERS.fjordOwner]),
    // Yesterday: one Acme account and three outsiders.
    ...views(1, [USERS.acmeEmployee, USERS.individual, USERS.fjordOwner, USERS.fjordEmployee]),
  ]);
});

describe("the distinct-user threshold of a company's figures", () => {
  it("is not lifted by the owner and a second account of the offer's company", async () => {
    expect(await distinctUsersOn(3)).toBeNull();
  });

  it('withholds a day with fewer than 3 people from outside the company, however many insiders', async () => {
    expect(await distinctUsersOn(2)).toBeNull();
  });

  it('shows the day once 3 people from outside the company used the offer', async () => {
    expect(await distinctUsersOn(1)).toBe(4);
  });
});
