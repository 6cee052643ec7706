import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, mailsTo, uniqueEmail } from '../auth/auth-helpers.ts';
import { failure, invoke } from '../functions/support.ts';
import type { Persona } from '../rls/personas.ts';
import { COMPANIES, USERS } from '../rls/seed-ids.ts';
import { employeesBackendForFile, personaClientCache, restoreSeededMemberships } from './support.ts';

const FUNCTION = 'invite-employee';
const ACME = COMPANIES.acme;
const FJORD = COMPANIES.fjord;
const companyIdOf = (name: string) => (name === 'Acme' ? ACME : FJORD);
const REDIRECT_TO = 'http://localhost:5173/accept-invite';

const backend = employeesBackendForFile();
const clientOf = personaClientCache(backend);
const db = () => backend().gateway.ctx.db;

afterEach(() => restoreSeededMemberships(db()));

interface Invited {
  success: true;
  invitation_id: string;
}

function inviteBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('invitert'),
    firstname: 'Ingrid',
    lastname: 'Solberg',
    phone: '+47 912 34 567',
    company_id: COMPANIES.acme,
    role: 'employee',
    redirectTo: REDIRECT_TO,
    ...overrides,
  };
}

async function inviteAs(client: SupabaseClient, body: unknown) {
  return invoke<Invited>(client, FUNCTION, { body: body as Record<string, unknown> });
}

/** The status and body of any answer, success or failure; a server error fails the test here. */
async function answer(client: SupabaseClient, body: unknown): Promise<{ status: number; body: unknown }> {
  const { data, error } = await inviteAs(client, body);
  if (!error) return { status: 200, body: data };
  const refused = await failure(error);
  expect(refused.status, JSON.stringify(refused.body)).toBeLessThan(500);
  return refused;
}

/** What the database holds about an address: its invitations, accounts and memberships. */
async function stored(email: string) {
  const { rows: invitations } = await db().query(
    `select company_id, role, firstname, lastname, phone, status from public.company_invitations
     where email = $1 order by created_at`,
    [email],
  );
  const { rows: memberships } = await db().query(
    `select e.company_id, e.role from public.employees e join auth.users u on u.id = e.user_id
     where u.email = $1`,
    [email],
  );
  return { invitations, memberships, accounts: await accountsWithEmail(email) };
}

async function accountsWithEmail(email: string): Promise<number> {
  const { rows } = await db().query<{ count: number }>(
    'select count(*)::int as count from auth.users where email = $1',
    [email],
  );
  return rows[0]?.count ?? 0;
}

describe('invite-employee: who may invite', () => {
  it('answers 401 without a signed-in caller', async () => {
    expect(await answer(backend().anon(), inviteBody())).toEqual({
      status: 401,
      body: { error: 'Du må være logget inn for å gjøre dette' },
    });
  });

  it.each<[Persona, string, string]>([
    ['individual', 'Acme', 'employee'],
    ['employee', 'Acme', 'employee'],
    ['acmeAdmin', 'Acme', 'owner'],
    ['fjordOwner', 'Acme', 'employee'],
    ['acmeOwner', 'Fjord', 'employee'],
  ])('refuses %s inviting into %s as %s with 403 not_authorized', async (persona, companyName, role) => {
    const companyId = companyIdOf(companyName);
    const body = inviteBody({ company_id: companyId, role });
    expect(await answer(await clientOf(persona), body)).toEqual({
      status: 403,
      body: { error: 'not_authorized' },
    });
    expect(await stored(body.email)).toEqual({ invitations: [], memberships: [], accounts: 0 });
  });

  it.each<[Persona, string, string]>([
    ['acmeAdmin', 'Acme', 'employee'],
    ['acmeAdmin', 'Acme', 'admin'],
    ['acmeOwner', 'Acme', 'owner'],
    ['admin', 'Fjord', 'owner'],
  ])(
    'lets %s invite into %s as %s, storing an invitation and nothing else',
    async (persona, companyName, role) => {
      const companyId = companyIdOf(companyName);
      const body = inviteBody({ company_id: companyId, role });
      const { data, error } = await inviteAs(await clientOf(persona), body);
      expect(error).toBeNull();
      expect(data).toEqual({ success: true, invitation_id: expect.any(String) as unknown });
      expect(await stored(body.email)).toEqual({
        invitations: [
          {
            company_id: companyId,
            role,
            firstname: 'Ingrid',
            lastname: 'Solberg',
            phone: '+47 912 34 567',
            status: 'pending',
          },
        ],
        memberships: [],
        accounts: 0,
      });
    },
  );

  it('answers 404 when a platform admin names a company that does not exist', async () => {
    const body = inviteBody({ company_id: '0c0a0000-0000-4000-8000-0000000000ff' });
    expect(await answer(await clientOf('admin'), body)).toEqual({
      status: 404,
      body: { error: 'Fant ikke bedriften' },
    });
    expect(await stored(body.email)).toEqual({ invitations: [], memberships: [], accounts: 0 });
  });
});

describe('invite-employee: the invitation', () => {
  it('mails a plain notice whose link opens the invitation on the redirect, and makes no account', async () => {
    const body = inviteBody({ phone: '' });
    const owner = await clientOf('acmeOwner');
    await inviteAs(owner, body);
    const mails = await mailsTo(backend(), body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Invitasjon til Acme AS i Ordning');
    const link = new URL(mails[0]?.links[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(REDIRECT_TO);
    expect(link.hash).toMatch(/^#invitation=[0-9a-f]{64}$/);
    expect(await accountsWithEmail(body.email)).toBe(0);

    const list = await owner
      .from('company_invitations')
      .select('email, status, phone')
      .eq('company_id', COMPANIES.acme)
      .eq('email', body.email);
    expect(list.data).toEqual([{ email: body.email, status: 'pending', phone: null }]);
  });

  it('never links anywhere but the site: a foreign redirect gets the site URL', async () => {
    const body = inviteBody({ redirectTo: 'https://phishing.example/accept-invite' });
    await inviteAs(await clientOf('acmeOwner'), body);
    const [mail] = await mailsTo(backend(), body.email);
    const link = new URL(mail?.links[0] ?? '');
    expect(link.origin).toBe(new URL(REDIRECT_TO).origin);
  });

  it('invites a confirmed account as a pending invitation, leaving the account alone', async () => {
    const body = inviteBody({ email: USERS.individual.email });
    expect(await answer(await clientOf('acmeOwner'), body)).toMatchObject({ status: 200 });
    expect(await stored(USERS.individual.email)).toMatchObject({ memberships: [], accounts: 1 });
    await db().query('delete from public.company_invitations where email = $1', [USERS.individual.email]);
  });

  it('answers 422 User already registered for a member of the company', async () => {
    const body = inviteBody({ email: USERS.acmeInvited.email });
    expect(await answer(await clientOf('acmeOwner'), body)).toEqual({
      status: 422,
      body: { error: 'User already registered' },
    });
  });

  it('leaves an account that signed up but never confirmed as it was: no auth invite', async () => {
    const email = uniqueEmail('ubekreftet');
    const signUp = await backend().anon().auth.signUp({ email, password: STRONG_PASSWORD });
    expect(signUp.error).toBeNull();
    const { error } = await inviteAs(await clientOf('acmeOwner'), inviteBody({ email }));
    expect(error).toBeNull();
    expect(await accountsWithEmail(email)).toBe(1);
    // The sign-up's confirmation mail and the company's plain notice; no auth invitation.
    expect((await mailsTo(backend(), email)).map((mail) => mail.kind)).toEqual(['lead', 'signup']);
    expect(await stored(email)).toMatchObject({ memberships: [] });
  });

  it('stores one invitation when two invitations of a person race', async () => {
    const body = inviteBody();
    const owner = await clientOf('acmeOwner');
    const answers = await Promise.all([answer(owner, body), answer(owner, body)]);
    expect(answers.map((result) => result.status).sort()).toEqual([200, 409]);
    expect((await stored(body.email)).invitations).toHaveLength(1);
  });
});

describe('invite-employee: sending a pending invitation again', () => {
  const resend = (email: string, extra: Record<string, unknown> = {}) => ({
    email,
    company_id: COMPANIES.acme,
    redirectTo: REDIRECT_TO,
    resend: true,
    ...extra,
  });

  it('mails the pending invitation again with a new link and creates nothing', async () => {
    const email = uniqueEmail('sendes-igjen');
    await inviteAs(await clientOf('acmeOwner'), inviteBody({ email }));
    const before = await stored(email);
    expect(await answer(await clientOf('acmeAdmin'), resend(email))).toEqual({
      status: 200,
      body: { success: true, resent: true },
    });
    const mails = await mailsTo(backend(), email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.links[0]).not.toBe(mails[1]?.links[0]);
    expect(await stored(email)).toEqual(before);
  });

  it('answers 409 when the invitation is no longer pending', async () => {
    const email = uniqueEmail('trukket-tilbake');
    const owner = await clientOf('acmeOwner');
    const { data } = await inviteAs(owner, inviteBody({ email }));
    await owner.rpc('revoke_company_invitation', { p_invitation_id: data?.invitation_id });
    expect(await answer(owner, resend(email, { invitation_id: data?.invitation_id }))).toEqual({
      status: 409,
      body: { error: 'Invitasjonen er ikke lenger ventende' },
    });
  });

  it.each([
    USERS.individual.email,
    USERS.fjordEmployee.email,
    USERS.acmeEmployee.email,
    'ingen.her@example.test',
  ])('answers 404 for %s, who has no pending invitation from the company', async (email) => {
    expect(await answer(await clientOf('acmeOwner'), resend(email))).toEqual({
      status: 404,
      body: { error: 'Fant ingen ventende invitasjon' },
    });
  });

  it('refuses a plain employee', async () => {
    const email = uniqueEmail('ansatt-sender');
    await inviteAs(await clientOf('acmeOwner'), inviteBody({ email }));
    expect(await answer(await clientOf('employee'), resend(email))).toEqual({
      status: 404,
      body: { error: 'Fant ingen ventende invitasjon' },
    });
    expect((await mailsTo(backend(), email)).length).toBe(1);
  });
});

describe('invite-employee: bad requests', () => {
  const messagesOf = (body: unknown) =>
    (body as { details: { path: string[]; message: string }[] }).details.map(
      (detail) => `${detail.path.join('.')}: ${detail.message}`,
    );

  it('names every missing field in Norwegian', async () => {
    const refused = await answer(await clientOf('acmeOwner'), {});
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'Ugyldig forespørsel' });
    expect(messagesOf(refused.body)).toEqual([
      'email: E-post (email) mangler',
      'company_id: Bedrift (company_id) mangler',
      'firstname: Fornavn er påkrevd',
      'lastname: Etternavn er påkrevd',
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a bad e-mail', { email: 'ikke-en-adresse' }, 'email: E-post må være en gyldig e-postadresse'],
    ['a bad company id', { company_id: 'acme' }, 'company_id: Bedrift (company_id) må være en gyldig UUID'],
    ['an unknown role', { role: 'sjef' }, 'role: Rollen (role) må være employee, admin eller owner'],
    ['a blank first name', { firstname: '   ' }, 'firstname: Fornavn er påkrevd'],
    ['a number as last name', { lastname: 42 }, 'lastname: Etternavn (lastname) må være tekst'],
    [
      'a redirect that is not http(s)',
      { redirectTo: 'javascript:alert(1)' },
      'redirectTo: Videresendingsadressen (redirectTo) må være en http- eller https-adresse',
    ],
    ['resend that is not a boolean', { resend: 'ja' }, 'resend: resend må være true eller false'],
  ])('answers 400 for %s', async (_label, overrides, message) => {
    const refused = await answer(await clientOf('acmeOwner'), inviteBody(overrides));
    expect(refused.status).toBe(400);
    expect(messagesOf(refused.body)).toEqual([message]);
  });

  it.each<[string, unknown]>([
    ['an array', [inviteBody()]],
    ['a string', 'invite'],
    ['null', null],
  ])('answers 400 for %s', async (_label, body) => {
    const refused = await answer(await clientOf('acmeOwner'), body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'Ugyldig forespørsel' });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const session = await (await clientOf('acmeOwner')).auth.getSession();
    const response = await fetch(`${backend().url}/functions/v1/${FUNCTION}`, {
      method: 'POST',
      headers: {
        apikey: backend().anonKey,
        authorization: `Bearer ${session.data.session?.access_token ?? ''}`,
        'content-type': 'application/json',
      },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'Ugyldig forespørsel',
      details: [{ code: 'invalid_json', message: 'Forespørselen må være gyldig JSON' }],
    });
  });

  it('answers 405 for GET', async () => {
    const response = await fetch(`${backend().url}/functions/v1/${FUNCTION}`, {
      headers: { authorization: `Bearer ${backend().anonKey}` },
    });
    expect(response.status).toBe(405);
  });
});
