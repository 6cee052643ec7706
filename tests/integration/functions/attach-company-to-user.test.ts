import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { createConfirmedUser, uniqueEmail, STRONG_PASSWORD } from '../auth/auth-helpers.ts';
import {
  type NewAccount,
  accountsBackendForFile,
  companiesWithOrgNo,
  globalRolesOf,
  membershipsOf,
  signedInNewAccount,
  spaced,
  validOrgNo,
  verifyClaim,
  wrongCheckDigit,
} from '../accounts/support.ts';
import { PERSONA_USERS, type Persona, SIGNED_IN } from '../rls/personas.ts';
import { clientWithToken, userToken } from '../storage/support.ts';
import { failure, invoke } from './support.ts';

const FUNCTION = 'attach-company-to-user';
const backend = accountsBackendForFile();

interface Attached {
  success: true;
  company_id: string;
}

function body(email: string, orgNo: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    companyName: 'Nordlys Konsult AS',
    organizationNumber: orgNo,
    address: 'Strandveien 5, 9006 Tromsø',
    invoiceEmail: '',
    ...extra,
  };
}

describe('attach-company-to-user for the signed-in caller', () => {
  it('makes the caller owner of the new company and answers success with its id', async () => {
    const account = await signedInNewAccount(backend(), 'attach');
    const orgNo = validOrgNo();
    const { data, error } = await invoke<Attached>(account.client, FUNCTION, {
      body: body(account.email, spaced(orgNo)),
    });
    expect(error).toBeNull();
    expect(data).toEqual({
      success: true,
      company_id: expect.any(String) as unknown,
      verification_status: 'pending',
    });

    const [company] = await companiesWithOrgNo(backend(), orgNo);
    expect(company).toMatchObject({
      id: data?.company_id,
      name: 'Nordlys Konsult AS',
      address: 'Strandveien 5, 9006 Tromsø',
      // invoiceEmail was empty: the account's e-mail is used.
      invoice_email: account.email,
    });
    expect(await membershipsOf(backend(), account.id)).toEqual([
      { company_id: data?.company_id, role: 'owner' },
    ]);
    expect(await globalRolesOf(backend(), account.id)).toEqual(['company']);

    // The new owner sees the company through the API at once.
    const { data: visible } = await account.client
      .from('companies')
      .select('name')
      .eq('id', data?.company_id);
    expect(visible).toEqual([{ name: 'Nordlys Konsult AS' }]);
  });

  it('uses the given invoice e-mail, and accepts the e-mail in another case', async () => {
    const account = await signedInNewAccount(backend(), 'faktura');
    const orgNo = validOrgNo();
    const { error } = await invoke(account.client, FUNCTION, {
      body: body(account.email.toUpperCase(), orgNo, { invoiceEmail: 'faktura@nordlys.test' }),
    });
    expect(error).toBeNull();
    expect((await companiesWithOrgNo(backend(), orgNo))[0]?.invoice_email).toBe('faktura@nordlys.test');
  });

  it('treats a missing or null invoice e-mail as the account e-mail', async () => {
    for (const invoiceEmail of [undefined, null]) {
      const account = await signedInNewAccount(backend(), 'utenfaktura');
      const orgNo = validOrgNo();
      const { error } = await invoke(account.client, FUNCTION, {
        body: { ...body(account.email, orgNo), invoiceEmail },
      });
      expect(error).toBeNull();
      expect((await companiesWithOrgNo(backend(), orgNo))[0]?.invoice_email).toBe(account.email);
    }
  });

  // Issue 23: only a verified company holds its number, so the first claim is verified here.
  it('answers 409 when a verified company holds the organisation number', async () => {
    const first = await signedInNewAccount(backend(), 'forst');
    const second = await signedInNewAccount(backend(), 'andre');
    const orgNo = validOrgNo();
    expect((await invoke(first.client, FUNCTION, { body: body(first.email, orgNo) })).error).toBeNull();
    await verifyClaim(backend(), orgNo);

    const { error } = await invoke(second.client, FUNCTION, { body: body(second.email, orgNo) });
    expect(await failure(error)).toEqual({
      status: 409,
      body: { error: 'Organisasjonsnummeret er allerede registrert' },
    });
    expect(await companiesWithOrgNo(backend(), orgNo)).toHaveLength(1);
    expect(await membershipsOf(backend(), second.id)).toEqual([]);
  });

  it("answers 409 for a seeded company's number", async () => {
    const account = await signedInNewAccount(backend(), 'acme');
    const { error } = await invoke(account.client, FUNCTION, { body: body(account.email, '914 563 720') });
    expect((await failure(error)).status).toBe(409);
  });
});

describe('attach-company-to-user never acts for anyone else', () => {
  it("refuses another user's e-mail in the body and attaches nothing to that user", async () => {
    const caller = await signedInNewAccount(backend(), 'innlogget');
    const victimEmail = uniqueEmail('offer');
    const victimId = await createConfirmedUser(backend(), victimEmail, STRONG_PASSWORD);
    const orgNo = validOrgNo();

    const { error } = await invoke(caller.client, FUNCTION, { body: body(victimEmail, orgNo) });
    expect(await failure(error)).toEqual({
      status: 403,
      body: { error: 'E-postadressen stemmer ikke med kontoen du er logget inn med' },
    });
    expect(await membershipsOf(backend(), victimId)).toEqual([]);
    expect(await membershipsOf(backend(), caller.id)).toEqual([]);
    expect(await companiesWithOrgNo(backend(), orgNo)).toEqual([]);
  });

  it("refuses an existing user's e-mail with the anon key alone (401)", async () => {
    const victimEmail = uniqueEmail('anonoffer');
    const victimId = await createConfirmedUser(backend(), victimEmail, STRONG_PASSWORD);
    const orgNo = validOrgNo();
    const { error } = await invoke(backend().anon(), FUNCTION, { body: body(victimEmail, orgNo) });
    expect(await failure(error)).toEqual({
      status: 401,
      body: { error: 'Du må være logget inn for å gjøre dette' },
    });
    expect(await membershipsOf(backend(), victimId)).toEqual([]);
    expect(await companiesWithOrgNo(backend(), orgNo)).toEqual([]);
  });

  it('answers 401 to a well-signed token of a user that does not exist', async () => {
    const token = await userToken(backend());
    const { error } = await invoke(clientWithToken(backend(), token), FUNCTION, {
      body: body('ingen@example.test', validOrgNo()),
    });
    expect((await failure(error)).status).toBe(401);
  });

  it('answers 401 after the session has signed out', async () => {
    const account = await signedInNewAccount(backend(), 'utlogget');
    const { data } = await account.client.auth.getSession();
    const token = data.session?.access_token ?? '';
    await account.client.auth.signOut();
    const orgNo = validOrgNo();
    const { error } = await invoke(clientWithToken(backend(), token), FUNCTION, {
      body: body(account.email, orgNo),
    });
    expect((await failure(error)).status).toBe(401);
    expect(await companiesWithOrgNo(backend(), orgNo)).toEqual([]);
  });

  it('is refused by the platform without any token', async () => {
    const response = await fetch(`${backend().url}/functions/v1/${FUNCTION}`, {
      method: 'POST',
      body: JSON.stringify(body('x@example.test', validOrgNo())),
    });
    expect(response.status).toBe(401);
  });
});

type SignedInPersona = Exclude<Persona, 'anon'>;

/** The seeded personas (password Demo1234!), each with its own session, signed in once per file. */
const personaClients = new Map<SignedInPersona, SupabaseClient>();
async function signedInAs(persona: SignedInPersona): Promise<SupabaseClient> {
  let signedIn = personaClients.get(persona);
  if (!signedIn) {
    signedIn = await backend().signIn(PERSONA_USERS[persona].email);
    personaClients.set(persona, signedIn);
  }
  return signedIn;
}

/** The seeded companies, as (name, organisation number). */
const SEEDED_COMPANIES: readonly (readonly [string, string])[] = [
  ['Acme AS', '914563720'],
  ['Fjord Eiendom AS', '928714055'],
];

/** The HTTP status of an invocation; never a server error, whatever the case. */
async function statusOf(result: {
  data: unknown;
  error: unknown;
}): Promise<{ status: number; body: unknown }> {
  const answer = result.error ? await failure(result.error) : { status: 200, body: result.data };
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
  return answer;
}

/** Every membership of a company, as (user id, role) pairs. */
async function membersOf(companyId: string): Promise<{ user_id: string; role: string }[]> {
  const { rows } = await backend().gateway.ctx.db.query<{ user_id: string; role: string }>(
    'select user_id, role from public.employees where company_id = $1 order by created_at',
    [companyId],
  );
  return rows;
}

/** Another persona than this one, to name in the body. */
function someoneElse(persona: SignedInPersona): SignedInPersona {
  const others = SIGNED_IN.filter((other): other is SignedInPersona => other !== 'anon' && other !== persona);
  const other = others[SIGNED_IN.indexOf(persona) % others.length];
  if (!other) throw new Error('no other persona');
  return other;
}

describe('attach-company-to-user for every seeded persona', () => {
  const personas = SIGNED_IN.filter((persona): persona is SignedInPersona => persona !== 'anon').map(
    (persona) => [persona, PERSONA_USERS[persona].email] as const,
  );

  it.each(personas)('%s (%s) attaches a new company to itself only', async (persona, email) => {
    const { id } = PERSONA_USERS[persona];
    const before = await membershipsOf(backend(), id);
    const rolesBefore = await globalRolesOf(backend(), id);
    const orgNo = validOrgNo();

    const answer = await statusOf(
      await invoke<Attached>(await signedInAs(persona), FUNCTION, { body: body(email, orgNo) }),
    );
    expect(answer).toEqual({
      status: 200,
      body: { success: true, company_id: expect.any(String) as unknown, verification_status: 'pending' },
    });
    const companyId = (answer.body as Attached).company_id;

    const [company] = await companiesWithOrgNo(backend(), orgNo);
    expect(company).toMatchObject({ id: companyId, name: 'Nordlys Konsult AS', invoice_email: email });
    // The caller is its one member, as owner; its earlier memberships stay as they were.
    expect(await membersOf(companyId)).toEqual([{ user_id: id, role: 'owner' }]);
    expect(await membershipsOf(backend(), id)).toEqual([...before, { company_id: companyId, role: 'owner' }]);
    // It gains the global role company and keeps the roles it had.
    expect((await globalRolesOf(backend(), id)).sort()).toEqual(
      [...new Set([...rolesBefore, 'company'])].sort(),
    );
  });

  it.each(personas)(
    "%s (%s) is refused with another persona's e-mail (403) and nothing is attached",
    async (persona) => {
      const other = PERSONA_USERS[someoneElse(persona)];
      const { id } = PERSONA_USERS[persona];
      const callerBefore = await membershipsOf(backend(), id);
      const otherBefore = await membershipsOf(backend(), other.id);
      const otherRolesBefore = await globalRolesOf(backend(), other.id);
      const orgNo = validOrgNo();

      for (const named of [other.email, other.email.toUpperCase()]) {
        const answer = await statusOf(
          await invoke(await signedInAs(persona), FUNCTION, { body: body(named, orgNo) }),
        );
        expect(answer).toEqual({
          status: 403,
          body: { error: 'E-postadressen stemmer ikke med kontoen du er logget inn med' },
        });
      }
      expect(await companiesWithOrgNo(backend(), orgNo)).toEqual([]);
      expect(await membershipsOf(backend(), id)).toEqual(callerBefore);
      expect(await membershipsOf(backend(), other.id)).toEqual(otherBefore);
      expect(await globalRolesOf(backend(), other.id)).toEqual(otherRolesBefore);
    },
  );

  it.each(personas)(
    '%s (%s) gets 409 for an organisation number a verified company holds',
    async (persona, email) => {
      const { id } = PERSONA_USERS[persona];
      const before = await membershipsOf(backend(), id);
      // One registered moments ago by a fresh account, and the seeded companies' (a persona's own included).
      const first = await signedInNewAccount(backend(), 'forstefirma');
      const taken = validOrgNo();
      expect((await invoke(first.client, FUNCTION, { body: body(first.email, taken) })).error).toBeNull();
      await verifyClaim(backend(), taken);

      for (const [name, orgNo] of [['Nordlys Konsult AS', taken] as const, ...SEEDED_COMPANIES]) {
        for (const written of [orgNo, spaced(orgNo)]) {
          const answer = await statusOf(
            await invoke(await signedInAs(persona), FUNCTION, {
              body: body(email, written, { companyName: 'Kopi AS' }),
            }),
          );
          expect(answer).toEqual({
            status: 409,
            body: { error: 'Organisasjonsnummeret er allerede registrert' },
          });
          expect((await companiesWithOrgNo(backend(), orgNo)).map((company) => company.name)).toEqual([name]);
        }
      }
      expect(await membershipsOf(backend(), id)).toEqual(before);
      expect(await membershipsOf(backend(), first.id)).toHaveLength(1);
    },
  );

  it.each(personas)('%s (%s) gets 400, not a server error, for a bad body', async (persona, email) => {
    const orgNo = validOrgNo();
    for (const change of [
      { organizationNumber: wrongCheckDigit(orgNo) },
      { companyName: '' },
      { invoiceEmail: 'faktura@' },
    ]) {
      const answer = await statusOf(
        await invoke(await signedInAs(persona), FUNCTION, { body: { ...body(email, orgNo), ...change } }),
      );
      expect(answer.status).toBe(400);
    }
    expect(await companiesWithOrgNo(backend(), orgNo)).toEqual([]);
  });
});

/** A raw POST with the account's access token, for bodies supabase-js would not send as JSON. */
async function postAs(account: NewAccount, rawBody: string): Promise<Response> {
  const { data } = await account.client.auth.getSession();
  return fetch(`${backend().url}/functions/v1/${FUNCTION}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${data.session?.access_token ?? ''}`,
      'Content-Type': 'application/json',
    },
    body: rawBody,
  });
}

describe('attach-company-to-user bad requests', () => {
  const INVALID = 'Ugyldig forespørsel';

  it.each([
    ['a missing e-mail', { email: undefined }, ['email'], 'E-post (email) mangler'],
    ['a malformed e-mail', { email: 'ikke-en-adresse' }, ['email'], 'E-post må være en gyldig e-postadresse'],
    [
      'a missing company name',
      { companyName: undefined },
      ['companyName'],
      'Firmanavn (companyName) mangler',
    ],
    ['a blank company name', { companyName: '   ' }, ['companyName'], 'Firmanavn er påkrevd'],
    [
      'a company name that is too long',
      { companyName: 'A'.repeat(201) },
      ['companyName'],
      'Firmanavnet kan være høyst 200 tegn',
    ],
    [
      'a missing organisation number',
      { organizationNumber: undefined },
      ['organizationNumber'],
      'Organisasjonsnummer (organizationNumber) mangler',
    ],
    [
      'an organisation number of eight digits',
      { organizationNumber: '12345678' },
      ['organizationNumber'],
      'Organisasjonsnummer må bestå av nøyaktig 9 siffer',
    ],
    [
      'an organisation number with a wrong check digit',
      { organizationNumber: wrongCheckDigit(validOrgNo()) },
      ['organizationNumber'],
      'Organisasjonsnummeret er ikke gyldig (kontrollsifferet stemmer ikke)',
    ],
    [
      'an organisation number as a number',
      { organizationNumber: 914563720 },
      ['organizationNumber'],
      'Organisasjonsnummer må være tekst',
    ],
    ['a missing address', { address: undefined }, ['address'], 'Adresse (address) mangler'],
    ['a blank address', { address: '' }, ['address'], 'Adresse er påkrevd'],
    ['an address as a list', { address: ['Gate 1'] }, ['address'], 'Adresse (address) må være tekst'],
    [
      'a malformed invoice e-mail',
      { invoiceEmail: 'faktura@' },
      ['invoiceEmail'],
      'Faktura-e-post må være en gyldig e-postadresse',
    ],
    [
      'an invoice e-mail as a boolean',
      { invoiceEmail: true },
      ['invoiceEmail'],
      'Faktura-e-post (invoiceEmail) må være tekst',
    ],
  ])('answers 400 for %s', async (_what, change, path, message) => {
    const account = await signedInNewAccount(backend(), 'feil');
    const orgNo = validOrgNo();
    const { error } = await invoke(account.client, FUNCTION, {
      body: { ...body(account.email, orgNo), ...change },
    });
    const { status, body: answer } = await failure(error);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ error: INVALID, details: [{ path, message }] });
    expect(await companiesWithOrgNo(backend(), orgNo)).toEqual([]);
  });

  it.each([
    ['a list', ['x']],
    ['a string', 'x'],
    ['null', null],
    ['a number', 42],
  ])('answers 400 when the JSON body is %s instead of an object', async (_what, payload) => {
    const account = await signedInNewAccount(backend(), 'liste');
    const response = await postAs(account, JSON.stringify(payload));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: INVALID,
      details: [
        {
          message:
            'Forespørselen må være et JSON-objekt med email, companyName, organizationNumber og address',
        },
      ],
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const account = await signedInNewAccount(backend(), 'ikkejson');
    const response = await postAs(account, '{"email": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: INVALID,
      details: [{ path: [], code: 'invalid_json', message: 'Forespørselen må være gyldig JSON' }],
    });
  });

  it('accepts only POST and answers preflights', async () => {
    const account = await signedInNewAccount(backend(), 'metode');
    const { error } = await invoke(account.client, FUNCTION, { method: 'GET' });
    expect((await failure(error)).status).toBe(405);
    const preflight = await fetch(`${backend().url}/functions/v1/${FUNCTION}`, { method: 'OPTIONS' });
    expect(preflight.ok).toBe(true);
  });
});
