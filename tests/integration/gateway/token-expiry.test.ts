import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { signJwt } from '../../../supabase/local/keys.ts';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';

const backend = backendForFile(() => startTestBackend({ seed: false }));

/** A correctly signed token that never expires: what a leaked, hand-made key would look like. */
function tokenWithoutExp(claims: Record<string, unknown>): Promise<string> {
  return signJwt(claims, backend().gateway.ctx.config.jwtSecret);
}

function withToken(
  path: string,
  token: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  return fetch(`${backend().url}${path}`, {
    ...init,
    headers: { apikey: backend().anonKey, authorization: `Bearer ${token}`, ...init.headers },
  });
}

async function signedInSession(): Promise<{ accessToken: string; userId: string }> {
  const email = `noexp.${randomUUID()}@example.test`;
  const service = backend().service();
  const created = await service.auth.admin.createUser({
    email,
    password: 'Sommer2024!',
    email_confirm: true,
  });
  if (created.error) throw created.error;
  const { data, error } = await backend().anon().auth.signInWithPassword({ email, password: 'Sommer2024!' });
  if (error) throw error;
  return { accessToken: data.session.access_token, userId: created.data.user.id };
}

describe('tokens without exp', () => {
  it('are refused by REST with 401, even for the service role', async () => {
    for (const claims of [{ role: 'service_role' }, { role: 'authenticated', sub: randomUUID() }]) {
      const response = await withToken('/rest/v1/', await tokenWithoutExp(claims));
      expect(response.status, claims.role).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'PGRST303', message: 'JWT has no exp claim' });
    }
  });

  it('are refused by auth as a bad JWT', async () => {
    const { accessToken } = await signedInSession();
    const { exp: _exp, ...claims } = decodeJwt(accessToken);
    const forever = await tokenWithoutExp(claims);

    const user = await withToken('/auth/v1/user', forever, {
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toEqual({
      code: 'bad_jwt',
      message:
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token is missing required claim: exp claim is required',
    });
    const admin = await withToken('/auth/v1/admin/users', await tokenWithoutExp({ role: 'service_role' }));
    expect(admin.status).toBe(403);
  });

  it('are refused by storage and functions', async () => {
    const storage = await withToken('/storage/v1/bucket', await tokenWithoutExp({ role: 'service_role' }));
    // Storage's shape: HTTP 400 carrying statusCode 403.
    expect(storage.status).toBe(400);
    expect(await storage.json()).toMatchObject({
      statusCode: '403',
      code: 'AccessDenied',
      message: 'jwt must have an exp claim',
    });

    // invite-employee keeps the platform's JWT check (the public functions have verify_jwt = false).
    const fn = await withToken('/functions/v1/invite-employee', await tokenWithoutExp({ role: 'anon' }), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(fn.status).toBe(401);
    expect(await fn.json()).toMatchObject({ message: 'Invalid JWT' });
  });

  it('leaves tokens with exp working', async () => {
    const { accessToken } = await signedInSession();
    expect((await withToken('/auth/v1/user', accessToken)).status).toBe(200);
    expect((await withToken('/rest/v1/', backend().serviceRoleKey)).status).toBe(200);
  });
});
