import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  authFetch,
  clickLink,
  client,
  createConfirmedUser,
  latestMail,
  mailsTo,
  uniqueEmail,
  verifyLinkOf,
  jsonBody,
  required,
  authBackendForFile,
} from './auth-helpers.ts';

const backend = authBackendForFile();

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;

/** A response body with its address, ids and timestamps blanked out, keys kept in order. */
function anonymise(body: string, email: string): string {
  return body.replaceAll(email, '<email>').replace(UUID, '<uuid>').replace(TIMESTAMP, '<time>');
}

describe('GET /settings', () => {
  it('reports e-mail sign-in on and confirmation required', async () => {
    const response = await fetch(`${backend().url}/auth/v1/settings`, {
      headers: { apikey: backend().anonKey },
    });
    const settings = await jsonBody(response);
    expect(response.status).toBe(200);
    expect(settings).toMatchObject({
      external: { email: true, phone: false },
      mailer_autoconfirm: false,
      disable_signup: false,
    });
  });
});

describe('sign-up with e-mail confirmation', () => {
  it('returns the user without a session and mails a confirmation link', async () => {
    const email = uniqueEmail('signup');
    const supabase = client(backend());
    const { data, error } = await supabase.auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: {
        data: { firstname: 'Kari', lastname: 'Nordmann' },
        emailRedirectTo: `${backend().url}/velkommen`,
      },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.user_metadata).toMatchObject({
      firstname: 'Kari',
      lastname: 'Nordmann',
      email_verified: false,
    });
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', id: data.user?.id });

    const mail = await latestMail(backend(), email);
    expect(mail.subject).toBe('Bekreft e-postadressen din');
    expect(mail.kind).toBe('signup');
    const link = verifyLinkOf(mail);
    expect(link.startsWith(`${backend().url}/auth/v1/verify?`)).toBe(true);
    expect(new URL(link).searchParams.get('type')).toBe('signup');

    const { error: beforeConfirm } = await supabase.auth.signInWithPassword({
      email,
      password: STRONG_PASSWORD,
    });
    expect(beforeConfirm?.status).toBe(400);
    expect(beforeConfirm?.code).toBe('email_not_confirmed');
    expect(beforeConfirm?.message).toBe('Email not confirmed');

    const landing = await clickLink(link);
    expect(landing.status).toBe(303);
    expect(`${landing.url.origin}${landing.url.pathname}`).toBe(`${backend().url}/velkommen`);
    expect(landing.fragment.get('type')).toBe('signup');
    expect(landing.fragment.get('token_type')).toBe('bearer');
    expect(landing.fragment.get('access_token')).toBeTruthy();

    const { data: signedIn, error: loginError } = await supabase.auth.signInWithPassword({
      email,
      password: STRONG_PASSWORD,
    });
    expect(loginError).toBeNull();
    expect(signedIn.user?.email_confirmed_at).toBeTruthy();
    expect(signedIn.user?.user_metadata).toMatchObject({ firstname: 'Kari', email_verified: true });
  });

  it('answers a repeated sign-up of a confirmed address exactly like a new address, and sends no mail', async () => {
    const taken = uniqueEmail('repeat');
    const userId = await createConfirmedUser(backend(), taken);
    const fresh = uniqueEmail('repeat');
    const signUp = (email: string) =>
      authFetch(backend(), '/signup', {
        body: JSON.stringify({ email, password: 'AnnetPassord1', data: { firstname: 'Ola' } }),
      });
    const [forTaken, forFresh] = [await signUp(taken), await signUp(fresh)];
    expect(forTaken.status).toBe(forFresh.status);
    expect(forTaken.headers.get('content-type')).toBe(forFresh.headers.get('content-type'));
    const [takenText, freshText] = [await forTaken.text(), await forFresh.text()];
    // Key by key and in the same order; only the address, the ids and the clock may differ.
    expect(anonymise(takenText, taken)).toBe(anonymise(freshText, fresh));

    const takenUser = JSON.parse(takenText) as { id: string; identities: unknown[]; user_metadata: object };
    expect(takenUser.id).not.toBe(userId);
    expect(takenUser.identities).toHaveLength(1);
    expect(takenUser.user_metadata).toMatchObject({ firstname: 'Ola', email_verified: false });
    expect(takenText).not.toContain('access_token');
    expect(await mailsTo(backend(), taken)).toHaveLength(0);
    expect(await mailsTo(backend(), fresh)).toHaveLength(1);
  });

  it('re-sends the confirmation to an unconfirmed address without touching the account', async () => {
    const email = uniqueEmail('twice');
    const supabase = client(backend());
    const first = await supabase.auth.signUp({ email, password: STRONG_PASSWORD });
    const second = await supabase.auth.signUp({ email, password: 'EtHeltAnnet1' });
    expect(second.data.user?.id).toBe(first.data.user?.id);
    const mails = await mailsTo(backend(), email);
    expect(mails).toHaveLength(2);
    // Only the newest link works: the first token was replaced.
    const stale = await clickLink(verifyLinkOf(required(mails[1], 'mail 1')));
    expect(stale.fragment.get('error_code')).toBe('otp_expired');
    await clickLink(verifyLinkOf(required(mails[0], 'mail 0')));
    const { error } = await supabase.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(error).toBeNull();
  });

  it('rejects passwords shorter than eight characters as weak_password', async () => {
    const { data, error } = await client(backend()).auth.signUp({
      email: uniqueEmail('weak'),
      password: 'kort12',
    });
    expect(data.user).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect(error?.message).toBe('Password should be at least 8 characters.');
    expect(error).toMatchObject({ reasons: ['length'] });
  });

  it('rejects an invalid e-mail address and a missing password', async () => {
    const invalid = await client(backend()).auth.signUp({
      email: 'ikke-en-adresse',
      password: STRONG_PASSWORD,
    });
    expect(invalid.error?.status).toBe(400);
    expect(invalid.error?.code).toBe('email_address_invalid');

    const response = await authFetch(backend(), '/signup', {
      body: JSON.stringify({ email: uniqueEmail('nopw') }),
    });
    expect(response.status).toBe(422);
    expect(await jsonBody(response)).toEqual({
      code: 'validation_failed',
      message: 'Signup requires a valid password',
    });
  });

  it('never redirects a confirmation to a foreign site', async () => {
    const email = uniqueEmail('foreign');
    await client(backend()).auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { emailRedirectTo: 'https://evil.example.com/steal' },
    });
    const link = verifyLinkOf(await latestMail(backend(), email));
    // The configured site URL, never a URL derived from the request.
    const siteUrl = backend().gateway.ctx.config.siteUrl;
    expect(new URL(link).searchParams.get('redirect_to')).toBe(siteUrl);
    const landing = await clickLink(link);
    expect(landing.url.origin).toBe(siteUrl);
  });
});

describe('password sign-in', () => {
  it('issues a GoTrue session with GoTrue claims', async () => {
    const email = uniqueEmail('login');
    const userId = await createConfirmedUser(backend(), email, STRONG_PASSWORD, { firstname: 'Ola' });
    const supabase = client(backend());
    const before = Math.floor(Date.now() / 1000);
    const { data, error } = await supabase.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(error).toBeNull();
    const session = required(data.session, 'session');
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBeGreaterThanOrEqual(before + 3600);
    expect(session.refresh_token.length).toBeGreaterThanOrEqual(12);
    expect(session.user.id).toBe(userId);
    expect(session.user.last_sign_in_at).toBeTruthy();

    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      iss: `${backend().url}/auth/v1`,
      sub: userId,
      aud: 'authenticated',
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { firstname: 'Ola' },
    });
    expect(claims.exp).toBe(session.expires_at);
    const amr = claims.amr as { method: string; timestamp: number }[];
    expect(amr.map((entry) => entry.method)).toEqual(['password']);
    expect(Math.abs((amr[0]?.timestamp ?? 0) - before)).toBeLessThan(60);
    expect(typeof claims.session_id).toBe('string');

    const { data: me } = await supabase.auth.getUser();
    expect(me.user?.email).toBe(email);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const email = uniqueEmail('wrongpw');
    await createConfirmedUser(backend(), email);
    const wrong = await client(backend()).auth.signInWithPassword({ email, password: 'FeilPassord1' });
    const unknown = await client(backend()).auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: STRONG_PASSWORD,
    });
    for (const { error, data } of [wrong, unknown]) {
      expect(data.session).toBeNull();
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('accepts bcrypt hashes made elsewhere ($2a$ and $2b$)', async () => {
    const email = uniqueEmail('seeded');
    const userId = await createConfirmedUser(backend(), email);
    const { default: bcrypt } = await import('bcryptjs');
    const hash2b = bcrypt.hashSync('Demo1234!', 10);
    // pgcrypto's crypt(..., gen_salt('bf')) writes the same hash under the $2a$ prefix.
    for (const hash of [hash2b, `$2a$${hash2b.slice(4)}`]) {
      await backend().gateway.ctx.db.query(`update auth.users set encrypted_password = $2 where id = $1`, [
        userId,
        hash,
      ]);
      const { error } = await client(backend()).auth.signInWithPassword({ email, password: 'Demo1234!' });
      expect(error).toBeNull();
    }
  });
});
