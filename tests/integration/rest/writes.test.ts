import { describe, expect, it } from 'vitest';
import { errorCode, json, restBackendForFile } from './rest-backend.ts';

const { backend, anon } = restBackendForFile();

async function genre(id: number): Promise<unknown> {
  const { rows } = await backend().gateway.ctx.db.query('select * from public.rest_genres where id = $1', [
    id,
  ]);
  return rows[0] ?? null;
}

describe('insert', () => {
  it('inserts one object and answers 201 with no body by default', async () => {
    const { data, error, status } = await anon()
      .from('rest_genres')
      .insert({ id: 10, key: 'crime', name: 'Krim' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    expect(await genre(10)).toEqual({ id: 10, key: 'crime', name: 'Krim' });
  });

  it('returns the inserted rows with .select(), embeds included', async () => {
    const { data, status } = await anon()
      .from('rest_books')
      .insert({ title: 'Trollvinter', author_id: 3, publisher_id: 3 })
      .select('id, title, tags, published, rest_authors(name)')
      .single();
    expect(status).toBe(201);
    expect(data).toEqual({
      id: expect.any(Number) as unknown,
      title: 'Trollvinter',
      tags: [],
      published: true,
      rest_authors: { name: 'Tove Jansson' },
    });
  });

  it('inserts an array, filling keys missing from some rows with null', async () => {
    const { data, error } = await anon()
      .from('rest_genres')
      .insert([
        { id: 11, key: 'essay', name: 'Essay' },
        { id: 12, key: 'drama' },
      ])
      .select();
    expect(error?.code).toBe('23502');
    expect(data).toBeNull();
    expect(await genre(11)).toBeNull();
  });

  it('uses column defaults for missing keys with defaultToNull: false', async () => {
    const { data, error } = await anon()
      .from('rest_books')
      .insert(
        [
          { title: 'Uten sider', author_id: 2 },
          { title: 'Med tags', author_id: 2, tags: ['new'] },
        ],
        {
          defaultToNull: false,
        },
      )
      .select('title, tags, published');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'Uten sider', tags: [], published: true },
      { title: 'Med tags', tags: ['new'], published: true },
    ]);
  });

  it('reports the inserted count', async () => {
    const { count, status } = await anon()
      .from('rest_publishers')
      .insert(
        [
          { id: 20, name: 'Samlaget' },
          { id: 21, name: 'Pax' },
        ],
        { count: 'exact' },
      );
    expect(status).toBe(201);
    expect(count).toBe(2);
  });

  it('refuses an array whose objects carry different keys without columns=', async () => {
    const response = await backend().rest('rest_publishers', json([{ id: 30, name: 'A' }, { id: 31 }]));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST102',
      details: null,
      hint: null,
      message: 'All object keys must match',
    });
  });

  it('refuses a key that is not a column (PGRST204)', async () => {
    const { error, status } = await anon()
      .from('rest_publishers')
      .insert({ id: 40, name: 'X', founded: 1925 });
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST204',
      details: null,
      hint: null,
      message: "Could not find the 'founded' column of 'rest_publishers' in the schema cache",
    });
  });

  it('rolls back an insert asked for as a single object when it makes several rows', async () => {
    const { error, status } = await anon()
      .from('rest_publishers')
      .insert([
        { id: 50, name: 'One' },
        { id: 51, name: 'Two' },
      ])
      .select()
      .single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    const { data } = await anon().from('rest_publishers').select('id').in('id', [50, 51]);
    expect(data).toEqual([]);
  });
});

describe('constraint violations map to PostgREST statuses', () => {
  it('unique violation: 409 23505', async () => {
    const { error, status } = await anon().from('rest_genres').insert({ id: 1, key: 'novel', name: 'Dup' });
    expect(status).toBe(409);
    expect(error).toEqual({
      code: '23505',
      details: 'Key (id)=(1) already exists.',
      hint: null,
      message: 'duplicate key value violates unique constraint "rest_genres_pkey"',
    });
  });

  it('foreign key violation: 409 23503', async () => {
    const { error, status } = await anon().from('rest_books').insert({ title: 'Orphan', author_id: 999 });
    expect(status).toBe(409);
    expect(error?.code).toBe('23503');
  });

  it('not-null and check violations: 400 23502 / 23514', async () => {
    expect((await anon().from('rest_books').insert({ title: null, author_id: 1 })).error?.code).toBe('23502');
    const check = await anon().from('rest_books').insert({ title: 'Negative', author_id: 1, pages: -5 });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
  });

  it('a value of the wrong type: 400 22P02', async () => {
    const { error, status } = await anon().from('rest_books').insert({ title: 'Typed', author_id: 'one' });
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });
});

describe('upsert', () => {
  it('merges duplicates on the primary key', async () => {
    const { data, status } = await anon()
      .from('rest_genres')
      .upsert([
        { id: 4, key: 'poetry', name: 'Dikt' },
        { id: 13, key: 'comics', name: 'Tegneserier' },
      ])
      .select()
      .order('id');
    expect(status).toBe(201);
    expect(data).toEqual([
      { id: 4, key: 'poetry', name: 'Dikt' },
      { id: 13, key: 'comics', name: 'Tegneserier' },
    ]);
  });

  it('merges on another unique column with onConflict', async () => {
    const { error } = await anon()
      .from('rest_genres')
      .upsert({ id: 4, key: 'poetry', name: 'Poesi' }, { onConflict: 'key' });
    expect(error).toBeNull();
    expect(await genre(4)).toEqual({ id: 4, key: 'poetry', name: 'Poesi' });
  });

  it('ignores duplicates when asked to', async () => {
    const { data, error } = await anon()
      .from('rest_genres')
      .upsert({ id: 2, key: 'children', name: 'Ignored' }, { ignoreDuplicates: true })
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(await genre(2)).toEqual({ id: 2, key: 'children', name: 'Barnebok' });
  });
});

describe('update', () => {
  it('updates the filtered rows and answers 204 without a body', async () => {
    const { data, status, error } = await anon().from('rest_people').update({ name: 'Rita R.' }).eq('id', 1);
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
    const { data: row } = await anon().from('rest_people').select('name').eq('id', 1).single();
    expect(row).toEqual({ name: 'Rita R.' });
  });

  it('returns the updated rows with .select() and 200', async () => {
    const { data, status } = await anon()
      .from('rest_books')
      .update({ price: 100 })
      .in('id', [3, 4])
      .select('id, price');
    expect(status).toBe(200);
    expect([...(data ?? [])].sort((a, b) => a.id - b.id)).toEqual([
      { id: 3, price: 100 },
      { id: 4, price: 100 },
    ]);
  });

  it('returns an empty array when no row matches', async () => {
    const { data, status } = await anon().from('rest_books').update({ price: 1 }).eq('id', 999).select();
    expect(status).toBe(200);
    expect(data).toEqual([]);
  });

  it('counts the updated rows', async () => {
    const { count } = await anon()
      .from('rest_books')
      .update({ published: true }, { count: 'exact' })
      .in('id', [1, 2, 3]);
    expect(count).toBe(3);
  });

  it('rolls back an update that affects more rows than max-affected allows (400 PGRST124)', async () => {
    // supabase-js types .maxAffected() for PostgREST 13 clients only; the wire format is two Prefer entries.
    const response = await backend().rest('rest_books?author_id=eq.1', {
      ...json({ price: 1 }),
      method: 'PATCH',
      headers: { 'content-type': 'application/json', Prefer: 'handling=strict, max-affected=1' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST124',
      details: 'The query affects 2 rows',
      hint: null,
      message: 'Query result exceeds max-affected preference constraint',
    });
    const { data } = await anon().from('rest_books').select('price').eq('author_id', 1).lt('price', 2);
    expect(data).toEqual([]);
  });

  it('refuses a body that is not a JSON object', async () => {
    const response = await backend().rest('rest_people?id=eq.1', { ...json('just text'), method: 'PATCH' });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('PGRST102');
  });
});

describe('delete', () => {
  it('deletes the filtered rows and answers 204', async () => {
    await anon().from('rest_publishers').insert({ id: 60, name: 'Temporary' });
    const { status, error } = await anon().from('rest_publishers').delete().eq('id', 60);
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect((await anon().from('rest_publishers').select('id').eq('id', 60)).data).toEqual([]);
  });

  it('returns the deleted rows with .select()', async () => {
    await anon().from('rest_publishers').insert({ id: 61, name: 'Gone' });
    const { data, status } = await anon().from('rest_publishers').delete().eq('id', 61).select();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 61, name: 'Gone' }]);
  });

  it('cascades through foreign keys', async () => {
    const { error } = await anon().from('rest_books').delete().eq('id', 5);
    expect(error).toBeNull();
    const { data } = await anon().from('rest_book_genres').select('book_id').eq('book_id', 5);
    expect(data).toEqual([]);
  });

  it('answers 409 when a foreign key still points at the row', async () => {
    const { error, status } = await anon().from('rest_people').delete().eq('id', 2);
    expect(status).toBe(409);
    expect(error?.code).toBe('23503');
  });
});
