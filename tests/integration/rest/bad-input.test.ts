import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { json, restBackendForFile } from './rest-backend.ts';

const { backend } = restBackendForFile();

async function expectError(response: Response, status: number, body: Record<string, unknown>): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const payload = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(payload).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(payload).toMatchObject(body);
}

function postOnFreshConnection(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', headers, agent: false }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function booksStillThere(): Promise<void> {
  const { rows } = await backend().gateway.ctx.db.query<{ count: number }>(
    'select count(*)::int as count from public.rest_books',
  );
  expect(rows[0]?.count).toBe(7);
}

describe('unknown names', () => {
  it('answers 404 PGRST205 for an unknown table, with a suggestion', async () => {
    await expectError(await backend().rest('rest_book'), 404, {
      code: 'PGRST205',
      details: null,
      hint: "Perhaps you meant the table 'public.rest_books'",
      message: "Could not find the table 'public.rest_book' in the schema cache",
    });
  });

  it('does not expose tables of other schemas', async () => {
    await expectError(await backend().rest('auth.users'), 404, { code: 'PGRST205' });
    await expectError(await backend().rest('users'), 404, { code: 'PGRST205' });
  });

  it('answers 400 42703 for an unknown column in select, filters and order', async () => {
    const expected = { code: '42703', message: 'column rest_books.colour does not exist' };
    await expectError(await backend().rest('rest_books?select=id,colour'), 400, expected);
    await expectError(await backend().rest('rest_books?colour=eq.red'), 400, expected);
    await expectError(await backend().rest('rest_books?order=colour.desc'), 400, expected);
  });

  it('answers 400 42704 for an unknown cast type', async () => {
    await expectError(await backend().rest('rest_books?select=id::colour'), 400, {
      code: '42704',
      message: 'type "colour" does not exist',
    });
  });
});

describe('parse errors', () => {
  it('answers 400 PGRST100 for an unknown operator', async () => {
    await expectError(await backend().rest('rest_books?id=equals.1'), 400, {
      code: 'PGRST100',
      details: 'unknown single value operator equals',
      hint: null,
      message: '"failed to parse filter (equals.1)" (line 1, column 8)',
    });
  });

  it('answers 400 PGRST100 for a filter without a value', async () => {
    await expectError(await backend().rest('rest_books?id=eq'), 400, { code: 'PGRST100' });
  });

  it('answers 400 PGRST100 for a bad is value and a broken logic tree', async () => {
    await expectError(await backend().rest('rest_books?price=is.nothing'), 400, { code: 'PGRST100' });
    await expectError(await backend().rest('rest_books?or=(id.eq.1,title.eq.x'), 400, { code: 'PGRST100' });
    // Without parentheses PostgREST reads `or=id.eq.1` as a filter on a column "orid".
    await expectError(await backend().rest('rest_books?or=id.eq.1'), 400, {
      code: '42703',
      message: 'column rest_books.orid does not exist',
    });
  });

  it('answers 400 PGRST100 for absurdly deep nesting instead of exhausting the stack', async () => {
    const deepSelect = `rest_books?select=${'rest_authors('.repeat(200)}id${')'.repeat(200)}`;
    await expectError(await backend().rest(deepSelect), 400, { code: 'PGRST100' });
    const deepOr = `rest_books?or=(${'or('.repeat(200)}id.eq.1${')'.repeat(201)}`;
    await expectError(await backend().rest(deepOr), 400, { code: 'PGRST100' });
  });

  it('answers 400 PGRST100 for a bad order direction', async () => {
    await expectError(await backend().rest('rest_books?order=id.sideways'), 400, {
      code: 'PGRST100',
      message: '"failed to parse order (id.sideways)" (line 1, column 4)',
    });
  });
});

describe('SQL in identifiers is never executed', () => {
  const attempts = [
    'rest_books?select=id;drop table rest_books',
    'rest_books?select=id,title)from rest_books;drop table rest_books;--',
    'rest_books?select=id::text);drop table rest_books;--',
    'rest_books?order=id;delete from rest_books',
    'rest_books?order=id.desc,(select 1)',
    'rest_books?id;drop table rest_books=eq.1',
    'rest_books?id=eq.1&or=(id.eq.1);drop table rest_books',
    'rest_books?select=*,rest_authors(*);drop table rest_books',
    'rest_books?select=id,"title""; drop table rest_books; --"',
    'rest_books?select=x:id->>0;drop table rest_books',
    'rest_books;drop table rest_books',
  ];

  for (const path of attempts) {
    it(`refuses ${path}`, async () => {
      const response = await backend().rest(path.replace(/ /g, '%20'));
      expect([400, 404]).toContain(response.status);
      await booksStillThere();
    });
  }

  it('ignores a limit that is not a number, as PostgREST does', async () => {
    const response = await backend().rest('rest_books?select=id&limit=1;drop%20table%20rest_books');
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(7);
    await booksStillThere();
  });

  it('refuses SQL in columns= and on_conflict=', async () => {
    const insert = (query: string) =>
      backend().rest(`rest_publishers?${query}`, json({ id: 70, name: 'Safe' }));
    expect((await insert('columns=id,name);drop table rest_books;--')).status).toBe(400);
    expect((await insert('on_conflict=id);drop table rest_books;--')).status).toBe(400);
    await booksStillThere();
  });

  it('refuses SQL in JSON keys of a body', async () => {
    const response = await backend().rest('rest_publishers', json({ id: 71, 'name") values (1);--': 'x' }));
    await expectError(response, 400, { code: 'PGRST204' });
  });
});

describe('bodies', () => {
  it('answers 400 PGRST102 for malformed JSON', async () => {
    const response = await backend().rest('rest_publishers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"id": 1, "name": ',
    });
    await expectError(response, 400, {
      code: 'PGRST102',
      details: null,
      hint: null,
      message: 'Empty or invalid json',
    });
  });

  it('answers 400 PGRST102 for an empty body', async () => {
    const response = await backend().rest('rest_publishers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    await expectError(response, 400, { code: 'PGRST102' });
  });

  it('answers 400 PGRST102 for an unsupported content type', async () => {
    const response = await backend().rest('rest_publishers', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'id=1',
    });
    await expectError(response, 400, {
      code: 'PGRST102',
      message: 'Content-Type not acceptable: text/plain',
    });
  });

  it('accepts a urlencoded form as PostgREST does', async () => {
    const response = await backend().rest('rest_publishers', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', Prefer: 'return=representation' },
      body: 'id=72&name=Form+Forlag',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual([{ id: 72, name: 'Form Forlag' }]);
  });

  it("answers 413 from the gateway's body limit for an oversized body", async () => {
    // A connection of its own: the gateway answers before reading the body, so the socket is not reusable.
    const { status, body } = await postOnFreshConnection(
      `${backend().url}/rest/v1/rest_publishers`,
      JSON.stringify({ id: 73, name: 'x'.repeat(1_100_000) }),
      { apikey: backend().anonKey, 'content-type': 'application/json' },
    );
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({
      code: 'PGRST413',
      details: null,
      hint: null,
      message: 'Payload Too Large',
    });
  });
});

describe('negotiation and routing', () => {
  it('answers 406 PGRST106 for a schema other than public', async () => {
    await expectError(await backend().rest('rest_books', { headers: { 'Accept-Profile': 'auth' } }), 406, {
      code: 'PGRST106',
      details: null,
      hint: 'Only the following schemas are exposed: public',
      message: 'Invalid schema: auth',
    });
    const write = await backend().rest('rest_publishers', {
      ...json({ id: 74, name: 'X' }),
      headers: { 'content-type': 'application/json', 'Content-Profile': 'storage' },
    });
    await expectError(write, 406, { code: 'PGRST106' });
  });

  it('answers 406 PGRST107 for a media type it cannot produce', async () => {
    await expectError(await backend().rest('rest_books', { headers: { Accept: 'application/xml' } }), 406, {
      code: 'PGRST107',
      message: 'None of these media types are available: application/xml',
    });
  });

  it('answers 405 for an unsupported method', async () => {
    const response = await backend().rest('rest_books', { ...json({}), method: 'PUT' });
    await expectError(response, 405, { code: 'PGRST117', message: 'Unsupported HTTP method: PUT' });
  });

  it('describes the API at the root endpoint', async () => {
    for (const path of ['', '/']) {
      const response = await fetch(`${backend().url}/rest/v1${path}`, {
        headers: { apikey: backend().anonKey },
      });
      expect(response.status).toBe(200);
      const document = (await response.json()) as { swagger: string; paths: Record<string, unknown> };
      expect(document.swagger).toBe('2.0');
      expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/rest_books', '/rpc/rest_add']));
    }
  });

  it('answers 404 PGRST125 for a nested path', async () => {
    await expectError(await backend().rest('rest_books/1'), 404, { code: 'PGRST125' });
  });

  it('never answers 500 to a battery of odd requests', async () => {
    const odd = [
      'rest_books?select=',
      'rest_books?select=*,*',
      'rest_books?select=rest_authors(',
      'rest_books?select=a:b:c',
      'rest_books?id=in.(1,2',
      'rest_books?id=in.("unterminated)',
      'rest_books?title=eq.%00',
      'rest_books?tags=cs.{unclosed',
      'rest_books?price=gt.1e999999',
      'rest_books?limit=abc&offset=-3',
      'rest_books?order=',
      'rest_books?select=id->>',
      'rest_books?select=id->0->1',
      'rest_books?created_at=gt.not-a-date',
      'rest_books?title=fts(nosuchconfig).x',
      'rest_books?rest_authors=is.null',
      'rest_books?select=...rest_book_genres(*)',
      'rpc/rest_add?a=x&b=1',
      'rpc/rest_add?a=1',
      'rest_books?title=like(some).x',
      '%E0%A4%A',
    ];
    for (const path of odd) {
      const response = await backend().rest(path);
      expect(response.status, path).toBeLessThan(500);
      const body = await response.text();
      expect(body, path).not.toMatch(/at .*\.ts:\d+/);
    }
    await booksStillThere();
  });
});
