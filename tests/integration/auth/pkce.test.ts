import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  authBackendForFile,
  authFetch,
  clickLink,
  createConfirmedUser,
  jsonBody,
  latestMail,
  sql,
  uniqueEmail,
  verifyLinkOf,
} from './auth-helpers.ts';

// Issue 22, finding 9: magic links, recovery and sign-up confirmation use
// GoTrue's PKCE flow, as hosted Supabase does for a client with flowType
// 'pkce': the link lands with ?code=, and only the browser that asked for the
// link (it holds the verifier) can trade the code for a session.

const backend = authBackendForFile();

function pkceClient() {
  return createClient(backend().url, backend().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'pkce' },
  });
}

async function landingOf(email: string) {
  const link = verifyLinkOf(await latestMail(backend(), email));
  expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_[0-9a-f]+$/);
  const landing = await clickLink(link);
  expect(landing.status).toBe(303);
  // No session in the URL at all: only a code.
  expect(landing.fragment.get('access_token')).toBeNull();
  const code = landing.url.searchParams.get('code');
  expect(code).toMatch(/^[0-9a-f-]{36}$/);
  return { landing, code: code ?? '' };
}

describe('the PKCE flow of mailed links', () => {
  it('signs in with a magic link only in the client that asked for it', async () => {
    const email = uniqueEmail('pkce-magic');
    const userId = await createConfirmedUser(backend(), email);
    const asker = pkceClient();
    const sent = await asker.auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false, emailRedirectTo: `${backend().url}/` },
    });
    expect(sent.error).toBeNull();
    const { landing, code } = await landingOf(email);
    expect(landing.url.pathname).toBe('/');

    // Someone else's browser has no verifier: the code alone is refused.
    const stranger = await authFetch(backend(), '/token?grant_type=pkce', {
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(stranger.status).toBe(400);
    expect(await jsonBody(stranger)).toMatchObject({ code: 'bad_code_verifier' });

    const { data, error } = await asker.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(userId);
    expect(data.session?.access_token).toBeTruthy();

    // Single use.
    const again = await authFetch(backend(), '/token?grant_type=pkce', {
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(again.status).toBe(404);
    expect(await jsonBody(again)).toMatchObject({ code: 'flow_state_not_found' });
  });

  it('opens a password recovery session from the code, and the new password works', async () => {
    const email = uniqueEmail('pkce-recover');
    await createConfirmedUser(backend(), email);
    const asker = pkceClient();
    const events: string[] = [];
    asker.auth.onAuthStateChange((event) => events.push(event));
    const sent = await asker.auth.resetPasswordForEmail(email, {
      redirectTo: `${backend().url}/password-reset`,
    });
    expect(sent.error).toBeNull();
    const { landing, code } = await landingOf(email);
    expect(landing.url.pathname).toBe('/password-reset');

    const { error } = await asker.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await asker.auth.updateUser({ password: 'Vinter2025!' })).error).toBeNull();
    const signIn = await pkceClient().auth.signInWithPassword({ email, password: 'Vinter2025!' });
    expect(signIn.error).toBeNull();
  });

  it('confirms a sign-up with a code', async () => {
    const email = uniqueEmail('pkce-signup');
    const asker = pkceClient();
    const signUp = await asker.auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { emailRedirectTo: `${backend().url}/` },
    });
    expect(signUp.error).toBeNull();
    const { code } = await landingOf(email);
    const { data, error } = await asker.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('refuses an expired code, and a challenge without its method', async () => {
    const email = uniqueEmail('pkce-expired');
    await createConfirmedUser(backend(), email);
    const asker = pkceClient();
    await asker.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const { code } = await landingOf(email);
    await sql(
      backend(),
      `update auth.flow_state set auth_code_issued_at = now() - interval '6 minutes' where auth_code = $1`,
      [code],
    );
    const { error } = await asker.auth.exchangeCodeForSession(code);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('flow_state_expired');

    const half = await authFetch(backend(), '/otp', {
      body: JSON.stringify({ email, code_challenge: 'abc' }),
    });
    expect(half.status).toBe(400);
    expect(await jsonBody(half)).toMatchObject({ code: 'validation_failed' });
  });

  it('keeps the implicit flow for a client that sends no challenge', async () => {
    const email = uniqueEmail('pkce-implicit');
    await createConfirmedUser(backend(), email);
    const implicit = createClient(backend().url, backend().anonKey, {
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        flowType: 'implicit',
      },
    });
    await implicit.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const link = verifyLinkOf(await latestMail(backend(), email));
    expect(new URL(link).searchParams.get('token')).not.toMatch(/^pkce_/);
    const landing = await clickLink(link);
    expect(landing.fragment.get('access_token')).toBeTruthy();
  });
});
