import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, createConfirmedUser, mailsTo, uniqueEmail } from '../auth/auth-helpers.ts';
import { failure, invoke } from '../functions/support.ts';
import { saveOffer } from '../offers/support.ts';
import { categoryId } from '../rls/seed-ids.ts';
import type { TestBackend } from '../support/backend.ts';
import {
  type NewAccount,
  accountsBackendForFile,
  expectRestError,
  membershipsOf,
  signedInNewAccount,
  validOrgNo,
} from './support.ts';

// Issue 23: anyone signed in could register any organisation number and act as that company
// at once. Each attack below passed on the code before this change.

const backend = accountsBackendForFile();

const EQUINOR = '923609016';
const DNB = '984851006';
/** In the local registry with a fictional daglig leder 'Ingrid Nordlys' (local-roles.ts). */
const NORDLYS = '903552905';

interface Verification {
  verification_status: string;
  rejection_reason: string | null;
  verification_method: string | null;
  registry_evidence: {
    roles: { code: string; name: string }[];
    matched: boolean;
    website: string | null;
  } | null;
}

async function verificationOf(companyId: string): Promise<Verification> {
  const { rows } = await backend().gateway.ctx.db.query<Verification>(
    `select verification_status, rejection_reason, verification_method, registry_evidence
       from public.companies where id = $1`,
    [companyId],
  );
  if (!rows[0]) throw new Error(`no company ${companyId}`);
  return rows[0];
}

function claim(client: SupabaseClient, orgNo: string, name = 'Kravstiller AS') {
  return client.rpc('register_company', {
    company_name: name,
    org_no: orgNo,
    address: 'Forusbeen 50, 4035 Stavanger',
  });
}

async function claimed(client: SupabaseClient, orgNo: string, name?: string): Promise<string> {
  const result = await claim(client, orgNo, name);
  expect(result.error).toBeNull();
  return result.data as string;
}

function attach(account: { client: SupabaseClient; email: string }, orgNo: string) {
  return invoke<{ success: boolean; company_id: string; verification_status: string }>(
    account.client,
    'attach-company-to-user',
    {
      body: {
        email: account.email,
        companyName: 'Kravstiller AS',
        organizationNumber: orgNo,
        address: 'Dronning Eufemias gate 30, 0191 Oslo',
        invoiceEmail: '',
      },
    },
  );
}

async function publishOffer(client: SupabaseClient, companyId: string, title: string): Promise<string> {
  const result = await saveOffer(client, {
    p_offer: {
      company_id: companyId,
      title,
      description: '<p>Gjelder alle ansatte</p>',
      target_audience: 'both',
    },
    p_secrets: { offer_url: 'https://fordel.example/logg-inn', discount_code: 'GRATIS' },
    p_category_ids: [categoryId('car')],
  });
  expect(result.error).toBeNull();
  return result.data as string;
}

/** Whether a viewer finds the offer in the catalogue: the REST list and the delta feed. */
async function seesOffer(viewer: SupabaseClient, offerId: string): Promise<{ rest: boolean; feed: boolean }> {
  const rest = await viewer.from('offers').select('id').eq('id', offerId);
  expect(rest.error).toBeNull();
  const feed = await viewer.rpc('catalogue_changes', {});
  expect(feed.error).toBeNull();
  const offers = (feed.data as { offers: { id: string }[] }).offers;
  return { rest: (rest.data ?? []).length > 0, feed: offers.some((offer) => offer.id === offerId) };
}

/** A confirmed account with these names, signed in. */
async function person(
  b: TestBackend,
  label: string,
  firstname: string,
  lastname: string,
): Promise<NewAccount> {
  const email = uniqueEmail(label);
  const id = await createConfirmedUser(b, email, STRONG_PASSWORD, {
    user_type: 'company',
    firstname,
    lastname,
  });
  return { id, email, client: await b.signIn(email, STRONG_PASSWORD) };
}

describe('a squatted organisation number', () => {
  it('gives privat@ordning.test no powers over Equinor and blocks nobody', async () => {
    const squatter = await backend().signIn('privat@ordning.test');
    const companyId = await claimed(squatter, EQUINOR, 'Equinor ASA');
    expect((await verificationOf(companyId)).verification_status).toBe('pending');

    const subdomain = await squatter
      .from('companies')
      .update({ subdomain: 'equinor', is_white_label_enabled: true })
      .eq('id', companyId);
    expect(expectRestError(subdomain, 400, '23514').message).toBe(
      'Bedriften må være godkjent før den kan få subdomene eller eget design (white label)',
    );
    expectRestError(
      await squatter.from('companies').update({ is_white_label_enabled: true }).eq('id', companyId),
      400,
      '23514',
    );
    const branding = await backend().anon().from('public_company_branding').select('id').eq('id', companyId);
    expect(branding.data).toEqual([]);

    const offerId = await publishOffer(squatter, companyId, 'Equinor: gratis drivstoff for ansatte');
    expect(await seesOffer(backend().anon(), offerId)).toEqual({ rest: false, feed: false });
    const colleague = await backend().signIn('ansatt@acme.test');
    expect(await seesOffer(colleague, offerId)).toEqual({ rest: false, feed: false });
    const secrets = await colleague.from('offer_secrets').select('offer_url').eq('offer_id', offerId);
    expect(secrets.data).toEqual([]);
    // The squatter manages its own offer and sees it; nobody else does.
    expect((await squatter.from('offers').select('id').eq('id', offerId)).data).toEqual([{ id: offerId }]);

    // The real company is not told 'already registered'.
    const registered = await invoke(backend().anon(), 'check-company-registered', {
      body: { orgNo: EQUINOR },
    });
    expect(registered.data).toEqual({ exists: false });
    const real = await signedInNewAccount(backend(), 'equinor');
    expect((await claim(real.client, EQUINOR, 'Equinor ASA')).error).toBeNull();
  });

  it('gives ansatt@acme.test no powers over DNB through attach-company-to-user, and blocks nobody', async () => {
    const employee = await backend().signIn('ansatt@acme.test');
    const { data, error } = await attach({ client: employee, email: 'ansatt@acme.test' }, DNB);
    expect(error).toBeNull();
    expect(data?.verification_status).toBe('pending');
    const companyId = data?.company_id ?? '';
    expectRestError(
      await employee.from('companies').update({ subdomain: 'dnb' }).eq('id', companyId),
      400,
      '23514',
    );

    const real = await signedInNewAccount(backend(), 'dnb');
    const second = await attach(real, DNB);
    expect(second.error).toBeNull();
    expect(second.data?.verification_status).toBe('pending');
  });

  it('lets no registrant verify its own company', async () => {
    const squatter = await signedInNewAccount(backend(), 'selv');
    const companyId = await claimed(squatter.client, validOrgNo());

    const update = await squatter.client
      .from('companies')
      .update({ verification_status: 'verified' })
      .eq('id', companyId);
    expect(update.error).not.toBeNull();
    const forged = await squatter.client.rpc('record_registry_check', {
      company_id: companyId,
      roles: [{ code: 'DAGL', description: 'Daglig leder', name: 'Test Person', fullName: 'Test Person' }],
    });
    expect(forged.error).not.toBeNull();
    const review = await squatter.client.rpc('review_company', { company_id: companyId, approve: true });
    expectRestError(review, 403, '42501');
    expect((await verificationOf(companyId)).verification_status).toBe('pending');
  });
});

describe('verification from the registry', () => {
  it("verifies the registrant named in the organisation's roles, and tells the other claims by mail", async () => {
    const squatter = await signedInNewAccount(backend(), 'nordlyskopi');
    const squatted = await attach(squatter, NORDLYS);
    expect(squatted.data?.verification_status).toBe('pending');
    const squattedId = squatted.data?.company_id ?? '';
    const evidence = (await verificationOf(squattedId)).registry_evidence;
    expect(evidence?.matched).toBe(false);
    expect(evidence?.website).toBe('www.nordlys-regnskap.test');
    expect(evidence?.roles.map((role) => `${role.code} ${role.name}`)).toContain('DAGL Ingrid Nordlys');

    const leader = await person(backend(), 'ingrid', 'Ingrid', 'Nordlys');
    const verified = await attach(leader, NORDLYS);
    expect(verified.error).toBeNull();
    expect(verified.data?.verification_status).toBe('verified');
    const companyId = verified.data?.company_id ?? '';
    expect(await verificationOf(companyId)).toMatchObject({
      verification_status: 'verified',
      verification_method: 'registry',
    });

    expect(await verificationOf(squattedId)).toMatchObject({
      verification_status: 'rejected',
      rejection_reason: 'superseded',
    });
    const [notice] = await mailsTo(backend(), squatter.email);
    expect(notice?.subject).toBe('Registreringen av Kravstiller AS ble avvist');
    expect(notice?.text).toContain('903552905');

    // Verified: its offers are public and it may hold a subdomain.
    const offerId = await publishOffer(leader.client, companyId, 'Nordlys: gratis årsoppgjør');
    expect(await seesOffer(backend().anon(), offerId)).toEqual({ rest: true, feed: true });
    const brand = await leader.client
      .from('companies')
      .update({ subdomain: 'nordlys-regnskap', is_white_label_enabled: true })
      .eq('id', companyId);
    expect(brand.error).toBeNull();

    // The number is now held: a later claim gets 409.
    const late = await signedInNewAccount(backend(), 'sen');
    expect((await failure((await attach(late, NORDLYS)).error)).status).toBe(409);
  });

  it('leaves a registrant who is not in the roles pending, and verify-company asks again only for them', async () => {
    const prokurist = await person(backend(), 'sofie', 'Sofie', 'Havbris');
    const stranger = await person(backend(), 'fremmed', 'Anders', 'Fremmed');
    const strangerCompany = await claimed(stranger.client, '930574430', 'Havbris Sjømat AS');

    const other = await signedInNewAccount(backend(), 'annen');
    expect(
      (
        await failure(
          (await invoke(other.client, 'verify-company', { body: { company_id: strangerCompany } })).error,
        )
      ).status,
    ).toBe(404);

    const asked = await invoke(stranger.client, 'verify-company', { body: { company_id: strangerCompany } });
    expect(asked.data).toEqual({ status: 'pending', matched: false });
    expect((await verificationOf(strangerCompany)).registry_evidence?.roles.length).toBe(2);

    // A prokurist (PROK) counts; registered through the RPC and checked afterwards.
    const companyId = await claimed(prokurist.client, '930574430', 'Havbris Sjømat AS');
    const verified = await invoke(prokurist.client, 'verify-company', { body: { company_id: companyId } });
    expect(verified.data).toEqual({ status: 'verified', matched: true });
    expect((await verificationOf(strangerCompany)).verification_status).toBe('rejected');
  });

  it('answers 400 for a body without a company id', async () => {
    const account = await signedInNewAccount(backend(), 'tom');
    const { error } = await invoke(account.client, 'verify-company', { body: { company_id: 'nei' } });
    expect((await failure(error)).status).toBe(400);
  });
});

describe('verification by a platform admin', () => {
  it('shows the queue with the evidence to admins only, and the first approved claim wins', async () => {
    const orgNo = validOrgNo();
    const first = await signedInNewAccount(backend(), 'forst');
    const second = await signedInNewAccount(backend(), 'andre');
    const firstId = await claimed(first.client, orgNo, 'Først AS');
    const secondId = await claimed(second.client, orgNo, 'Andre AS');
    const offerId = await publishOffer(first.client, firstId, 'Først: rabatt på alt');
    expect(await seesOffer(backend().anon(), offerId)).toEqual({ rest: false, feed: false });

    const owner = await backend().signIn('eier@acme.test');
    expectRestError(await owner.rpc('company_verification_queue'), 403, '42501');
    expectRestError(await owner.rpc('review_company', { company_id: firstId, approve: true }), 403, '42501');
    const refused = await invoke(owner, 'review-company', { body: { company_id: firstId, approve: true } });
    expect((await failure(refused.error)).status).toBe(403);

    const admin = await backend().signIn('admin@ordning.test');
    const queue = await admin.rpc('company_verification_queue');
    expect(queue.error).toBeNull();
    const row = (queue.data as Record<string, unknown>[]).find((entry) => entry.id === firstId);
    expect(row).toMatchObject({
      name: 'Først AS',
      org_no: orgNo,
      registrant_email: first.email,
      registrant_name: 'Test Person',
      email_domain: 'example.test',
      other_claims: 1,
    });
    expect(typeof row?.created_at).toBe('string');

    const approved = await invoke(admin, 'review-company', { body: { company_id: firstId, approve: true } });
    expect(approved.error).toBeNull();
    expect(approved.data).toEqual({ status: 'verified' });
    expect(await verificationOf(secondId)).toMatchObject({
      verification_status: 'rejected',
      rejection_reason: 'superseded',
    });
    expect((await mailsTo(backend(), second.email))[0]?.subject).toBe(
      'Registreringen av Andre AS ble avvist',
    );
    expect(await mailsTo(backend(), first.email)).toEqual([]);
    expect(await seesOffer(backend().anon(), offerId)).toEqual({ rest: true, feed: true });
    expect(await membershipsOf(backend(), second.id)).toEqual([{ company_id: secondId, role: 'owner' }]);

    const again = await invoke(admin, 'review-company', { body: { company_id: secondId, approve: true } });
    expect((await failure(again.error)).status).toBe(400);
    const later = await admin.rpc('company_verification_queue');
    expect((later.data as { id: string }[]).map((entry) => entry.id)).not.toContain(firstId);
  });

  it('lets an admin reject a claim', async () => {
    const account = await signedInNewAccount(backend(), 'avvis');
    const companyId = await claimed(account.client, validOrgNo());
    const admin = await backend().signIn('admin@ordning.test');
    const rejected = await invoke(admin, 'review-company', {
      body: { company_id: companyId, approve: false },
    });
    expect(rejected.data).toEqual({ status: 'rejected' });
    expect(await verificationOf(companyId)).toMatchObject({
      verification_status: 'rejected',
      rejection_reason: 'admin',
    });
  });
});
