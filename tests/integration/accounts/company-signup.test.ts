import { describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  clickLink,
  client,
  createConfirmedUser,
  latestMail,
  uniqueEmail,
  verifyLinkOf,
} from '../auth/auth-helpers.ts';
import type { TestBackend } from '../support/backend.ts';
import {
  accountsBackendForFile,
  companiesWithOrgNo,
  globalRolesOf,
  membershipsOf,
  spaced,
  userIdByEmail,
  validOrgNo,
  wrongCheckDigit,
} from './support.ts';

const backend = accountsBackendForFile();

/** The register page's metadata for a company account (spec section 3). */
function companyMetadata(orgNo: string, companyName = 'Fjellbekk Regnskap AS') {
  return {
    user_type: 'company',
    firstname: 'Ingrid',
    lastname: 'Solberg',
    phone: null,
    company_name: companyName,
    org_no: orgNo,
    address: 'Kongens gate 1, 7011 Trondheim',
  };
}

async function signUp(email: string, data: Record<string, unknown>): Promise<void> {
  const { error } = await client(backend()).auth.signUp({
    email,
    password: STRONG_PASSWORD,
    options: { data },
  });
  expect(error).toBeNull();
}

/**
 * Follows the confirmation link of the latest mail, as the new user would.
 * The link's path and query are sent to this test's backend, whatever public
 * origin the mail names.
 */
async function confirmByMail(target: TestBackend, email: string): Promise<void> {
  const link = new URL(verifyLinkOf(await latestMail(target, email)));
  const landing = await clickLink(new URL(`${link.pathname}${link.search}`, target.url).href);
  expect(landing.status).toBe(303);
  expect(landing.fragment.get('type')).toBe('signup');
  expect(landing.fragment.get('access_token')).toBeTruthy();
}

describe('company sign-up', () => {
  it('creates the company with the user as owner once the e-mail is confirmed', async () => {
    const email = uniqueEmail('bedrift');
    const orgNo = validOrgNo();
    await signUp(email, companyMetadata(orgNo));
    const userId = await userIdByEmail(backend(), email);

    // Nothing is taken before the address is proven.
    expect(await companiesWithOrgNo(backend(), orgNo)).toEqual([]);

    await confirmByMail(backend(), email);
    const [company] = await companiesWithOrgNo(backend(), orgNo);
    expect(company).toMatchObject({
      name: 'Fjellbekk Regnskap AS',
      org_no: orgNo,
      address: 'Kongens gate 1, 7011 Trondheim',
      invoice_email: email,
      phone: null,
    });
    expect(await membershipsOf(backend(), userId)).toEqual([{ company_id: company?.id, role: 'owner' }]);
    expect(await globalRolesOf(backend(), userId)).toEqual(['company']);

    // The new owner reads the company through the API like the profile page does.
    const owner = client(backend());
    await owner.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    const { data } = await owner
      .from('employees')
      .select('role, companies(name, org_no, invoice_email, address)')
      .eq('user_id', userId)
      .eq('role', 'owner');
    expect(data).toEqual([
      {
        role: 'owner',
        companies: {
          name: 'Fjellbekk Regnskap AS',
          org_no: orgNo,
          invoice_email: email,
          address: 'Kongens gate 1, 7011 Trondheim',
        },
      },
    ]);
  });

  it('stores the organisation number without the spaces people type', async () => {
    const email = uniqueEmail('mellomrom');
    const orgNo = validOrgNo();
    await signUp(email, companyMetadata(spaced(orgNo)));
    await confirmByMail(backend(), email);
    expect(await companiesWithOrgNo(backend(), orgNo)).toHaveLength(1);
  });

  // Issue 23: a pending claim blocks nobody (before, the first sign-up held the number and the
  // second got no company); the first claim verified wins, the others are then rejected.
  it('gives the second claimant of a pending number a pending claim of its own, and confirms without error', async () => {
    const orgNo = validOrgNo();
    const first = uniqueEmail('forst');
    await signUp(first, companyMetadata(orgNo, 'Først AS'));
    await confirmByMail(backend(), first);

    const second = uniqueEmail('sist');
    await signUp(second, companyMetadata(orgNo, 'Sist AS'));
    await confirmByMail(backend(), second);

    const companies = await companiesWithOrgNo(backend(), orgNo);
    expect(companies.map((company) => company.name).sort()).toEqual(['Først AS', 'Sist AS']);
    const secondId = await userIdByEmail(backend(), second);
    const secondCompany = companies.find((company) => company.name === 'Sist AS');
    expect(await membershipsOf(backend(), secondId)).toEqual([
      { company_id: secondCompany?.id, role: 'owner' },
    ]);
    const { rows } = await backend().gateway.ctx.db.query<{ verification_status: string }>(
      'select distinct verification_status from public.companies where org_no = $1',
      [orgNo],
    );
    expect(rows).toEqual([{ verification_status: 'pending' }]);

    const { error } = await client(backend()).auth.signInWithPassword({
      email: second,
      password: STRONG_PASSWORD,
    });
    expect(error).toBeNull();
  });

  it('lets a seeded organisation number stay with its company', async () => {
    const email = uniqueEmail('acmekopi');
    await signUp(email, companyMetadata('914563720', 'Falsk Acme AS'));
    await confirmByMail(backend(), email);
    const companies = await companiesWithOrgNo(backend(), '914563720');
    expect(companies.map((company) => company.name)).toEqual(['Acme AS']);
  });

  it.each([
    ['a wrong check digit', (orgNo: string) => ({ org_no: wrongCheckDigit(orgNo) })],
    ['eight digits', (orgNo: string) => ({ org_no: orgNo.slice(0, 8) })],
    ['no address', () => ({ address: '  ' })],
    ['a blank company name', () => ({ company_name: ' ' })],
    ['an object for the organisation number', (orgNo: string) => ({ org_no: { value: orgNo } })],
  ])('confirms an account whose metadata has %s, without a company', async (_what, change) => {
    const email = uniqueEmail('ugyldig');
    const orgNo = validOrgNo();
    await signUp(email, { ...companyMetadata(orgNo), ...change(orgNo) });
    await confirmByMail(backend(), email);
    const userId = await userIdByEmail(backend(), email);
    expect(await membershipsOf(backend(), userId)).toEqual([]);
    expect(await companiesWithOrgNo(backend(), orgNo)).toEqual([]);
    expect(await companiesWithOrgNo(backend(), wrongCheckDigit(orgNo))).toEqual([]);
  });

  it('bills the invoice e-mail typed on the register page', async () => {
    const email = uniqueEmail('eier');
    const invoiceEmail = uniqueEmail('faktura');
    const orgNo = validOrgNo();
    await signUp(email, { ...companyMetadata(orgNo), invoice_email: ` ${invoiceEmail} ` });
    await confirmByMail(backend(), email);
    const [company] = await companiesWithOrgNo(backend(), orgNo);
    expect(company?.invoice_email).toBe(invoiceEmail);
    expect(await membershipsOf(backend(), await userIdByEmail(backend(), email))).toEqual([
      { company_id: company?.id, role: 'owner' },
    ]);
  });

  it.each([
    ['no at sign', 'faktura.example.no'],
    ['no dot after the at sign', 'faktura@localhost'],
    ['a space inside', 'fak tura@example.no'],
    ['only spaces', '   '],
    ['an empty string', ''],
    ['more than 254 characters', `${'a'.repeat(250)}@example.no`],
    ['a number', 42],
    ['null', null],
    ['an object', { email: 'faktura@example.no' }],
    ['an array', ['faktura@example.no']],
  ])(
    'bills the account e-mail when the invoice e-mail is %s, and still creates the company',
    async (_what, junk) => {
      const email = uniqueEmail('reserve');
      const orgNo = validOrgNo();
      await signUp(email, { ...companyMetadata(orgNo), invoice_email: junk });
      await confirmByMail(backend(), email);
      const [company] = await companiesWithOrgNo(backend(), orgNo);
      expect(company?.invoice_email).toBe(email);
      expect(await membershipsOf(backend(), await userIdByEmail(backend(), email))).toEqual([
        { company_id: company?.id, role: 'owner' },
      ]);
    },
  );

  it('bills the typed invoice e-mail of an account created already confirmed', async () => {
    const email = uniqueEmail('admin-faktura');
    const invoiceEmail = uniqueEmail('regnskap');
    const orgNo = validOrgNo();
    await createConfirmedUser(backend(), email, STRONG_PASSWORD, {
      ...companyMetadata(orgNo),
      invoice_email: invoiceEmail,
    });
    const [company] = await companiesWithOrgNo(backend(), orgNo);
    expect(company?.invoice_email).toBe(invoiceEmail);
  });

  it('creates nothing for an individual, even with company fields in the metadata', async () => {
    const email = uniqueEmail('privat');
    const orgNo = validOrgNo();
    await signUp(email, { ...companyMetadata(orgNo), user_type: 'individual' });
    await confirmByMail(backend(), email);
    expect(await companiesWithOrgNo(backend(), orgNo)).toEqual([]);
    expect(await globalRolesOf(backend(), await userIdByEmail(backend(), email))).toEqual([]);
  });

  it('creates the company at once for an account created already confirmed', async () => {
    const email = uniqueEmail('admin-laget');
    const orgNo = validOrgNo();
    const userId = await createConfirmedUser(backend(), email, STRONG_PASSWORD, companyMetadata(orgNo));
    const [company] = await companiesWithOrgNo(backend(), orgNo);
    expect(company?.invoice_email).toBe(email);
    expect(await membershipsOf(backend(), userId)).toEqual([{ company_id: company?.id, role: 'owner' }]);
  });

  it('creates the company once, however often the account is confirmed again', async () => {
    const email = uniqueEmail('igjen');
    const orgNo = validOrgNo();
    const userId = await createConfirmedUser(backend(), email, STRONG_PASSWORD, companyMetadata(orgNo));
    const { error } = await backend().service().auth.admin.updateUserById(userId, { email_confirm: true });
    expect(error).toBeNull();
    expect(await companiesWithOrgNo(backend(), orgNo)).toHaveLength(1);
    expect(await membershipsOf(backend(), userId)).toHaveLength(1);
  });
});

describe('company sign-up with autoconfirm', () => {
  const autoconfirmed = accountsBackendForFile({ mailerAutoconfirm: true, seed: false });

  it('creates the company with the sign-up itself', async () => {
    const email = uniqueEmail('auto');
    const orgNo = validOrgNo();
    const supabase = client(autoconfirmed());
    const { data, error } = await supabase.auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { data: companyMetadata(orgNo) },
    });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    const [company] = await companiesWithOrgNo(autoconfirmed(), orgNo);
    expect(company?.name).toBe('Fjellbekk Regnskap AS');
    const { data: memberships } = await supabase.from('employees').select('role, company_id');
    expect(memberships).toEqual([{ role: 'owner', company_id: company?.id }]);
  });

  it('signs up the second claimant of a pending number with a pending claim and without error', async () => {
    const orgNo = validOrgNo();
    const first = await client(autoconfirmed()).auth.signUp({
      email: uniqueEmail('auto1'),
      password: STRONG_PASSWORD,
      options: { data: companyMetadata(orgNo, 'Første AS') },
    });
    expect(first.error).toBeNull();
    const second = await client(autoconfirmed()).auth.signUp({
      email: uniqueEmail('auto2'),
      password: STRONG_PASSWORD,
      options: { data: companyMetadata(orgNo, 'Andre AS') },
    });
    expect(second.error).toBeNull();
    expect(second.data.session).not.toBeNull();
    expect((await companiesWithOrgNo(autoconfirmed(), orgNo)).map((company) => company.name).sort()).toEqual([
      'Andre AS',
      'Første AS',
    ]);
  });
});
