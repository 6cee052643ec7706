import { describe, expect, it } from 'vitest';
import { RELAXED_LIMITS, uniqueEmail } from '../auth/auth-helpers.ts';
import { COMPANIES, USERS } from '../rls/seed-ids.ts';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';
import { sendInvite } from './invitation-support.ts';
import { personaClientCache } from './support.ts';

// The auth service's mail budget stays at its default (30 an hour from one address, as
// hosted Supabase's project-wide limit): invitations must not spend it.
const backend = backendForFile(() => startTestBackend({ rateLimits: { ...RELAXED_LIMITS, emailSent: 30 } }));
const clientOf = personaClientCache(backend);
const db = () => backend().gateway.ctx.db;

interface Limit {
  scope: string;
  max_mails: number;
  seconds: number;
}

async function limits(): Promise<Limit[]> {
  const { rows } = await db().query<Limit>(
    `select scope, max_mails, extract(epoch from per_period)::int as seconds from private.invitation_limits()`,
  );
  return rows;
}

/** Records `count` invitation mails as already sent by the company (and inviter), as the database owner. */
async function spend(companyId: string, inviter: string | null, count: number): Promise<void> {
  await db().query(
    `insert into private.invitation_mail_log (company_id, invited_by)
     select $1, $2 from generate_series(1, $3)`,
    [companyId, inviter, count],
  );
}

async function resetQuotas(): Promise<void> {
  await db().query('delete from private.invitation_mail_log');
}

describe('invitation quotas', () => {
  // Runs first on the file's fresh backend, and touches nothing but the API, so it shows the old
  // failure too: the auth service's 31st mail of the hour was Acme's invitation or the recovery.
  it("never spends the auth service's shared mail budget: Acme and a recovery still get through", async () => {
    const fjord = await clientOf('fjordOwner');
    for (let sent = 0; sent < 30; sent += 1) {
      const answer = await sendInvite(fjord, {
        email: uniqueEmail('fjord-rekke'),
        company_id: COMPANIES.fjord,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const acme = await sendInvite(await clientOf('acmeOwner'), {
      email: uniqueEmail('acme-etter'),
      company_id: COMPANIES.acme,
    });
    expect(acme.status).toBe(200);
    const recovery = await backend().anon().auth.resetPasswordForEmail(USERS.individual.email);
    expect(recovery.error).toBeNull();
  });

  it('defines each limit once, per company and per inviting user', async () => {
    expect(await limits()).toEqual([
      { scope: 'company', max_mails: 500, seconds: 3_600 },
      { scope: 'company', max_mails: 1_000, seconds: 86_400 },
      { scope: 'inviter', max_mails: 500, seconds: 3_600 },
      { scope: 'inviter', max_mails: 1_000, seconds: 86_400 },
    ]);
  });

  it('stops a burst within the hour, and the day when the hours add up', async () => {
    await resetQuotas();
    const owner = await clientOf('acmeOwner');
    const invite = async (name: string) =>
      (await sendInvite(owner, { email: uniqueEmail(name), company_id: COMPANIES.acme })).status;
    // A full hour's worth in the last hour: refused until it is an hour old.
    await spend(COMPANIES.acme, null, 500);
    expect(await invite('time-full')).toBe(429);
    await db().query(`update private.invitation_mail_log set sent_at = now() - interval '61 minutes'`);
    expect(await invite('time-ny')).toBe(200);
    // Two full hours earlier today: the day's 1,000 are spent.
    await spend(COMPANIES.acme, null, 499);
    await db().query(`update private.invitation_mail_log set sent_at = now() - interval '3 hours'`);
    expect(await invite('dag-full')).toBe(429);
  });

  it('answers 429 to the company whose quota is spent, and to that company only', async () => {
    await resetQuotas();
    const companyLimit = (await limits()).find((limit) => limit.scope === 'company')?.max_mails ?? 0;
    await spend(COMPANIES.fjord, null, companyLimit);

    const fjord = await sendInvite(await clientOf('fjordOwner'), {
      email: uniqueEmail('for-mange'),
      company_id: COMPANIES.fjord,
    });
    expect(fjord).toEqual({
      status: 429,
      body: { error: 'For mange invitasjoner på kort tid. Prøv igjen senere.' },
    });
    const acme = await sendInvite(await clientOf('acmeOwner'), {
      email: uniqueEmail('acme-ok'),
      company_id: COMPANIES.acme,
    });
    expect(acme.status).toBe(200);
    // Nothing was stored for the refused one.
    const { rows } = await db().query<{ count: number }>(
      `select count(*)::int as count from public.company_invitations where company_id = $1 and email like 'for-mange%'`,
      [COMPANIES.fjord],
    );
    expect(rows[0]?.count).toBe(0);
  });

  it('counts resends, and forgets mails older than the period', async () => {
    await resetQuotas();
    const companyLimit = (await limits()).find((limit) => limit.scope === 'company')?.max_mails ?? 0;
    const owner = await clientOf('acmeOwner');
    const email = uniqueEmail('igjen-kvote');
    expect((await sendInvite(owner, { email, company_id: COMPANIES.acme })).status).toBe(200);
    await spend(COMPANIES.acme, null, companyLimit - 1);
    const resend = { email, company_id: COMPANIES.acme, resend: true };
    expect((await sendInvite(owner, resend)).status).toBe(429);

    await db().query(`update private.invitation_mail_log set sent_at = now() - interval '25 hours'`);
    expect((await sendInvite(owner, resend)).status).toBe(200);
  });

  it('limits one inviting user across companies', async () => {
    await resetQuotas();
    const inviterLimit = (await limits()).find((limit) => limit.scope === 'inviter')?.max_mails ?? 0;
    // A platform admin invites into any company; their own quota follows them.
    const adminId = USERS.admin.id;
    await spend(COMPANIES.fjord, adminId, inviterLimit);
    const admin = await clientOf('admin');
    expect(
      (await sendInvite(admin, { email: uniqueEmail('admin-kvote'), company_id: COMPANIES.acme })).status,
    ).toBe(429);
    // Acme's own owner is not affected.
    expect(
      (
        await sendInvite(await clientOf('acmeOwner'), {
          email: uniqueEmail('eier-ok'),
          company_id: COMPANIES.acme,
        })
      ).status,
    ).toBe(200);
  });

  it('lets a 500-row import through for a company that has sent nothing today', async () => {
    await resetQuotas();
    const companyLimit = (await limits()).find((limit) => limit.scope === 'company')?.max_mails ?? 0;
    expect(companyLimit).toBeGreaterThanOrEqual(500);
    await spend(COMPANIES.acme, USERS.acmeOwner.id, 499);
    const owner = await clientOf('acmeOwner');
    expect(
      (await sendInvite(owner, { email: uniqueEmail('rad-500'), company_id: COMPANIES.acme })).status,
    ).toBe(200);
  });
});
