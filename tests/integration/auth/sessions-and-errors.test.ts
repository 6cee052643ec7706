import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEFAULT_JWT_SECRET, signJwt } from '../../../supabase/local/keys.ts';
import {
  STRONG_PASSWORD,
  authFetch,
  client,
  createConfirmedUser,
  clickLink,
  fragmentSession,
  jsonBody,
  latestMail,
  required,
  uniqueEmail,
  verifyLinkOf,
  authBackendForFile,
} from './auth-helpers.ts';

const backend = authBackendForFile();

async function signIn(email: string) {
  const supabase = client(backend());
  const { data, error } = await supabase.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return { supabase, session: data.session };
}

function getUserWith(token: string) {
  return authFetch(backend(), '/user', { method: 'GET', headers: { authorization: `Bearer ${token}` } });
}

describe('sign-out', () => {
  it('ends the session: its access token is refused and its refresh token is gone', async () => {
    const email = uniqueEmail('logout');
    await createConfirmedUser(backend(), email);
    const { supabase, session } = await signIn(email);
    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();

    const response = await getUserWith(session.access_token);
    expect(response.status).toBe(403);
    expect(await jsonBody(response)).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    const { error: userError } = await client(backend()).auth.getUser(session.access_token);
    expect(userError?.name).toBe('AuthSessionMissingError');
    const { error: refreshError } = await client(backend()).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(refreshError?.code).toBe('refresh_token_not_found');
  });

  it('scope local ends only this session, scope others every other one', async () => {
    const email = uniqueEmail('scopes');
    await createConfirmedUser(backend(), email);
    const first = await signIn(email);
    const second = await signIn(email);
    const third = await signIn(email);

    await second.supabase.auth.signOut({ scope: 'local' });
    expect((await getUserWith(second.session.access_token)).status).toBe(403);
    expect((await getUserWith(first.session.access_token)).status).toBe(200);

    await third.supabase.auth.signOut({ scope: 'others' });
    expect((await getUserWith(first.session.access_token)).status).toBe(403);
    expect((await getUserWith(third.session.access_token)).status).toBe(200);

    const bad = await authFetch(backend(), '/logout?scope=everyone', {
      headers: { authorization: `Bearer ${third.session.access_token}` },
    });
    expect(bad.status).toBe(400);
    expect((await jsonBody(bad)).code).toBe('validation_failed');
  });

  it('a global sign-out and a password change end the other sessions', async () => {
    const email = uniqueEmail('global');
    await createConfirmedUser(backend(), email);
    const first = await signIn(email);
    const second = await signIn(email);
    await second.supabase.auth.updateUser({ password: 'BytteTil2025!' });
    expect((await getUserWith(first.session.access_token)).status).toBe(403);
    expect((await getUserWith(second.session.access_token)).status).toBe(200);
    const { error } = await second.supabase.auth.signOut({ scope: 'global' });
    expect(error).toBeNull();
    expect((await getUserWith(second.session.access_token)).status).toBe(403);
  });
});

describe('bad tokens at /user', () => {
  it('refuses a forged token as bad_jwt', async () => {
    const forged = await signJwt(
      { sub: crypto.randomUUID(), role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 },
      'not-the-secret-of-this-gateway-but-long-enough',
    );
    const response = await getUserWith(forged);
    expect(response.status).toBe(403);
    const body = await jsonBody(response);
    expect(body.code).toBe('bad_jwt');
    expect(body.message).toMatch(/^invalid JWT: unable to parse or verify signature/);
    const { error } = await client(backend()).auth.getUser(forged);
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('bad_jwt');
  });

  it('refuses an expired token as bad_jwt', async () => {
    const email = uniqueEmail('expiredjwt');
    const userId = await createConfirmedUser(backend(), email);
    const { session } = await signIn(email);
    const claims = decodeJwt(session.access_token);
    const expired = await signJwt(
      {
        ...claims,
        sub: userId,
        iat: required(claims.iat, 'iat') - 7200,
        exp: Math.floor(Date.now() / 1000) - 60,
      },
      DEFAULT_JWT_SECRET,
    );
    const response = await getUserWith(expired);
    expect(response.status).toBe(403);
    expect((await jsonBody(response)).message).toContain('token is expired');
  });

  it('refuses garbage, a missing token and an API key without a user', async () => {
    expect((await getUserWith('not.a.jwt')).status).toBe(403);
    const missing = await fetch(`${backend().url}/auth/v1/user`, { headers: { apikey: backend().anonKey } });
    expect(missing.status).toBe(401);
    expect((await jsonBody(missing)).error_code).toBe('no_authorization');
    const anon = await getUserWith(backend().anonKey);
    expect(anon.status).toBe(403);
    expect((await jsonBody(anon)).message).toBe('invalid claim: missing sub claim');
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 400 bad_json', async () => {
    const response = await authFetch(backend(), '/token?grant_type=password', { body: '{"email": "a@b.c",' });
    expect(response.status).toBe(400);
    const body = await jsonBody(response);
    expect(body.code).toBe('bad_json');
    expect(body.message).toMatch(/^Could not parse request body as JSON/);
  });

  it('answers a field of the wrong type with bad_json and missing fields with validation_failed', async () => {
    const wrongType = await authFetch(backend(), '/signup', {
      body: JSON.stringify({ email: 42, password: 'x' }),
    });
    expect(wrongType.status).toBe(400);
    expect((await jsonBody(wrongType)).code).toBe('bad_json');
    const noEmail = await authFetch(backend(), '/token?grant_type=password', {
      body: JSON.stringify({ password: STRONG_PASSWORD }),
    });
    expect(noEmail.status).toBe(400);
    expect(await jsonBody(noEmail)).toEqual({ code: 'validation_failed', message: 'missing email or phone' });
    const noRecoverEmail = await authFetch(backend(), '/recover', { body: '{}' });
    expect(noRecoverEmail.status).toBe(422);
    expect((await jsonBody(noRecoverEmail)).message).toBe('Password recovery requires an email');
  });

  it('refuses NUL characters, which Postgres cannot store, as bad_json', async () => {
    const response = await authFetch(backend(), '/signup', {
      body: JSON.stringify({
        email: uniqueEmail('nul'),
        password: STRONG_PASSWORD,
        data: { firstname: 'a\u0000b' },
      }),
    });
    expect(response.status).toBe(400);
    expect((await jsonBody(response)).code).toBe('bad_json');
  });

  it('answers a broken verify link with the error fragment or a validation error, never a 500', async () => {
    const garbage = await fetch(`${backend().url}/auth/v1/verify?type=magiclink&token=%00%27--`, {
      redirect: 'manual',
    });
    expect(garbage.status).toBe(303);
    const location = new URL(required(garbage.headers.get('location'), 'location'));
    expect(new URLSearchParams(location.hash.slice(1)).get('error_code')).toBe('otp_expired');

    const unknownType = await fetch(`${backend().url}/auth/v1/verify?type=bogus&token=abc`, {
      redirect: 'manual',
    });
    expect(
      new URLSearchParams(
        new URL(required(unknownType.headers.get('location'), 'location')).hash.slice(1),
      ).get('error_code'),
    ).toBe('validation_failed');

    const bare = await fetch(`${backend().url}/auth/v1/verify`, {
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(bare.status).toBe(422);
    expect(await jsonBody(bare)).toEqual({
      code: 'validation_failed',
      message: 'Verify requires a verification type',
    });
  });

  it('refuses an unknown grant type', async () => {
    const response = await authFetch(backend(), '/token?grant_type=client_credentials', { body: '{}' });
    expect(response.status).toBe(400);
    expect(await jsonBody(response)).toEqual({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    });
  });

  it('uses the pre-2024 error shape for clients that send no API version', async () => {
    const response = await fetch(`${backend().url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend().anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('legacy'), password: STRONG_PASSWORD }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(await jsonBody(response)).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('echoes the API version on errors for supabase-js', async () => {
    const response = await authFetch(backend(), '/token?grant_type=password', { body: 'nope' });
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });
});

describe('invite and admin', () => {
  it('lets the service role invite a user who signs in from the invite mail', async () => {
    const email = uniqueEmail('invite');
    const { data, error } = await backend()
      .service()
      .auth.admin.inviteUserByEmail(email, {
        data: { firstname: 'Ivar' },
        redirectTo: `${backend().url}/velg-passord`,
      });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.invited_at).toBeTruthy();

    const mail = await latestMail(backend(), email);
    expect(mail.subject).toBe('Du er invitert til Ordning');
    const landing = await clickLink(verifyLinkOf(mail));
    expect(landing.url.pathname).toBe('/velg-passord');
    expect(landing.fragment.get('type')).toBe('invite');

    const invited = client(backend());
    await invited.auth.setSession(fragmentSession(landing));
    const { error: passwordError } = await invited.auth.updateUser({ password: STRONG_PASSWORD });
    expect(passwordError).toBeNull();
    const { error: loginError } = await client(backend()).auth.signInWithPassword({
      email,
      password: STRONG_PASSWORD,
    });
    expect(loginError).toBeNull();
  });

  it('denies invites to anon and to signed-in users', async () => {
    const anon = await backend().anon().auth.admin.inviteUserByEmail(uniqueEmail('denied'));
    expect(anon.error?.status).toBe(403);
    expect(anon.error?.code).toBe('not_admin');
    expect(anon.error?.message).toBe('User not allowed');

    const email = uniqueEmail('notadmin');
    await createConfirmedUser(backend(), email);
    const { session } = await signIn(email);
    const response = await authFetch(backend(), '/invite', {
      body: JSON.stringify({ email: uniqueEmail('denied2') }),
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(response.status).toBe(403);
  });

  it('lists, reads, updates and deletes users for the service role', async () => {
    const email = uniqueEmail('admin');
    const userId = await createConfirmedUser(backend(), email);
    const admin = backend().service().auth.admin;
    const { data: list, error } = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(error).toBeNull();
    expect(list.users.some((user) => user.id === userId)).toBe(true);

    const { data: updated } = await admin.updateUserById(userId, { user_metadata: { lastname: 'Hansen' } });
    expect(updated.user?.user_metadata.lastname).toBe('Hansen');
    const { data: fetched } = await admin.getUserById(userId);
    expect(fetched.user?.email).toBe(email);

    const duplicate = await admin.createUser({ email, password: STRONG_PASSWORD });
    expect(duplicate.error?.status).toBe(422);
    expect(duplicate.error?.code).toBe('email_exists');

    expect((await admin.deleteUser(userId)).error).toBeNull();
    const gone = await admin.getUserById(userId);
    expect(gone.error?.status).toBe(404);
  });
});
