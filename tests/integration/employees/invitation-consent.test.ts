import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  clickLink,
  client,
  createConfirmedUser,
  latestMail,
  mailsTo,
  uniqueEmail,
  verifyLinkOf,
} from '../auth/auth-helpers.ts';
import { validOrgNo } from '../accounts/support.ts';
import { COMPANIES } from '../rls/seed-ids.ts';
import type { TestBackend } from '../support/backend.ts';
import {
  invitationMails,
  invitationsTo,
  invited,
  membershipsByEmail,
  sendInvite,
  tokenOf,
} from './invitation-support.ts';
import { employeesBackendForFile, personaClientCache, restoreSeededMemberships } from './support.ts';

const backend = employeesBackendForFile();
const clientOf = personaClientCache(backend);
const db = () => backend().gateway.ctx.db;

afterEach(() => restoreSeededMemberships(db()));

async function signUp(email: string, data: Record<string, unknown>): Promise<void> {
  const { error } = await client(backend()).auth.signUp({
    email,
    password: STRONG_PASSWORD,
    options: { data },
  });
  expect(error).toBeNull();
}

/** Follows the sign-up confirmation link of the address's latest auth mail; the landing's fragment. */
async function confirmSignUp(target: TestBackend, email: string): Promise<URLSearchParams> {
  const signupMail = (await mailsTo(target, email)).find((mail) => mail.kind === 'signup');
  const link = new URL(verifyLinkOf(signupMail ?? (await latestMail(target, email))));
  const landing = await clickLink(new URL(`${link.pathname}${link.search}`, target.url).href);
  return landing.fragment;
}

async function signInAs(email: string): Promise<SupabaseClient> {
  const person = client(backend());
  const { error } = await person.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
  expect(error).toBeNull();
  return person;
}

async function profileOf(email: string) {
  const { rows } = await db().query(
    `select p.firstname, p.lastname, p.phone from public.auth_user_profiles p
     join auth.users u on u.id = p.user_id where u.email = $1`,
    [email],
  );
  return rows;
}

interface MyInvitation {
  id: string;
  company_id: string;
  company_name: string;
  role: string;
}

async function myInvitations(person: SupabaseClient): Promise<MyInvitation[]> {
  const result = await person.rpc('my_company_invitations');
  expect(result.error).toBeNull();
  return result.data as MyInvitation[];
}

describe('an invitation changes nothing before the person accepts', () => {
  it('(a) lets an invited address register its own company with its own password', async () => {
    const email = uniqueEmail('egen-bedrift');
    await invited(await clientOf('fjordOwner'), { email, company_id: COMPANIES.fjord });

    await signUp(email, {
      user_type: 'company',
      firstname: 'Eva',
      lastname: 'Egen',
      phone: null,
      company_name: 'Egen Bedrift AS',
      org_no: validOrgNo(),
      address: 'Storgata 1, 0155 Oslo',
    });
    const fragment = await confirmSignUp(backend(), email);
    expect(fragment.get('type')).toBe('signup');

    const person = await signInAs(email);
    const memberships = await membershipsByEmail(backend(), email);
    expect(memberships).toHaveLength(1);
    expect(memberships[0]?.role).toBe('owner');
    expect(memberships[0]?.company_id).not.toBe(COMPANIES.fjord);
    // The invitation is still there for them to answer.
    expect((await myInvitations(person)).map((invitation) => invitation.company_id)).toEqual([
      COMPANIES.fjord,
    ]);
  });

  it('(b) leaves a pending sign-up, its names and its confirmation link as they were', async () => {
    const email = uniqueEmail('venter');
    await signUp(email, { user_type: 'individual', firstname: 'Kari', lastname: 'Privat', phone: null });
    await invited(await clientOf('fjordOwner'), {
      email,
      company_id: COMPANIES.fjord,
      firstname: 'Fjord',
      lastname: 'Navn',
      phone: '+47 900 00 009',
    });

    // A plain notice, not an auth invitation: no verify link that would replace the sign-up's.
    const [notice] = await invitationMails(backend(), email);
    expect(notice?.links.some((link) => link.includes('/auth/v1/verify'))).toBe(false);
    expect((await mailsTo(backend(), email)).filter((mail) => mail.kind === 'invite')).toEqual([]);

    const fragment = await confirmSignUp(backend(), email);
    expect(fragment.get('error_code')).toBeNull();
    expect(fragment.get('type')).toBe('signup');
    expect(await profileOf(email)).toEqual([{ firstname: 'Kari', lastname: 'Privat', phone: null }]);
    expect(await membershipsByEmail(backend(), email)).toEqual([]);
    await signInAs(email);
  });

  it("(c) keeps two companies' invitations apart, each with its own names", async () => {
    const email = uniqueEmail('to-bedrifter');
    await invited(await clientOf('acmeOwner'), {
      email,
      company_id: COMPANIES.acme,
      firstname: 'Kari',
      lastname: 'Acme',
      phone: '+47 900 00 001',
    });
    await invited(await clientOf('fjordOwner'), {
      email,
      company_id: COMPANIES.fjord,
      firstname: 'Kari',
      lastname: 'Fjord',
      phone: '+47 900 00 002',
    });

    const acmeList = await (
      await clientOf('acmeOwner')
    )
      .from('company_invitations')
      .select('email, firstname, lastname, phone, status')
      .eq('email', email);
    expect(acmeList.data).toEqual([
      { email, firstname: 'Kari', lastname: 'Acme', phone: '+47 900 00 001', status: 'pending' },
    ]);
    expect(await membershipsByEmail(backend(), email)).toEqual([]);
    expect((await invitationsTo(backend(), email)).map((row) => row.company_id)).toEqual([
      COMPANIES.acme,
      COMPANIES.fjord,
    ]);
  });
});

describe('answering invitations', () => {
  it('makes the membership when the person accepts through the link, and only then', async () => {
    const email = uniqueEmail('godtar');
    const owner = await clientOf('acmeOwner');
    await invited(owner, { email, company_id: COMPANIES.acme, role: 'admin' });
    const token = tokenOf((await invitationMails(backend(), email))[0]);

    // Anyone holding the link sees what it is for.
    const preview = await backend().anon().rpc('invitation_by_token', { p_token: token });
    expect(preview.data).toEqual([
      expect.objectContaining({ company_name: 'Acme AS', role: 'admin', email, status: 'pending' }),
    ]);

    const userId = await createConfirmedUser(backend(), email, STRONG_PASSWORD, {
      firstname: 'Egen',
      lastname: 'Person',
    });
    const listedBefore = await owner.rpc('company_employees', { p_company_id: COMPANIES.acme });
    expect((listedBefore.data as { user_id: string }[]).map((row) => row.user_id)).not.toContain(userId);

    const person = await signInAs(email);
    const invitationId = (preview.data as { id: string }[])[0]?.id;
    const accepted = await person.rpc('accept_company_invitation', { p_invitation_id: invitationId });
    expect(accepted.error).toBeNull();
    expect(accepted.data).toBe(COMPANIES.acme);

    expect(await membershipsByEmail(backend(), email)).toEqual([
      { company_id: COMPANIES.acme, role: 'admin' },
    ]);
    const listed = await owner.rpc('company_employees', { p_company_id: COMPANIES.acme });
    expect(
      (listed.data as { user_id: string; firstname: string }[]).find((row) => row.user_id === userId),
    ).toMatchObject({ firstname: 'Egen', status: 'accepted' });
    expect(await profileOf(email)).toEqual([{ firstname: 'Egen', lastname: 'Person', phone: null }]);
    const after = await backend().anon().rpc('invitation_by_token', { p_token: token });
    expect((after.data as { status: string }[])[0]?.status).toBe('accepted');
    // Accepting twice is refused.
    const again = await person.rpc('accept_company_invitation', { p_invitation_id: invitationId });
    expect(again.status).toBe(409);
  });

  it('shows both invitations to the person, who accepts one and declines the other', async () => {
    const email = uniqueEmail('begge');
    await invited(await clientOf('acmeOwner'), { email, company_id: COMPANIES.acme });
    await invited(await clientOf('fjordOwner'), { email, company_id: COMPANIES.fjord });
    await createConfirmedUser(backend(), email);
    const person = await signInAs(email);

    const mine = await myInvitations(person);
    expect(mine.map((invitation) => invitation.company_name)).toEqual(['Acme AS', 'Fjord Eiendom AS']);
    const [acme, fjord] = mine;

    expect((await person.rpc('decline_company_invitation', { p_invitation_id: fjord?.id })).error).toBeNull();
    expect((await person.rpc('accept_company_invitation', { p_invitation_id: acme?.id })).error).toBeNull();

    expect(await membershipsByEmail(backend(), email)).toEqual([
      { company_id: COMPANIES.acme, role: 'employee' },
    ]);
    expect((await invitationsTo(backend(), email)).map((row) => row.status)).toEqual([
      'accepted',
      'declined',
    ]);
    expect(await myInvitations(person)).toEqual([]);
  });

  it('lets nobody but the invited address answer', async () => {
    const email = uniqueEmail('ikke-din');
    const invitationId = await invited(await clientOf('acmeOwner'), { email, company_id: COMPANIES.acme });
    for (const persona of ['individual', 'fjordOwner', 'acmeOwner'] as const) {
      const other = await clientOf(persona);
      const answer = await other.rpc('accept_company_invitation', { p_invitation_id: invitationId });
      expect(answer.status).toBe(404);
      expect((await other.rpc('decline_company_invitation', { p_invitation_id: invitationId })).status).toBe(
        404,
      );
    }
    const visitor = await backend()
      .anon()
      .rpc('accept_company_invitation', { p_invitation_id: invitationId });
    expect(visitor.status).toBe(401);
    expect(await membershipsByEmail(backend(), email)).toEqual([]);
    expect((await invitationsTo(backend(), email))[0]?.status).toBe('pending');
  });

  it('refuses an expired invitation and lets the company invite again', async () => {
    const email = uniqueEmail('utlopt');
    const owner = await clientOf('acmeOwner');
    const invitationId = await invited(owner, { email, company_id: COMPANIES.acme });
    await db().query(
      `update public.company_invitations set expires_at = now() - interval '1 minute' where id = $1`,
      [invitationId],
    );
    await createConfirmedUser(backend(), email);
    const person = await signInAs(email);
    expect(await myInvitations(person)).toEqual([]);
    expect((await person.rpc('accept_company_invitation', { p_invitation_id: invitationId })).status).toBe(
      409,
    );

    await invited(owner, { email, company_id: COMPANIES.acme });
    expect((await invitationsTo(backend(), email)).map((row) => row.status)).toEqual(['expired', 'pending']);
    expect(await myInvitations(person)).toHaveLength(1);
  });
});

describe('inviting', () => {
  it('invites an existing account without touching it, and the person sees it', async () => {
    const owner = await clientOf('acmeOwner');
    const answer = await sendInvite(owner, { email: 'privat@ordning.test', company_id: COMPANIES.acme });
    expect(answer).toEqual({
      status: 200,
      body: { success: true, invitation_id: expect.any(String) as unknown },
    });
    const person = await clientOf('individual');
    expect((await myInvitations(person)).map((invitation) => invitation.company_name)).toEqual(['Acme AS']);
    expect(await membershipsByEmail(backend(), 'privat@ordning.test')).toEqual([]);
    await db().query(`delete from public.company_invitations where email = 'privat@ordning.test'`);
  });

  it('answers 409 for a second pending invitation and 422 for a member', async () => {
    const email = uniqueEmail('dobbel');
    const owner = await clientOf('acmeOwner');
    await invited(owner, { email, company_id: COMPANIES.acme });
    expect(await sendInvite(owner, { email, company_id: COMPANIES.acme })).toEqual({
      status: 409,
      body: { error: 'Invitasjonen er allerede sendt' },
    });
    expect(await sendInvite(owner, { email: 'ansatt@acme.test', company_id: COMPANIES.acme })).toEqual({
      status: 422,
      body: { error: 'User already registered' },
    });
  });
});

describe('resending and revoking from the company', () => {
  it('resends with a new link that replaces the old one', async () => {
    const email = uniqueEmail('igjen');
    const admin = await clientOf('acmeAdmin');
    const invitationId = await invited(admin, { email, company_id: COMPANIES.acme });
    const oldToken = tokenOf((await invitationMails(backend(), email))[0]);

    const answer = await sendInvite(admin, {
      email,
      company_id: COMPANIES.acme,
      invitation_id: invitationId,
      resend: true,
    });
    expect(answer).toEqual({ status: 200, body: { success: true, resent: true } });
    const mails = await invitationMails(backend(), email);
    expect(mails).toHaveLength(2);
    const newToken = tokenOf(mails[0]);
    expect(newToken).not.toBe(oldToken);
    expect((await backend().anon().rpc('invitation_by_token', { p_token: oldToken })).data).toEqual([]);
    expect((await backend().anon().rpc('invitation_by_token', { p_token: newToken })).data).toHaveLength(1);

    const { rows } = await db().query<{ sent_count: number }>(
      'select sent_count from public.company_invitations where id = $1',
      [invitationId],
    );
    expect(rows[0]?.sent_count).toBe(2);
  });

  it('resends by e-mail too, and refuses another company or a plain employee', async () => {
    const email = uniqueEmail('igjen-epost');
    await invited(await clientOf('acmeOwner'), { email, company_id: COMPANIES.acme });
    const resend = { email, company_id: COMPANIES.acme, resend: true };
    expect((await sendInvite(await clientOf('acmeOwner'), resend)).status).toBe(200);
    expect(await sendInvite(await clientOf('fjordOwner'), resend)).toEqual({
      status: 404,
      body: { error: 'Fant ingen ventende invitasjon' },
    });
    expect((await sendInvite(await clientOf('employee'), resend)).status).toBe(404);
  });

  it('revokes a pending invitation: the person can no longer accept it', async () => {
    const email = uniqueEmail('trukket');
    const owner = await clientOf('acmeOwner');
    const invitationId = await invited(owner, { email, company_id: COMPANIES.acme });

    const fjord = await clientOf('fjordOwner');
    expect((await fjord.rpc('revoke_company_invitation', { p_invitation_id: invitationId })).status).toBe(
      404,
    );
    const employee = await clientOf('employee');
    expect((await employee.rpc('revoke_company_invitation', { p_invitation_id: invitationId })).status).toBe(
      404,
    );

    expect(
      (await owner.rpc('revoke_company_invitation', { p_invitation_id: invitationId })).error,
    ).toBeNull();
    await createConfirmedUser(backend(), email);
    const person = await signInAs(email);
    expect(await myInvitations(person)).toEqual([]);
    expect((await person.rpc('accept_company_invitation', { p_invitation_id: invitationId })).status).toBe(
      409,
    );
    expect(await membershipsByEmail(backend(), email)).toEqual([]);

    const list = await owner.from('company_invitations').select('status').eq('id', invitationId);
    expect(list.data).toEqual([{ status: 'revoked' }]);
    // Nothing to resend or revoke any more.
    expect((await owner.rpc('revoke_company_invitation', { p_invitation_id: invitationId })).status).toBe(
      409,
    );
    expect(
      (
        await sendInvite(owner, {
          email,
          company_id: COMPANIES.acme,
          invitation_id: invitationId,
          resend: true,
        })
      ).status,
    ).toBe(409);
  });
});
