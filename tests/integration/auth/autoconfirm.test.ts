import { describe, expect, it } from 'vitest';
import {
  jsonBody,
  STRONG_PASSWORD,
  clickLink,
  client,
  latestMail,
  uniqueEmail,
  verifyLinkOf,
  authBackendForFile,
} from './auth-helpers.ts';

// GOTRUE_MAILER_AUTOCONFIRM's local counterpart.
const backend = authBackendForFile({ mailerAutoconfirm: true });

describe('sign-up without e-mail confirmation (autoconfirm)', () => {
  it('signs the new user in at once', async () => {
    const settings = await jsonBody(await fetch(`${backend().url}/auth/v1/settings`));
    expect(settings.mailer_autoconfirm).toBe(true);

    const email = uniqueEmail('auto');
    const { data, error } = await client(backend()).auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { data: { firstname: 'Siri' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toMatchObject({ firstname: 'Siri', email_verified: true });
  });

  it('refuses a registered address with 422 user_already_exists', async () => {
    const email = uniqueEmail('dupe');
    await client(backend()).auth.signUp({ email, password: STRONG_PASSWORD });
    const { data, error } = await client(backend()).auth.signUp({ email, password: STRONG_PASSWORD });
    expect(data.user).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });

  it('still moves an address only after both addresses confirm the change', async () => {
    const email = uniqueEmail('autochange');
    const newEmail = uniqueEmail('autochanged');
    const supabase = client(backend());
    await supabase.auth.signUp({ email, password: STRONG_PASSWORD });
    const { data, error } = await supabase.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(newEmail);
    expect((await latestMail(backend(), email)).kind).toBe('email_change');
    expect((await latestMail(backend(), newEmail)).kind).toBe('email_change');
  });

  it('mails a magic link (not a confirmation) to a new address', async () => {
    const email = uniqueEmail('automagic');
    await client(backend()).auth.signInWithOtp({ email });
    const mail = await latestMail(backend(), email);
    expect(mail.kind).toBe('magiclink');
    const landing = await clickLink(verifyLinkOf(mail));
    expect(landing.fragment.get('type')).toBe('magiclink');
  });
});
