import { describe, expect, it } from 'vitest';
import { ALICE, errorCode, json, restBackendForFile } from './rest-backend.ts';

const { backend, anon } = restBackendForFile();

describe('calling functions', () => {
  it('returns a scalar as a bare JSON value', async () => {
    const result = await anon().rpc('rest_add', { a: 2, b: 40 });
    expect(result.error).toBeNull();
    expect(result.status).toBe(200);
    expect(result.data).toBe(42);
  });

  it('uses parameter defaults for arguments left out', async () => {
    expect((await anon().rpc('rest_greet')).data).toBe('hello world');
    expect((await anon().rpc('rest_greet', { name: 'Oslo' })).data).toBe('hello Oslo');
  });

  it('calls with GET, arguments in the query string', async () => {
    expect((await anon().rpc('rest_add', { a: 1, b: 1 }, { get: true })).data).toBe(2);
    const response = await backend().rest('rpc/rest_add?a=5&b=6');
    expect(await response.json()).toBe(11);
  });

  it('returns setof a table as rows that accept select, filters, order and embeds', async () => {
    const { data } = await anon()
      .rpc('rest_books_by_author', { author: 1 })
      .select('title, rest_authors(name)')
      .gt('pages', 500);
    expect(data).toEqual([{ title: 'Kristin Lavransdatter', rest_authors: { name: 'Sigrid Undset' } }]);
  });

  it('returns TABLE(...) results as objects with their columns', async () => {
    const result = await anon()
      .rpc('rest_author_stats')
      .gte('books', 2)
      .order('author_id', { ascending: false });
    expect(result.data).toEqual([
      { author_id: 4, books: 2 },
      { author_id: 2, books: 2 },
      { author_id: 1, books: 2 },
    ]);
  });

  it('returns setof scalars as an array, with ranges', async () => {
    expect((await anon().rpc('rest_tags')).data).toEqual(['children', 'classic', 'historical', 'modernist']);
    expect((await anon().rpc('rest_tags').range(1, 2)).data).toEqual(['classic', 'historical']);
  });

  it('returns a single row type as an object', async () => {
    const { data } = await anon().rpc('rest_first_book').select('id, title');
    expect(data).toEqual({ id: 1, title: 'Kristin Lavransdatter' });
  });

  it('passes the whole body to a function with one unnamed json parameter', async () => {
    const result = await anon().rpc('rest_echo', { nested: { list: [1, 2] }, text: 'æøå' });
    expect(result.data).toEqual({ nested: { list: [1, 2] }, text: 'æøå' });
  });

  it('answers 204 for a void function, and its writes persist', async () => {
    const result = await anon().rpc('rest_log_message', { message: 'hello from rpc' });
    expect(result.error).toBeNull();
    expect(result.status).toBe(204);
    expect(result.data).toBeNull();
    const { rows } = await backend().gateway.ctx.db.query('select message from public.rest_log');
    expect(rows).toEqual([{ message: 'hello from rpc' }]);
  });

  it('counts the rows of a set-returning function with HEAD', async () => {
    const { count, status } = await anon().rpc('rest_tags', {}, { head: true, count: 'exact' });
    expect(status).toBe(200);
    expect(count).toBe(4);
  });

  it('runs as the caller: current_user and auth.uid() come from the JWT', async () => {
    expect((await anon().rpc('rest_whoami')).data).toEqual({ role: 'anon', sub: null });
    const alice = await backend().userClient(ALICE);
    expect((await alice.rpc('rest_whoami')).data).toEqual({ role: 'authenticated', sub: ALICE });
  });
});

describe('calls by GET and HEAD', () => {
  it('runs them read-only: a writing function answers 405 (25006) and writes nothing', async () => {
    for (const method of ['GET', 'HEAD']) {
      const response = await backend().rest(`rpc/rest_log_message?message=${method}`, { method });
      expect(response.status).toBe(405);
      if (method === 'GET') {
        const body = (await response.json()) as { code: string; message: string };
        expect(body).toEqual({
          code: '25006',
          details: null,
          hint: null,
          message: 'cannot execute INSERT in a read-only transaction',
        });
      }
    }
    const { rows } = await backend().gateway.ctx.db.query(
      `select message from public.rest_log where message in ('GET', 'HEAD')`,
    );
    expect(rows).toEqual([]);
  });

  it('still runs reading functions by GET', async () => {
    expect((await anon().rpc('rest_tags', {}, { get: true })).data).toHaveLength(4);
  });

  it('runs the same writing function by POST', async () => {
    expect((await anon().rpc('rest_log_message', { message: 'POST' })).status).toBe(204);
  });
});

describe('function errors', () => {
  it('maps RAISE EXCEPTION to 400 P0001', async () => {
    const { error, status } = await anon().rpc('rest_fail', { message: 'Noe gikk galt' });
    expect(status).toBe(400);
    expect(error).toEqual({ code: 'P0001', details: null, hint: null, message: 'Noe gikk galt' });
  });

  it('answers 404 PGRST202 for an unknown function', async () => {
    const { error, status } = await anon().rpc('rest_missing', { x: 1 });
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function public.rest_missing with parameter x or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
      message: 'Could not find the function public.rest_missing(x) in the schema cache',
    });
  });

  it('answers 404 PGRST202 when the arguments match no overload', async () => {
    const { error, status } = await anon().rpc('rest_add', { a: 1, c: 2 });
    expect(status).toBe(404);
    expect(error?.message).toBe('Could not find the function public.rest_add(a, c) in the schema cache');
  });

  it('answers 300 PGRST203 when overloads cannot be told apart', async () => {
    const { error, status } = await anon().rpc('rest_overloaded', { value: 'x' });
    expect(status).toBe(300);
    expect(error?.code).toBe('PGRST203');
  });

  it('respects EXECUTE grants: 401 for anon, allowed for authenticated', async () => {
    const denied = await anon().rpc('rest_staff_function');
    expect(denied.status).toBe(401);
    expect(denied.error).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'permission denied for function rest_staff_function',
    });
    const alice = await backend().userClient(ALICE);
    expect((await alice.rpc('rest_staff_function')).data).toBe('staff only');
  });

  it('refuses PATCH on /rpc (405 PGRST101)', async () => {
    const response = await backend().rest('rpc/rest_add', { ...json({ a: 1, b: 2 }), method: 'PATCH' });
    expect(response.status).toBe(405);
    expect(await errorCode(response)).toBe('PGRST101');
  });

  it('refuses malformed JSON arguments (400 PGRST102)', async () => {
    const response = await backend().rest('rpc/rest_add', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a": 1,',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST102',
      details: null,
      hint: null,
      message: 'Empty or invalid json',
    });
  });
});
