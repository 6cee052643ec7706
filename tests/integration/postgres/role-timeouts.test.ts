import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { signJwt } from '../../../supabase/local/keys.ts';
import { reloadSchemaCache } from '../../../supabase/local/rest/rest-api.ts';
import { startTestBackend, untyped } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';

// Hosted Supabase's role timeouts, applied per request by the gateway as PostgREST applies
// them (`set local role` alone would not). Runs on PGlite and on PostgreSQL.

const backend = backendForFile(async () => {
  const started = await startTestBackend({ seed: false });
  await started.gateway.ctx.db.exec(`
    create function public.test_request_settings() returns json
      language sql stable as $$
        select json_build_object(
          'statement_timeout', current_setting('statement_timeout'),
          'lock_timeout', current_setting('lock_timeout'),
          'read_only', current_setting('transaction_read_only'))
      $$;
    create function public.test_sleep(seconds float8) returns int
      language plpgsql volatile as $$ begin perform pg_sleep(seconds); return 1; end $$;
    grant execute on function public.test_request_settings(), public.test_sleep(float8) to anon, authenticated;
  `);
  await reloadSchemaCache(started.gateway.ctx);
  return started;
});

const CLIENT_OPTIONS = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
} as const;

async function signedInClient() {
  const { url, anonKey, gateway } = backend();
  const token = await signJwt(
    {
      sub: '11111111-1111-1111-1111-111111111111',
      role: 'authenticated',
      aud: 'authenticated',
      exp: Math.floor(Date.now() / 1000) + 3600,
    },
    gateway.ctx.config.jwtSecret,
  );
  return createClient(url, anonKey, { ...CLIENT_OPTIONS, accessToken: () => Promise.resolve(token) });
}

const onPostgres = () => backend().gateway.ctx.db.engine.startsWith('PostgreSQL');

describe('role timeouts', () => {
  it('gives anon 3 s and authenticated 8 s per statement, and 8 s for locks', async () => {
    const anon = await untyped(backend().anon()).rpc('test_request_settings');
    expect(anon.data).toEqual({ statement_timeout: '3s', lock_timeout: '8s', read_only: 'off' });
    const user = await (await signedInClient()).rpc('test_request_settings', {}, { get: true });
    expect(user.data).toEqual({ statement_timeout: '8s', lock_timeout: '8s', read_only: 'on' });
  });

  it('leaves the service role without a statement timeout', async () => {
    const service = await untyped(backend().service()).rpc('test_request_settings');
    expect(service.data).toMatchObject({ statement_timeout: '0', lock_timeout: '8s' });
  });

  // PGlite runs a statement synchronously on the one JavaScript thread, so its timer
  // (a setTimeout) cannot fire until the statement is over: there the bound comes from
  // validating input (catalogue_changes' recheck), not from the timeout.
  it('cuts an anonymous statement off after 3 s on PostgreSQL, and a concurrent read is answered', async () => {
    if (!onPostgres()) return;
    const started = Date.now();
    const slow = untyped(backend().anon())
      .rpc('test_sleep', { seconds: 20 })
      .then((result) => ({ result, at: Date.now() - started }));
    const read = backend()
      .anon()
      .from('categories')
      .select('key')
      .then((result) => ({ result, at: Date.now() - started }));
    const [cut, answered] = await Promise.all([slow, read]);
    expect(cut.result.status).toBe(500);
    expect(cut.result.error?.code).toBe('57014');
    expect(cut.at).toBeGreaterThanOrEqual(2_900);
    expect(cut.at).toBeLessThan(10_000);
    expect(answered.result.error).toBeNull();
    expect(answered.at).toBeLessThan(10_000);
  });
});
