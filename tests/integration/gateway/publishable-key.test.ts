import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type TestBackend, startTestBackend } from '../support/backend.ts';
import { failure, invoke } from '../functions/support.ts';

// A new hosted project's dashboard shows a publishable key (sb_publishable_…) first, and the
// legacy JWT keys are being retired. The app must work when built with one: the REST API, the
// public functions (verify_jwt = false) and, once signed in, the functions that act for a user.

let backend: TestBackend;
let publishableKey: string;

const OPTIONS = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const clientWith = (key: string) => createClient(backend.url, key, OPTIONS);

beforeAll(async () => {
  backend = await startTestBackend();
  publishableKey = backend.gateway.ctx.keys.publishableKey;
});

afterAll(async () => {
  await backend.close();
});

describe('a client built with the publishable key', () => {
  it('is a key of the new kind, not a JWT', () => {
    expect(publishableKey).toMatch(/^sb_publishable_[\w-]{32}$/);
  });

  it('reads the public catalogue as anon', async () => {
    const { data, error } = await clientWith(publishableKey).from('categories').select('id');
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(0);
  });

  it('calls the public functions, which the platform JWT check would have refused', async () => {
    const client = clientWith(publishableKey);
    const lookup = await invoke<{ results: unknown[] }>(client, 'lookup-company', {
      body: { query: 'Acme' },
    });
    expect(lookup.error).toBeNull();
    expect(lookup.data?.results.length).toBeGreaterThan(0);
    const check = await invoke(client, 'check-company-registered', { body: { orgNo: '999888771' } });
    expect(check.error).toBeNull();
    expect(check.data).toEqual({ exists: false });
  });

  it('without a session, a function that acts for a user is refused by the platform', async () => {
    const { error } = await invoke(clientWith(publishableKey), 'invite-employee', { body: {} });
    expect(await failure(error)).toMatchObject({ status: 401, body: { message: 'Invalid JWT' } });
  });

  it('signs in, and the session passes the platform check of a user function', async () => {
    const client = clientWith(publishableKey);
    const { error: signInError } = await client.auth.signInWithPassword({
      email: 'ansatt@acme.test',
      password: DEMO_PASSWORD,
    });
    expect(signInError).toBeNull();
    const { error } = await invoke(client, 'invite-employee', { body: {} });
    // The function itself answers (a bad body, or not allowed), not the platform's 401.
    const { status, body } = await failure(error);
    expect(status).not.toBe(401);
    expect(body).not.toMatchObject({ message: 'Invalid JWT' });
  });

  it('a publishable key of another project is refused', async () => {
    const response = await fetch(`${backend.url}/rest/v1/categories?select=id`, {
      headers: { apikey: 'sb_publishable_notthisprojectnotthisprojectnot12' },
    });
    expect(response.status).toBe(401);
  });
});
