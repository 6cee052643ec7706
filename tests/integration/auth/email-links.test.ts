import { describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  authFetch,
  clickLink,
  client,
  createConfirmedUser,
  latestMail,
  mailsTo,
  sql,
  uniqueEmail,
  verifyLinkOf,
  jsonBody,
  fragmentSession,
  required,
  authBackendForFile,
} from './auth-helpers.ts';

const backend = authBackendForFile();

/** The six-digit code printed in an auth mail. */
function codeOf(text: string): string {
  const match = /engangskoden (\d{6})/.exec(text);
  if (!match?.[1]) throw new Error('no code in mail');
  return match[1];
}

describe('magic link', () => {
  it('signs in an existing user from the mailed link', async () => {
    const email = uniqueEmail('magic');
    const userId = await createConfirmedUser(backend(), email);
    const { error } = await client(backend()).auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false, emailRedirectTo: `${backend().url}/min-side` },
    });
    expect(error).toBeNull();

    const mail = await latestMail(backend(), email);
    expect(mail.subject).toBe('Din innloggingslenke til Ordning');
    const link = verifyLinkOf(mail);
    expect(new URL(link).searchParams.get('type')).toBe('magiclink');

    const landing = await clickLink(link);
    expect(landing.status).toBe(303);
    expect(landing.url.pathname).toBe('/min-side');
    expect(landing.fragment.get('type')).toBe('magiclink');
    expect(Number(landing.fragment.get('expires_in'))).toBe(3600);
    expect(Number(landing.fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);

    const supabase = client(backend());
    const { data, error: sessionError } = await supabase.auth.setSession(fragmentSession(landing));
    expect(sessionError).toBeNull();
    expect(data.user?.id).toBe(userId);

    // Single use: the same link a second time lands on the error fragment.
    const again = await clickLink(link);
    expect(again.url.pathname).toBe('/min-side');
    expect(Object.fromEntries(again.fragment)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('creates the account of a new address and mails a confirmation that signs in', async () => {
    const email = uniqueEmail('newmagic');
    const { error } = await client(backend()).auth.signInWithOtp({
      email,
      options: { data: { firstname: 'Nina' } },
    });
    expect(error).toBeNull();
    const mail = await latestMail(backend(), email);
    expect(mail.subject).toBe('Bekreft e-postadressen din');
    const landing = await clickLink(verifyLinkOf(mail));
    expect(landing.fragment.get('type')).toBe('signup');
    const { data } = await client(backend()).auth.getUser(fragmentSession(landing).access_token);
    expect(data.user?.user_metadata).toMatchObject({ firstname: 'Nina', email_verified: true });
  });

  it('does not reveal whether an address exists when create_user is false', async () => {
    const known = uniqueEmail('known');
    await createConfirmedUser(backend(), known);
    const unknown = uniqueEmail('unknown');
    const answers = [];
    for (const email of [known, unknown]) {
      const response = await authFetch(backend(), '/otp', {
        body: JSON.stringify({ email, create_user: false }),
      });
      answers.push({ status: response.status, body: await response.text() });
    }
    expect(answers[0]).toEqual({ status: 200, body: '{}' });
    expect(answers[1]).toEqual(answers[0]);
    expect(await mailsTo(backend(), unknown)).toHaveLength(0);
    expect(await sql(backend(), `select 1 from auth.users where email = $1`, [unknown])).toHaveLength(0);
  });

  it('rejects an expired link', async () => {
    const email = uniqueEmail('expired');
    await createConfirmedUser(backend(), email);
    await client(backend()).auth.signInWithOtp({ email });
    // Age the token past its one-hour lifetime instead of waiting.
    await sql(
      backend(),
      `update auth.one_time_tokens set created_at = now() - interval '61 minutes'
      where relates_to = $1`,
      [email],
    );
    const landing = await clickLink(verifyLinkOf(await latestMail(backend(), email)));
    expect(landing.fragment.get('error_code')).toBe('otp_expired');
    expect(landing.fragment.get('access_token')).toBeNull();
  });
});

describe('verifyOtp', () => {
  it('signs in with the e-mailed six-digit code', async () => {
    const email = uniqueEmail('code');
    await createConfirmedUser(backend(), email);
    await client(backend()).auth.signInWithOtp({ email });
    const code = codeOf((await latestMail(backend(), email)).text);
    const supabase = client(backend());
    const wrong = await supabase.auth.verifyOtp({
      email,
      token: code === '000000' ? '111111' : '000000',
      type: 'email',
    });
    expect(wrong.error?.status).toBe(403);
    expect(wrong.error?.code).toBe('otp_expired');
    expect(wrong.error?.message).toBe('Token has expired or is invalid');
    const { data, error } = await supabase.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('signs in with the token hash from the link', async () => {
    const email = uniqueEmail('hash');
    await createConfirmedUser(backend(), email);
    await client(backend()).auth.signInWithOtp({ email });
    const tokenHash = required(
      new URL(verifyLinkOf(await latestMail(backend(), email))).searchParams.get('token'),
      'token in the link',
    );
    const { data, error } = await client(backend()).auth.verifyOtp({
      token_hash: tokenHash,
      type: 'magiclink',
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
  });

  it('validates its input as GoTrue does', async () => {
    const both = await authFetch(backend(), '/verify', {
      body: JSON.stringify({ type: 'email', token: '123456', token_hash: 'abc', email: 'a@example.test' }),
    });
    expect(both.status).toBe(400);
    expect(await jsonBody(both)).toEqual({
      code: 'validation_failed',
      message: 'Verify requires either a token or a token hash',
    });
    const noType = await authFetch(backend(), '/verify', { body: JSON.stringify({ token_hash: 'abc' }) });
    expect(noType.status).toBe(422);
    expect((await jsonBody(noType)).code).toBe('validation_failed');
  });
});

describe('password recovery', () => {
  it('mails a recovery link whose session can set a new password', async () => {
    const email = uniqueEmail('recover');
    await createConfirmedUser(backend(), email);
    const { error } = await client(backend()).auth.resetPasswordForEmail(email, {
      redirectTo: `${backend().url}/nytt-passord`,
    });
    expect(error).toBeNull();
    const mail = await latestMail(backend(), email);
    expect(mail.subject).toBe('Tilbakestill passordet ditt');
    const landing = await clickLink(verifyLinkOf(mail));
    expect(landing.url.pathname).toBe('/nytt-passord');
    expect(landing.fragment.get('type')).toBe('recovery');

    const supabase = client(backend());
    await supabase.auth.setSession(fragmentSession(landing));
    const same = await supabase.auth.updateUser({ password: STRONG_PASSWORD });
    expect(same.error?.status).toBe(422);
    expect(same.error?.code).toBe('same_password');
    expect(same.error?.message).toBe('New password should be different from the old password.');

    const weak = await supabase.auth.updateUser({ password: 'kort' });
    expect(weak.error?.code).toBe('weak_password');

    const { error: updateError } = await supabase.auth.updateUser({ password: 'NyttPassord2025' });
    expect(updateError).toBeNull();
    const oldLogin = await client(backend()).auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(oldLogin.error?.code).toBe('invalid_credentials');
    const newLogin = await client(backend()).auth.signInWithPassword({ email, password: 'NyttPassord2025' });
    expect(newLogin.error).toBeNull();
  });

  it('answers an unknown address exactly like a known one', async () => {
    const known = uniqueEmail('recknown');
    await createConfirmedUser(backend(), known);
    const unknown = uniqueEmail('recunknown');
    const known200 = await authFetch(backend(), '/recover', { body: JSON.stringify({ email: known }) });
    const unknown200 = await authFetch(backend(), '/recover', { body: JSON.stringify({ email: unknown }) });
    expect({ status: known200.status, body: await known200.text() }).toEqual({
      status: unknown200.status,
      body: await unknown200.text(),
    });
    expect(unknown200.status).toBe(200);
    expect(await mailsTo(backend(), unknown)).toHaveLength(0);
  });
});

describe('resend and e-mail change', () => {
  it('resends the sign-up confirmation', async () => {
    const email = uniqueEmail('resend');
    await client(backend()).auth.signUp({ email, password: STRONG_PASSWORD });
    const { error } = await client(backend()).auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    const mails = await mailsTo(backend(), email);
    expect(mails.map((mail) => mail.kind)).toEqual(['signup', 'signup']);
  });

  it('changes the address only after both the old and the new address confirm it', async () => {
    const email = uniqueEmail('before');
    const newEmail = uniqueEmail('after');
    await createConfirmedUser(backend(), email);
    const supabase = client(backend());
    await supabase.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    const { data, error } = await supabase.auth.updateUser({ email: newEmail, data: { firstname: 'Per' } });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(newEmail);
    expect(data.user?.user_metadata.firstname).toBe('Per');

    // double_confirm_changes: both addresses get a link of their own.
    const toOld = await latestMail(backend(), email);
    const toNew = await latestMail(backend(), newEmail);
    expect([toOld.kind, toNew.kind]).toEqual(['email_change', 'email_change']);
    expect(toOld.subject).toBe('Bekreft endring av e-postadresse');
    expect(toOld.text).toContain(newEmail);
    expect(verifyLinkOf(toOld)).not.toBe(verifyLinkOf(toNew));

    const first = await clickLink(verifyLinkOf(toNew));
    expect(first.fragment.get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect(first.fragment.get('access_token')).toBeNull();
    const stillOld = await client(backend()).auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(stillOld.error).toBeNull();
    expect(stillOld.data.user?.email).toBe(email);

    const second = await clickLink(verifyLinkOf(toOld));
    expect(second.fragment.get('type')).toBe('email_change');
    expect(second.fragment.get('access_token')).toBeTruthy();
    const { data: moved, error: loginError } = await client(backend()).auth.signInWithPassword({
      email: newEmail,
      password: STRONG_PASSWORD,
    });
    expect(loginError).toBeNull();
    expect(moved.user?.email).toBe(newEmail);
    expect(moved.user?.new_email).toBeUndefined();
    const oldLogin = await client(backend()).auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(oldLogin.error?.code).toBe('invalid_credentials');
  });
});
