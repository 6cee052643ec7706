import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type SupabaseClient, createClient } from '@supabase/supabase-js';
import { projectRoot } from '../../../supabase/local/paths.ts';
import { signJwt } from '../../../supabase/local/keys.ts';
import { reloadSchemaCache } from '../../../supabase/local/rest/rest-api.ts';
import { type TestBackend, startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';

export const ALICE = '11111111-1111-1111-1111-111111111111';
export const BOB = '22222222-2222-2222-2222-222222222222';

export interface RestBackend extends TestBackend {
  /** A JWT as GoTrue would mint it for `sub`, signed with the gateway's secret. */
  token(sub: string, claims?: Record<string, unknown>): Promise<string>;
  /** supabase-js authenticated as `sub` (no auth service involved). */
  userClient(sub: string): Promise<SupabaseClient>;
  /** Raw fetch of `/rest/v1/<path>`, as anon unless headers say otherwise. */
  rest(path: string, init?: RequestInit): Promise<Response>;
}

const CLIENT_OPTIONS = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
} as const;

/**
 * A test backend (migrations, no seed) plus the REST fixture schema of
 * tests/fixtures/rest-fixture.sql, applied as postgres; the schema cache is
 * reloaded afterwards, as `NOTIFY pgrst` would.
 */
export async function startRestBackend(options: { seed?: boolean } = {}): Promise<RestBackend> {
  const backend = await startTestBackend({ seed: options.seed ?? false });
  const fixture = await readFile(join(projectRoot, 'tests/fixtures/rest-fixture.sql'), 'utf8');
  await backend.gateway.ctx.db.exec(fixture);
  await reloadSchemaCache(backend.gateway.ctx);
  const secret = backend.gateway.ctx.config.jwtSecret;
  const token = (sub: string, claims: Record<string, unknown> = {}) =>
    signJwt(
      {
        sub,
        role: 'authenticated',
        aud: 'authenticated',
        exp: Math.floor(Date.now() / 1000) + 3600,
        ...claims,
      },
      secret,
    );
  return {
    ...backend,
    token,
    async userClient(sub) {
      const accessToken = await token(sub);
      return createClient(backend.url, backend.anonKey, {
        ...CLIENT_OPTIONS,
        accessToken: () => Promise.resolve(accessToken),
      });
    },
    rest(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('apikey')) headers.set('apikey', backend.anonKey);
      if (!headers.has('authorization')) headers.set('authorization', `Bearer ${backend.anonKey}`);
      return fetch(`${backend.url}/rest/v1/${path}`, { ...init, headers });
    },
  };
}

/**
 * The file's REST backend (started in beforeAll, closed in afterAll) and one
 * anon client on it, made on first use: getters, valid inside tests and hooks.
 */
export function restBackendForFile(options: { seed?: boolean } = {}): {
  backend: () => RestBackend;
  anon: () => SupabaseClient;
} {
  const backend = backendForFile(() => startRestBackend(options));
  let anon: SupabaseClient | undefined;
  return { backend, anon: () => (anon ??= backend().anon()) };
}

/** The PostgREST error code of a response body. */
export async function errorCode(response: Response): Promise<string> {
  return ((await response.json()) as { code: string }).code;
}

export const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
