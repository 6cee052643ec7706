import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { mailsTo, uniqueEmail } from '../auth/auth-helpers.ts';
import { failure, invoke } from '../functions/support.ts';
import { COMPANIES, USERS } from '../rls/seed-ids.ts';
import { ACCEPT_URL } from './invitation-support.ts';
import { employeesBackendForFile, personaClientCache } from './support.ts';

// A CSV import's batch: the server invites each row in turn and answers every row's outcome.
const backend = employeesBackendForFile();
const clientOf = personaClientCache(backend);
const db = () => backend().gateway.ctx.db;

const person = (email: string) => ({
  email,
  firstname: 'Kari',
  lastname: 'Import',
  phone: '',
  role: 'employee',
});

async function sendBatch(client: SupabaseClient, body: Record<string, unknown>) {
  const { data, error } = await invoke(client, 'invite-employee', { body });
  if (!error) return { status: 200, body: data };
  return failure(error);
}

const batch = (invitations: unknown[], companyId: string = COMPANIES.acme) => ({
  company_id: companyId,
  redirectTo: ACCEPT_URL,
  invitations,
});

describe('invite-employee: a CSV import batch', () => {
  it("invites each row, mails each, and answers each row's outcome in order", async () => {
    const fresh = [uniqueEmail('batch-a'), uniqueEmail('batch-b')];
    const answer = await sendBatch(
      await clientOf('acmeOwner'),
      batch([person(fresh[0] ?? ''), person(USERS.acmeInvited.email), person(fresh[1] ?? '')]),
    );
    expect(answer).toEqual({
      status: 200,
      body: {
        results: [
          { email: fresh[0], ok: true, invitation_id: expect.any(String) as unknown },
          { email: USERS.acmeInvited.email, ok: false, status: 422, error: 'User already registered' },
          { email: fresh[1], ok: true, invitation_id: expect.any(String) as unknown },
        ],
      },
    });
    for (const email of fresh) expect(await mailsTo(backend(), email)).toHaveLength(1);
  });

  it('refuses a batch into a company the caller does not manage, row by row, storing nothing', async () => {
    const email = uniqueEmail('batch-fremmed');
    const answer = await sendBatch(await clientOf('fjordOwner'), batch([person(email)]));
    expect(answer).toEqual({
      status: 200,
      body: { results: [{ email, ok: false, status: 403, error: 'not_authorized' }] },
    });
    const { rows } = await db().query('select 1 from public.company_invitations where email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  it('stops at a spent quota: the rest are answered 429 without being tried', async () => {
    await db().query('delete from private.invitation_mail_log');
    // One mail short of the hour's quota.
    await db().query(
      `insert into private.invitation_mail_log (company_id, invited_by)
       select $1, null from generate_series(1, 499)`,
      [COMPANIES.acme],
    );
    const emails = [uniqueEmail('kvote-1'), uniqueEmail('kvote-2'), uniqueEmail('kvote-3')];
    const answer = await sendBatch(await clientOf('acmeOwner'), batch(emails.map(person)));
    const tooMany = 'For mange invitasjoner på kort tid. Prøv igjen senere.';
    expect(answer.body).toEqual({
      results: [
        { email: emails[0], ok: true, invitation_id: expect.any(String) as unknown },
        { email: emails[1], ok: false, status: 429, error: tooMany },
        { email: emails[2], ok: false, status: 429, error: tooMany },
      ],
    });
    expect(await mailsTo(backend(), emails[2] ?? '')).toHaveLength(0);
    await db().query('delete from private.invitation_mail_log');
  });

  it('answers 400 in Norwegian for an empty, too long or incomplete batch', async () => {
    const owner = await clientOf('acmeOwner');
    expect(await sendBatch(owner, batch([]))).toMatchObject({
      status: 400,
      body: { details: [{ path: ['invitations'], message: 'invitations kan ikke være tom' }] },
    });
    const many = Array.from({ length: 26 }, (_, index) => person(`mange-${String(index)}@ordning.test`));
    expect(await sendBatch(owner, batch(many))).toMatchObject({
      status: 400,
      body: { details: [{ path: ['invitations'], message: 'Høyst 25 invitasjoner per forespørsel' }] },
    });
    const missing = await sendBatch(owner, batch([{ email: 'ikke-en-epost', lastname: 'X' }]));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      error: 'Ugyldig forespørsel',
      details: expect.arrayContaining([
        expect.objectContaining({ path: ['invitations', 0, 'email'] }),
        expect.objectContaining({
          path: ['invitations', 0, 'firstname'],
          message: 'Fornavn (firstname) mangler',
        }),
      ]) as unknown,
    });
  });

  it('answers 401 without a signed-in caller', async () => {
    expect((await sendBatch(backend().anon(), batch([person(uniqueEmail('anon'))]))).status).toBe(401);
  });
});
