import { describe, expect, it } from 'vitest';
import { clickLink, latestMail, uniqueEmail, verifyLinkOf } from '../auth/auth-helpers.ts';
import { invoke } from '../functions/support.ts';
import { COMPANIES } from '../rls/seed-ids.ts';
import { employeesBackendForFile } from './support.ts';

const REDIRECT_TO = 'http://localhost:5173/accept-invite';
const NEW_PASSWORD = 'Vinter2026!';

const backend = employeesBackendForFile();

interface ListedEmployee {
  user_id: string;
  email: string;
  firstname: string | null;
  status: 'invited' | 'accepted';
}

// The whole journey with supabase-js, as the app does it: the owner invites, the person follows
// the mailed link (GET /auth/v1/verify, type invite), lands on /accept-invite with a session in
// the fragment, chooses a password at once (no reauthentication nonce: the session is minutes
// old) and from then on signs in with it, listed as accepted.
describe('accepting an invitation', () => {
  it('lets the invited person set a password, sign in and show as accepted', async () => {
    const owner = await backend().signIn('eier@acme.test');
    const email = uniqueEmail('aksepterer');
    const invited = await invoke<{ user_id: string }>(owner, 'invite-employee', {
      body: {
        email,
        firstname: 'Siri',
        lastname: 'Bakke',
        phone: null,
        company_id: COMPANIES.acme,
        role: 'employee',
        redirectTo: REDIRECT_TO,
      },
    });
    expect(invited.error).toBeNull();
    const userId = invited.data?.user_id;

    const landing = await clickLink(verifyLinkOf(await latestMail(backend(), email)));
    expect(`${landing.url.origin}${landing.url.pathname}`).toBe(REDIRECT_TO);
    expect(landing.fragment.get('type')).toBe('invite');
    const accessToken = landing.fragment.get('access_token') ?? '';
    const refreshToken = landing.fragment.get('refresh_token') ?? '';

    const person = backend().anon();
    const session = await person.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
    expect(session.error).toBeNull();
    expect(session.data.user?.id).toBe(userId);
    expect(session.data.user?.email_confirmed_at).toBeTruthy();

    const updated = await person.auth.updateUser({ password: NEW_PASSWORD });
    expect(updated.error).toBeNull();

    const signedIn = await backend().signIn(email, NEW_PASSWORD);
    const own = await signedIn
      .from('employees')
      .select('company_id, role')
      .eq('user_id', userId ?? '');
    expect(own.data).toEqual([{ company_id: COMPANIES.acme, role: 'employee' }]);
    const roles = await signedIn.from('user_roles').select('role');
    expect(roles.data).toEqual([{ role: 'employee' }]);

    const list = await owner.rpc('company_employees', { p_company_id: COMPANIES.acme });
    expect((list.data as ListedEmployee[]).find((row) => row.user_id === userId)).toMatchObject({
      email,
      firstname: 'Siri',
      status: 'accepted',
    });
  });

  it('marks the account confirmed by following the link alone', async () => {
    const owner = await backend().signIn('eier@acme.test');
    const email = uniqueEmail('bare-lenken');
    await invoke(owner, 'invite-employee', {
      body: {
        email,
        firstname: 'Per',
        lastname: 'Lund',
        company_id: COMPANIES.acme,
        redirectTo: REDIRECT_TO,
      },
    });
    await clickLink(verifyLinkOf(await latestMail(backend(), email)));
    const list = await owner.rpc('company_employees', { p_company_id: COMPANIES.acme });
    expect((list.data as ListedEmployee[]).find((row) => row.email === email)?.status).toBe('accepted');
  });
});
