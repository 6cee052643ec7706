import { describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  clickLink,
  latestMail,
  mailsTo,
  uniqueEmail,
  verifyLinkOf,
} from '../auth/auth-helpers.ts';
import { COMPANIES } from '../rls/seed-ids.ts';
import { invitationMails, invited, tokenOf } from './invitation-support.ts';
import { employeesBackendForFile } from './support.ts';

const backend = employeesBackendForFile();

interface ListedEmployee {
  user_id: string;
  email: string;
  firstname: string | null;
  status: 'invited' | 'accepted';
}

// The whole journey of someone new, with supabase-js as the app does it: the owner invites, the
// person opens the mailed link (/accept-invite#invitation=…, which the app reads with
// invitation_by_token), registers an account of their own with their own password, confirms it,
// signs in and accepts. Only then are they a member, listed with the names they chose.
describe('accepting an invitation', () => {
  it('lets a new person register, sign in, accept and show as a member', async () => {
    const owner = await backend().signIn('eier@acme.test');
    const email = uniqueEmail('aksepterer');
    await invited(owner, {
      email,
      company_id: COMPANIES.acme,
      firstname: 'Siri',
      lastname: 'Bakke',
    });

    const token = tokenOf((await invitationMails(backend(), email))[0]);
    const visitor = backend().anon();
    const preview = await visitor.rpc('invitation_by_token', { p_token: token });
    expect(preview.data).toEqual([
      expect.objectContaining({ company_name: 'Acme AS', email, role: 'employee', status: 'pending' }),
    ]);
    const invitationId = preview.data?.[0]?.id ?? '';

    const signUp = await visitor.auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { data: { user_type: 'individual', firstname: 'Siri', lastname: 'Egen', phone: null } },
    });
    expect(signUp.error).toBeNull();
    const confirmMail = (await mailsTo(backend(), email)).find((mail) => mail.kind === 'signup');
    const landing = await clickLink(verifyLinkOf(confirmMail ?? (await latestMail(backend(), email))));
    expect(landing.fragment.get('type')).toBe('signup');

    const person = await backend().signIn(email, STRONG_PASSWORD);
    const before = await person.from('employees').select('company_id');
    expect(before.data).toEqual([]);

    const accepted = await person.rpc('accept_company_invitation', { p_invitation_id: invitationId });
    expect(accepted.error).toBeNull();
    const userId = (await person.auth.getUser()).data.user?.id ?? '';
    const own = await person.from('employees').select('company_id, role').eq('user_id', userId);
    expect(own.data).toEqual([{ company_id: COMPANIES.acme, role: 'employee' }]);
    const roles = await person.from('user_roles').select('role');
    expect((roles.data as { role: string }[]).map((row) => row.role)).toContain('employee');

    const list = await owner.rpc('company_employees', { p_company_id: COMPANIES.acme });
    expect((list.data as ListedEmployee[]).find((row) => row.email === email)).toMatchObject({
      firstname: 'Siri',
      status: 'accepted',
    });
  });

  it('does nothing for a link whose token is wrong', async () => {
    const answer = await backend()
      .anon()
      .rpc('invitation_by_token', { p_token: 'f'.repeat(64) });
    expect(answer.error).toBeNull();
    expect(answer.data).toEqual([]);
  });
});
