import { describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  authBackendForFile,
  clickLink,
  client,
  createConfirmedUser,
  fragmentSession,
  latestMail,
  sql,
  uniqueEmail,
  verifyLinkOf,
} from './auth-helpers.ts';

// secure_password_change = true in supabase/config.toml, the gateway's default.
const backend = authBackendForFile();

async function signedIn(email: string) {
  const supabase = client(backend());
  const { data, error } = await supabase.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
  if (error) throw error;
  return { supabase, userId: data.user.id };
}

/** Moves every session of the user a day and an hour into the past, instead of waiting. */
async function ageSessions(userId: string): Promise<void> {
  await sql(
    backend(),
    `update auth.sessions set created_at = now() - interval '25 hours' where user_id = $1`,
    [userId],
  );
}

async function canSignIn(email: string, password: string): Promise<boolean> {
  const { error } = await client(backend()).auth.signInWithPassword({ email, password });
  return error === null;
}

describe('secure password change', () => {
  it('lets a session started in the last 24 hours change the password', async () => {
    const email = uniqueEmail('freshpw');
    await createConfirmedUser(backend(), email);
    const { supabase } = await signedIn(email);
    const { error } = await supabase.auth.updateUser({ password: 'Fersk2025!' });
    expect(error).toBeNull();
    expect(await canSignIn(email, 'Fersk2025!')).toBe(true);
  });

  it('refuses an older session without a nonce, and a wrong nonce', async () => {
    const email = uniqueEmail('oldpw');
    await createConfirmedUser(backend(), email);
    const { supabase, userId } = await signedIn(email);
    await ageSessions(userId);

    const withoutNonce = await supabase.auth.updateUser({ password: 'Stjaalet2025!' });
    expect(withoutNonce.error?.status).toBe(400);
    expect(withoutNonce.error?.code).toBe('reauthentication_needed');
    expect(withoutNonce.error?.message).toBe('Password update requires reauthentication');

    const wrongNonce = await supabase.auth.updateUser({ password: 'Stjaalet2025!', nonce: '000000' });
    expect(wrongNonce.error?.status).toBe(422);
    expect(wrongNonce.error?.code).toBe('reauthentication_not_valid');

    expect(await canSignIn(email, 'Stjaalet2025!')).toBe(false);
    expect(await canSignIn(email, STRONG_PASSWORD)).toBe(true);
  });

  it('accepts the nonce mailed by reauthenticate(), once', async () => {
    const email = uniqueEmail('noncepw');
    await createConfirmedUser(backend(), email);
    const { supabase, userId } = await signedIn(email);
    await ageSessions(userId);

    const { error: reauthError } = await supabase.auth.reauthenticate();
    expect(reauthError).toBeNull();
    const mail = await latestMail(backend(), email);
    expect(mail.kind).toBe('reauthentication');
    expect(mail.subject).toBe('Bekreft at det er deg');
    expect(mail.links).toEqual([]);
    const nonce = /Engangskoden din er (\d{6})/.exec(mail.text)?.[1];
    expect(nonce).toMatch(/^\d{6}$/);

    const { error } = await supabase.auth.updateUser({ password: 'MedKode2025!', nonce });
    expect(error).toBeNull();
    expect(await canSignIn(email, 'MedKode2025!')).toBe(true);

    const again = await supabase.auth.updateUser({ password: 'EnGangTil2025!', nonce });
    expect(again.error?.code).toBe('reauthentication_not_valid');
  });

  it('still lets the session from a password-reset link set a new password', async () => {
    const email = uniqueEmail('recoverpw');
    const userId = await createConfirmedUser(backend(), email);
    await signedIn(email);
    await ageSessions(userId);
    await client(backend()).auth.resetPasswordForEmail(email);
    const landing = await clickLink(verifyLinkOf(await latestMail(backend(), email)));
    const recovered = client(backend());
    await recovered.auth.setSession(fragmentSession(landing));
    const { error } = await recovered.auth.updateUser({ password: 'Gjenopprettet2025!' });
    expect(error).toBeNull();
    expect(await canSignIn(email, 'Gjenopprettet2025!')).toBe(true);
  });
});
