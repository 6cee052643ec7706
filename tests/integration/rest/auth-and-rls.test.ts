import { type SupabaseClient, createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../../supabase/local/keys.ts';
import { untyped } from '../support/backend.ts';
import { ALICE, BOB, restBackendForFile } from './rest-backend.ts';

const { backend, anon } = restBackendForFile();
let alice: SupabaseClient;
let bob: SupabaseClient;

beforeAll(async () => {
  alice = await backend().userClient(ALICE);
  bob = await backend().userClient(BOB);
});

const bodies = (rows: { body: string }[] | null) => (rows ?? []).map((row) => row.body).sort();

describe('row-level security is enforced by Postgres through REST', () => {
  it('shows anon only the public notes', async () => {
    const { data } = await anon().from('rest_notes').select('body');
    expect(bodies(data)).toEqual(['Alice public note']);
  });

  it('shows a user the public notes and their own', async () => {
    expect(bodies((await alice.from('rest_notes').select('body')).data)).toEqual([
      'Alice private note',
      'Alice public note',
    ]);
    expect(bodies((await bob.from('rest_notes').select('body')).data)).toEqual([
      'Alice public note',
      'Bob private note',
    ]);
  });

  it('hides rows from embeds and counts alike', async () => {
    const { count } = await anon().from('rest_notes').select('*', { count: 'exact', head: true });
    expect(count).toBe(1);
  });

  it('lets a user insert a note for themselves, owner filled from auth.uid()', async () => {
    const { data, error, status } = await alice
      .from('rest_notes')
      .insert({ body: 'Alice new note' })
      .select()
      .single<{ owner_id: string; body: string; public: boolean }>();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ owner_id: ALICE, body: 'Alice new note', public: false });
  });

  it('refuses an insert for someone else: 403 42501 for a user', async () => {
    const { error, status } = await alice.from('rest_notes').insert({ body: 'Forged', owner_id: BOB });
    expect(status).toBe(403);
    expect(error).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'new row violates row-level security policy for table "rest_notes"',
    });
  });

  it('refuses an anonymous insert: 401 42501', async () => {
    const { error, status } = await anon().from('rest_notes').insert({ body: 'Anonymous', owner_id: ALICE });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('inserts without reading back when the caller may not select the row (return=minimal)', async () => {
    const { status, error } = await alice.from('rest_inbox').insert({ recipient_id: BOB, body: 'Hei Bob' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect((await bob.from('rest_inbox').select('body')).data).toEqual([{ body: 'Hei Bob' }]);
  });

  it('refuses to return a row the caller may not read, and rolls the insert back', async () => {
    const { error, status } = await alice
      .from('rest_inbox')
      .insert({ recipient_id: BOB, body: 'Read it back' })
      .select()
      .single();
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
    expect((await bob.from('rest_inbox').select('body').eq('body', 'Read it back')).data).toEqual([]);
  });

  it("updates only the caller's own rows", async () => {
    const others = await bob.from('rest_notes').update({ body: 'Hacked' }).eq('owner_id', ALICE).select();
    expect(others.data).toEqual([]);
    const own = await bob
      .from('rest_notes')
      .update({ public: true })
      .eq('owner_id', BOB)
      .select('body, public');
    expect(own.data).toEqual([{ body: 'Bob private note', public: true }]);
  });

  it("deletes only the caller's own rows", async () => {
    const denied = await anon().from('rest_notes').delete().eq('body', 'Alice public note').select();
    expect(denied.data).toEqual([]);
    const removed = await alice.from('rest_notes').delete().eq('body', 'Alice new note').select('body');
    expect(removed.data).toEqual([{ body: 'Alice new note' }]);
  });

  it('lets the service role bypass row-level security', async () => {
    const { data } = await untyped(backend().service()).from('rest_notes').select('body');
    expect(data?.length).toBeGreaterThanOrEqual(3);
  });
});

describe('grants', () => {
  it('answers 401 for anon without SELECT on a table', async () => {
    const { error, status } = await anon().from('rest_staff_only').select('*');
    expect(status).toBe(401);
    expect(error).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'permission denied for table rest_staff_only',
    });
  });

  it('lets authenticated users read it', async () => {
    expect((await alice.from('rest_staff_only').select('secret')).data).toEqual([{ secret: 'staff secret' }]);
  });

  it('answers 403 for an authenticated user without privileges', async () => {
    const { error, status } = await alice.from('rest_locked').select('*');
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });
});

describe('JWT verification', () => {
  const request = (token: string) =>
    backend().rest('rest_publishers?select=id', { headers: { Authorization: `Bearer ${token}` } });

  it('answers 401 PGRST301 for a token signed with another secret', async () => {
    const forged = await signJwt(
      { sub: ALICE, role: 'service_role', exp: Math.floor(Date.now() / 1000) + 60 },
      'not-the-secret-not-the-secret-not-the-secret',
    );
    const response = await request(forged);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('invalid_token');
    expect(await response.json()).toEqual({
      code: 'PGRST301',
      details: null,
      hint: null,
      message: 'JWT cryptographic operation failed',
    });
  });

  it('answers 401 PGRST301 for a malformed token', async () => {
    const response = await request('not-a-jwt');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 'PGRST301',
      details: null,
      hint: null,
      message: 'Expected 3 parts in JWT; got 1',
    });
  });

  it('answers 401 PGRST303 for an expired token', async () => {
    const expired = await backend().token(ALICE, { exp: Math.floor(Date.now() / 1000) - 10 });
    const response = await request(expired);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 'PGRST303',
      details: null,
      hint: null,
      message: 'JWT expired',
    });
  });

  it('answers 401 for a role that is not an API role', async () => {
    const response = await request(await backend().token(ALICE, { role: 'postgres' }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: '22023',
      details: null,
      hint: null,
      message: 'role "postgres" does not exist',
    });
  });

  it('reaches supabase-js as an error with the same code', async () => {
    const expired = await backend().token(ALICE, { exp: Math.floor(Date.now() / 1000) - 10 });
    const client = createClient(backend().url, backend().anonKey, {
      auth: { persistSession: false },
      accessToken: () => Promise.resolve(expired),
    });
    const { data, error, status } = await client.from('rest_publishers').select('id');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });
  });
});
