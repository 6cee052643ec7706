import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  authFetch,
  client,
  createConfirmedUser,
  sql,
  uniqueEmail,
  jsonBody,
  required,
  authBackendForFile,
} from './auth-helpers.ts';

const backend = authBackendForFile();

async function signedInClient(label: string) {
  const email = uniqueEmail(label);
  await createConfirmedUser(backend(), email);
  const supabase = client(backend());
  const { data, error } = await supabase.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return { supabase, session: data.session };
}

function refresh(refreshToken: string) {
  return client(backend()).auth.refreshSession({ refresh_token: refreshToken });
}

/** Moves a revoked token's revocation time into the past instead of waiting for the window to pass. */
async function ageToken(token: string, seconds: number) {
  await sql(
    backend(),
    `update auth.refresh_tokens set updated_at = now() - make_interval(secs => $2::double precision) where token = $1`,
    [token, seconds],
  );
}

describe('refresh_token grant', () => {
  it('refreshes the session through supabase-js and keeps the same session id', async () => {
    const { supabase, session } = await signedInClient('refresh');
    const { data, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.user.id).toBe(session.user.id);
    expect(decodeJwt(required(data.session, 'session').access_token).session_id).toBe(
      decodeJwt(session.access_token).session_id,
    );
    const { data: me, error: userError } = await supabase.auth.getUser();
    expect(userError).toBeNull();
    expect(me.user?.id).toBe(session.user.id);
  });

  it('rotates: the used token is revoked and the new one is its child', async () => {
    const { session } = await signedInClient('rotate');
    const first = await refresh(session.refresh_token);
    const second = await refresh(required(first.data.session, 'session').refresh_token);
    expect(second.error).toBeNull();
    const rows = await sql<{ token: string; parent: string | null; revoked: boolean }>(
      backend(),
      `select token, parent, revoked from auth.refresh_tokens where session_id = $1 order by id`,
      [decodeJwt(session.access_token).session_id],
    );
    expect(rows).toEqual([
      { token: session.refresh_token, parent: null, revoked: true },
      {
        token: required(first.data.session, 'session').refresh_token,
        parent: session.refresh_token,
        revoked: true,
      },
      {
        token: required(second.data.session, 'session').refresh_token,
        parent: required(first.data.session, 'session').refresh_token,
        revoked: false,
      },
    ]);
  });

  it('hands back the current session when a just-used token is replayed within the reuse window', async () => {
    const { session } = await signedInClient('reuse');
    const rotated = await refresh(session.refresh_token);
    const replay = await refresh(session.refresh_token);
    expect(replay.error).toBeNull();
    expect(replay.data.session?.refresh_token).toBe(rotated.data.session?.refresh_token);
    // The replay did not fork the session: the child is still the one live token.
    const next = await refresh(required(rotated.data.session, 'session').refresh_token);
    expect(next.error).toBeNull();
  });

  it('treats a replay after the window as theft and revokes the whole session', async () => {
    const { session } = await signedInClient('theft');
    const rotated = await refresh(session.refresh_token);
    await ageToken(session.refresh_token, 11);

    const replay = await refresh(session.refresh_token);
    expect(replay.data.session).toBeNull();
    expect(replay.error?.status).toBe(400);
    expect(replay.error?.code).toBe('refresh_token_already_used');
    expect(replay.error?.message).toBe('Invalid Refresh Token: Already Used');

    // The legitimate holder's newer token died with the family.
    const victim = await refresh(required(rotated.data.session, 'session').refresh_token);
    expect(victim.error?.code).toBe('refresh_token_already_used');
    const live = await sql(
      backend(),
      `select 1 from auth.refresh_tokens where session_id = $1 and not revoked`,
      [decodeJwt(session.access_token).session_id],
    );
    expect(live).toHaveLength(0);
  });

  it('rejects an unknown refresh token and a missing one', async () => {
    const unknown = await refresh('this-token-was-never-issued');
    expect(unknown.error?.status).toBe(400);
    expect(unknown.error?.code).toBe('refresh_token_not_found');
    expect(unknown.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');

    const missing = await authFetch(backend(), '/token?grant_type=refresh_token', { body: '{}' });
    expect(missing.status).toBe(400);
    expect(await jsonBody(missing)).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });
  });

  it('restores a session with setSession from its tokens', async () => {
    const { session } = await signedInClient('restore');
    const fresh = client(backend());
    const { data, error } = await fresh.auth.setSession({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(session.user.id);
  });
});
