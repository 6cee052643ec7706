import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, mailsTo, uniqueEmail, verifyLinkOf } from '../auth/auth-helpers.ts';
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
  user_id: string;
  employee_id: string;
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

async function stored(userId: string) {
  const { rows: profile } = await db().query(
    'select firstname, lastname, phone from public.auth_user_profiles where user_id = $1',
    [userId],
  );
  const { rows: memberships } = await db().query(
    'select id, company_id, role from public.employees where user_id = $1',
    [userId],
  );
  const { rows: roles } = await db().query('select role from public.user_roles where user_id = $1', [userId]);
  return { profile, memberships, roles };
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
    expect(await accountsWithEmail(body.email)).toBe(0);
  });

  it.each<[Persona, string, string]>([
    ['acmeAdmin', 'Acme', 'employee'],
    ['acmeAdmin', 'Acme', 'admin'],
    ['acmeOwner', 'Acme', 'owner'],
    ['admin', 'Fjord', 'owner'],
  ])('lets %s invite into %s as %s', async (persona, companyName, role) => {
    const companyId = companyIdOf(companyName);
    const body = inviteBody({ company_id: companyId, role });
    const { data, error } = await inviteAs(await clientOf(persona), body);
    expect(error).toBeNull();
    expect(data).toEqual({
      success: true,
      user_id: expect.any(String) as unknown,
      employee_id: expect.any(String) as unknown,
    });
    const userId = data?.user_id ?? '';
    expect(await stored(userId)).toEqual({
      profile: [{ firstname: 'Ingrid', lastname: 'Solberg', phone: '+47 912 34 567' }],
      memberships: [{ id: data?.employee_id, company_id: companyId, role }],
      roles: [{ role: 'employee' }],
    });
  });

  it('answers 404 when a platform admin names a company that does not exist', async () => {
    const body = inviteBody({ company_id: '0c0a0000-0000-4000-8000-0000000000ff' });
    expect(await answer(await clientOf('admin'), body)).toEqual({
      status: 404,
      body: { error: 'Fant ikke bedriften' },
    });
    expect(await accountsWithEmail(body.email)).toBe(0);
  });
});

describe('invite-employee: the invitation', () => {
  it('mails an invitation link to the redirect and lists the person as invited', async () => {
    const body = inviteBody({ phone: '' });
    const owner = await clientOf('acmeOwner');
    const { data } = await inviteAs(owner, body);
    const [mail] = await mailsTo(backend(), body.email);
    expect(mail?.kind).toBe('invite');
    const link = new URL(verifyLinkOf(mail ?? (undefined as never)));
    expect(link.searchParams.get('type')).toBe('invite');
    expect(link.searchParams.get('redirect_to')).toBe(REDIRECT_TO);

    const { rows } = await db().query<{
      invited_at: Date | null;
      email_confirmed_at: Date | null;
      meta: unknown;
    }>('select invited_at, email_confirmed_at, raw_user_meta_data as meta from auth.users where id = $1', [
      data?.user_id,
    ]);
    expect(rows[0]?.invited_at).not.toBeNull();
    expect(rows[0]?.email_confirmed_at).toBeNull();
    expect(rows[0]?.meta).toMatchObject({ firstname: 'Ingrid', lastname: 'Solberg', user_type: 'employee' });

    const list = await owner.rpc('company_employees', { p_company_id: COMPANIES.acme });
    expect(
      (list.data as { user_id: string; status: string; phone: string | null }[]).find(
        (row) => row.user_id === data?.user_id,
      ),
    ).toMatchObject({ status: 'invited', phone: null, email: body.email });
  });

  it('answers 422 User already registered for a confirmed account', async () => {
    const body = inviteBody({ email: USERS.individual.email });
    expect(await answer(await clientOf('acmeOwner'), body)).toEqual({
      status: 422,
      body: { error: 'User already registered' },
    });
    expect(await stored(USERS.individual.id)).toMatchObject({ memberships: [] });
  });

  it('answers 422 User already registered for a pending member of the company', async () => {
    const body = inviteBody({ email: USERS.acmeInvited.email });
    expect(await answer(await clientOf('acmeOwner'), body)).toEqual({
      status: 422,
      body: { error: 'User already registered' },
    });
  });

  it('invites an account that signed up but never confirmed, keeping that account', async () => {
    const email = uniqueEmail('ubekreftet');
    const signUp = await backend().anon().auth.signUp({ email, password: STRONG_PASSWORD });
    expect(signUp.error).toBeNull();
    const { data, error } = await inviteAs(await clientOf('acmeOwner'), inviteBody({ email }));
    expect(error).toBeNull();
    expect(data?.user_id).toBe(signUp.data.user?.id);
    expect(await accountsWithEmail(email)).toBe(1);
    expect((await mailsTo(backend(), email)).map((mail) => mail.kind)).toEqual(['invite', 'signup']);
  });

  it('invites a person once when two invitations race, and keeps their account', async () => {
    const body = inviteBody();
    const owner = await clientOf('acmeOwner');
    const answers = await Promise.all([answer(owner, body), answer(owner, body)]);
    expect(answers.map((result) => result.status).sort()).toEqual([200, 422]);
    const { rows } = await db().query(
      `select e.role from public.employees e join auth.users u on u.id = e.user_id where u.email = $1`,
      [body.email],
    );
    expect(rows).toEqual([{ role: 'employee' }]);
  });

  it('leaves nothing half-made when the database step fails', async () => {
    const body = inviteBody();
    await db().query(
      'revoke execute on function public.add_invited_employee(uuid, uuid, text, text, text, text) from service_role',
    );
    try {
      const { error } = await inviteAs(await clientOf('acmeOwner'), body);
      // The one deliberate server failure of this file: the database refused the service itself.
      expect((await failure(error)).status).toBe(500);
    } finally {
      await db().query(
        'grant execute on function public.add_invited_employee(uuid, uuid, text, text, text, text) to service_role',
      );
    }
    expect(await accountsWithEmail(body.email)).toBe(0);
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

  it('mails the pending invitation again and creates nothing', async () => {
    const before = await stored(USERS.acmeInvited.id);
    const mailsBefore = (await mailsTo(backend(), USERS.acmeInvited.email)).length;
    expect(await answer(await clientOf('acmeAdmin'), resend(USERS.acmeInvited.email))).toEqual({
      status: 200,
      body: { success: true, resent: true },
    });
    const mails = await mailsTo(backend(), USERS.acmeInvited.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]?.kind).toBe('invite');
    expect(new URL(verifyLinkOf(mails[0] ?? (undefined as never))).searchParams.get('redirect_to')).toBe(
      REDIRECT_TO,
    );
    expect(await stored(USERS.acmeInvited.id)).toEqual(before);
  });

  it('answers 409 when the invitation was already accepted', async () => {
    expect(await answer(await clientOf('acmeOwner'), resend(USERS.acmeEmployee.email))).toEqual({
      status: 409,
      body: { error: 'Invitasjonen er allerede akseptert' },
    });
  });

  it.each([USERS.individual.email, USERS.fjordEmployee.email, 'ingen.her@example.test'])(
    'answers 404 for %s, who has no invitation in the company',
    async (email) => {
      expect(await answer(await clientOf('acmeOwner'), resend(email))).toEqual({
        status: 404,
        body: { error: 'Fant ingen ventende invitasjon' },
      });
    },
  );

  it('refuses a plain employee with 403', async () => {
    expect(await answer(await clientOf('employee'), resend(USERS.acmeInvited.email))).toEqual({
      status: 403,
      body: { error: 'not_authorized' },
    });
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
