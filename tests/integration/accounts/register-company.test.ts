import { describe, expect, it } from 'vitest';
import { USERS } from '../rls/seed-ids.ts';
import {
  accountsBackendForFile,
  companiesWithOrgNo,
  expectRestError,
  globalRolesOf,
  membershipsOf,
  signedInNewAccount,
  spaced,
  validOrgNo,
  wrongCheckDigit,
} from './support.ts';

const backend = accountsBackendForFile();

function args(orgNo: string, extra: Record<string, unknown> = {}) {
  return { company_name: 'Havbris AS', org_no: orgNo, address: 'Sjøgata 2, 8006 Bodø', ...extra };
}

describe('register_company', () => {
  it("registers a company for the signed-in caller, who becomes owner with the global role 'company'", async () => {
    const account = await signedInNewAccount(backend(), 'rpc');
    const orgNo = validOrgNo();
    const result = await account.client.rpc('register_company', args(spaced(orgNo)));
    expect(result.error).toBeNull();
    expect(result.status).toBe(200);
    const data = result.data as string;
    expect(data).toMatch(/^[0-9a-f-]{36}$/);

    expect(await companiesWithOrgNo(backend(), orgNo)).toEqual([
      {
        id: data,
        name: 'Havbris AS',
        org_no: orgNo,
        address: 'Sjøgata 2, 8006 Bodø',
        invoice_email: account.email,
        phone: null,
      },
    ]);
    expect(await membershipsOf(backend(), account.id)).toEqual([{ company_id: data, role: 'owner' }]);
    expect(await globalRolesOf(backend(), account.id)).toEqual(['company']);
  });

  it('trims the text and keeps a given invoice e-mail', async () => {
    const account = await signedInNewAccount(backend(), 'trim');
    const orgNo = validOrgNo();
    const { error } = await account.client.rpc(
      'register_company',
      args(orgNo, {
        company_name: '  Havbris AS ',
        address: ' Sjøgata 2 ',
        invoice_email: ' post@havbris.test ',
      }),
    );
    expect(error).toBeNull();
    expect((await companiesWithOrgNo(backend(), orgNo))[0]).toMatchObject({
      name: 'Havbris AS',
      address: 'Sjøgata 2',
      invoice_email: 'post@havbris.test',
    });
  });

  it('lets an owner of one company register another', async () => {
    const fjordOwner = await backend().signIn(USERS.fjordOwner.email);
    const orgNo = validOrgNo();
    const result = await fjordOwner.rpc('register_company', args(orgNo));
    expect(result.error).toBeNull();
    const data = result.data as string;
    expect(await membershipsOf(backend(), USERS.fjordOwner.id)).toContainEqual({
      company_id: data,
      role: 'owner',
    });
  });

  it('registers nothing when called by GET (405, read-only as PostgREST runs GET)', async () => {
    const account = await signedInNewAccount(backend(), 'get');
    const orgNo = validOrgNo();
    const result = await account.client.rpc('register_company', args(orgNo), { get: true });
    expect(result.status).toBe(405);
    expect(result.error?.code).toBe('25006');
    expect(await companiesWithOrgNo(backend(), orgNo)).toEqual([]);
    expect(await membershipsOf(backend(), account.id)).toEqual([]);
  });

  it('is denied to anonymous visitors (401) and registers nothing', async () => {
    const orgNo = validOrgNo();
    const result = await backend().anon().rpc('register_company', args(orgNo));
    expectRestError(result, 401, '42501');
    expect(await companiesWithOrgNo(backend(), orgNo)).toEqual([]);
  });

  // Issue 23: a pending claim blocks nobody; only a verified company (or the caller's own
  // pending claim) holds a number. Before, the first claimant held it and everyone else got 409.
  it('lets a second account claim a number that is only pending, both claims pending', async () => {
    const first = await signedInNewAccount(backend(), 'forst');
    const second = await signedInNewAccount(backend(), 'andre');
    const orgNo = validOrgNo();
    expect((await first.client.rpc('register_company', args(orgNo))).error).toBeNull();

    const result = await second.client.rpc('register_company', args(orgNo));
    expect(result.error).toBeNull();
    const companyId = result.data as string;
    expect(await membershipsOf(backend(), second.id)).toEqual([{ company_id: companyId, role: 'owner' }]);
    const { rows } = await backend().gateway.ctx.db.query<{ verification_status: string }>(
      'select verification_status from public.companies where org_no = $1',
      [orgNo],
    );
    expect(rows.map((row) => row.verification_status)).toEqual(['pending', 'pending']);
  });

  it('answers 409 when the caller already claims the number', async () => {
    const account = await signedInNewAccount(backend(), 'igjen');
    const orgNo = validOrgNo();
    expect((await account.client.rpc('register_company', args(orgNo))).error).toBeNull();
    const error = expectRestError(await account.client.rpc('register_company', args(orgNo)), 409, '23505');
    expect(error.message).toBe('Organisasjonsnummeret er allerede registrert');
    expect(await companiesWithOrgNo(backend(), orgNo)).toHaveLength(1);
  });

  it("answers 409 for a verified company's number", async () => {
    const account = await signedInNewAccount(backend(), 'acme');
    const error = expectRestError(
      await account.client.rpc('register_company', args('914563720')),
      409,
      '23505',
    );
    expect(error.message).toBe('Organisasjonsnummeret er allerede registrert');
    expect(await membershipsOf(backend(), account.id)).toEqual([]);
  });

  it.each([
    ['a blank company name', { company_name: '  ' }, 'Firmanavn er påkrevd'],
    ['a missing company name', { company_name: null }, 'Firmanavn er påkrevd'],
    [
      'a company name of 201 characters',
      { company_name: 'A'.repeat(201) },
      'Firmanavnet kan være høyst 200 tegn',
    ],
    ['eight digits', { org_no: '12345678' }, 'Organisasjonsnummer må bestå av nøyaktig 9 siffer'],
    ['letters in the number', { org_no: '91456372A' }, 'Organisasjonsnummer må bestå av nøyaktig 9 siffer'],
    ['a missing number', { org_no: null }, 'Organisasjonsnummer må bestå av nøyaktig 9 siffer'],
    ['Arabic-Indic digits', { org_no: '٩١٤٥٦٣٧٢٠' }, 'Organisasjonsnummer må bestå av nøyaktig 9 siffer'],
    [
      'a wrong check digit',
      { org_no: wrongCheckDigit(validOrgNo()) },
      'Organisasjonsnummeret er ikke gyldig (kontrollsifferet stemmer ikke)',
    ],
    [
      'a number whose remainder is 1',
      { org_no: '100000130' },
      'Organisasjonsnummeret er ikke gyldig (kontrollsifferet stemmer ikke)',
    ],
    ['a blank address', { address: '' }, 'Adresse er påkrevd'],
    ['an address of 301 characters', { address: 'x'.repeat(301) }, 'Adressen kan være høyst 300 tegn'],
    [
      'a malformed invoice e-mail',
      { invoice_email: 'faktura@' },
      'Faktura-e-post må være en gyldig e-postadresse',
    ],
  ])('answers 400 for %s', async (_what, change, message) => {
    const account = await signedInNewAccount(backend(), 'ugyldig');
    const orgNo = validOrgNo();
    const error = expectRestError(
      await account.client.rpc('register_company', args(orgNo, change)),
      400,
      '22023',
    );
    expect(error.message).toBe(message);
    expect(await membershipsOf(backend(), account.id)).toEqual([]);
    expect(await companiesWithOrgNo(backend(), orgNo)).toEqual([]);
  });

  it('takes no owner or user id from the caller', async () => {
    const account = await signedInNewAccount(backend(), 'andres');
    const result = await account.client.rpc('register_company', {
      ...args(validOrgNo()),
      owner_id: USERS.individual.id,
    });
    expectRestError(result, 404, 'PGRST202');
    expect(await membershipsOf(backend(), USERS.individual.id)).toEqual([]);
  });

  it('allows five registrations a day per account, then answers 429', async () => {
    const account = await signedInNewAccount(backend(), 'mange');
    for (let n = 0; n < 5; n += 1) {
      expect((await account.client.rpc('register_company', args(validOrgNo()))).error).toBeNull();
    }
    const orgNo = validOrgNo();
    const error = expectRestError(await account.client.rpc('register_company', args(orgNo)), 429, 'PT429');
    expect(error.message).toBe('For mange bedrifter registrert på kort tid. Prøv igjen senere.');
    expect(await companiesWithOrgNo(backend(), orgNo)).toEqual([]);
  });
});
