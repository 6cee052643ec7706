import { describe, expect, it } from 'vitest';
import { restBackendForFile } from './rest-backend.ts';

const { backend, anon } = restBackendForFile();

describe('order', () => {
  it('orders by several columns and directions', async () => {
    const { data } = await anon()
      .from('rest_books')
      .select('id, author_id')
      .order('author_id', { ascending: false })
      .order('id', { ascending: true })
      .limit(3);
    expect(data).toEqual([
      { id: 6, author_id: 4 },
      { id: 7, author_id: 4 },
      { id: 5, author_id: 3 },
    ]);
  });

  it('places nulls first or last on request', async () => {
    const first = await anon().from('rest_books').select('id').order('price', { nullsFirst: true }).limit(1);
    expect(first.data).toEqual([{ id: 7 }]);
    const last = await anon()
      .from('rest_books')
      .select('id')
      .order('price', { ascending: false, nullsFirst: false })
      .limit(1);
    expect(last.data).toEqual([{ id: 1 }]);
  });

  it('orders by a json path', async () => {
    const { data } = await anon()
      .from('rest_authors')
      .select('id')
      .not('meta->year', 'is', null)
      .order('meta->year');
    expect(data).toEqual([{ id: 2 }, { id: 1 }]);
  });
});

describe('ranges', () => {
  it('turns .range(from, to) into offset and limit', async () => {
    const { data, status } = await anon().from('rest_books').select('id').order('id').range(2, 4);
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 3 }, { id: 4 }, { id: 5 }]);
  });

  it('sends Content-Range with the rows returned', async () => {
    const response = await backend().rest('rest_books?select=id&order=id&offset=1&limit=2');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('1-2/*');
  });

  it('honours a Range header', async () => {
    const response = await backend().rest('rest_books?select=id&order=id', { headers: { Range: '3-4' } });
    expect(await response.json()).toEqual([{ id: 4 }, { id: 5 }]);
    expect(response.headers.get('content-range')).toBe('3-4/*');
  });

  it('refuses a Range header whose lower bound is above the upper one (416)', async () => {
    const response = await backend().rest('rest_books?select=id', { headers: { Range: '5-2' } });
    expect(response.status).toBe(416);
    expect(await response.json()).toEqual({
      code: 'PGRST103',
      details: 'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      hint: null,
      message: 'Requested range not satisfiable',
    });
  });

  it('refuses a negative limit (416)', async () => {
    const response = await backend().rest('rest_books?select=id&limit=-1');
    expect(response.status).toBe(416);
  });
});

describe('count=exact', () => {
  it('returns the total in Content-Range and 206 for a partial page', async () => {
    const { data, count, status } = await anon()
      .from('rest_books')
      .select('id', { count: 'exact' })
      .order('id')
      .range(0, 2);
    expect(data).toHaveLength(3);
    expect(count).toBe(7);
    expect(status).toBe(206);
    const response = await backend().rest('rest_books?select=id&order=id&offset=0&limit=3', {
      headers: { Prefer: 'count=exact' },
    });
    expect(response.headers.get('content-range')).toBe('0-2/7');
  });

  it('answers 200 when the page holds every row', async () => {
    const { count, status } = await anon()
      .from('rest_books')
      .select('id', { count: 'exact' })
      .eq('author_id', 1);
    expect(count).toBe(2);
    expect(status).toBe(200);
  });

  it('answers */0 for an empty result', async () => {
    const response = await backend().rest('rest_books?select=id&id=gt.1000', {
      headers: { Prefer: 'count=exact' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('*/0');
    expect(await response.json()).toEqual([]);
  });

  it('counts with HEAD and sends no body', async () => {
    const { count, data, status } = await anon()
      .from('rest_books')
      .select('*', { count: 'exact', head: true })
      .eq('published', true);
    expect(status).toBe(200);
    expect(count).toBe(6);
    expect(data).toBeNull();
  });

  it('answers 416 when the offset is past the last row', async () => {
    const response = await backend().rest('rest_books?select=id&offset=20&limit=5', {
      headers: { Prefer: 'count=exact' },
    });
    expect(response.status).toBe(416);
    expect(await response.json()).toEqual({
      code: 'PGRST103',
      details: 'An offset of 20 was requested, but there are only 7 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    });
  });
});

describe('single object responses', () => {
  it('returns one object with .single()', async () => {
    const { data, error } = await anon().from('rest_books').select('id, title').eq('id', 3).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 3, title: 'Sult' });
  });

  it('answers 406 PGRST116 when no row matches', async () => {
    const { data, error, status } = await anon().from('rest_books').select('id').eq('id', 999).single();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
  });

  it('answers 406 PGRST116 when several rows match', async () => {
    const { error, status } = await anon().from('rest_books').select('id').eq('author_id', 1).single();
    expect(status).toBe(406);
    expect(error?.details).toBe('The result contains 2 rows');
  });

  it('sends the single-object content type', async () => {
    const response = await backend().rest('rest_books?select=id&id=eq.1', {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(response.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(await response.json()).toEqual({ id: 1 });
  });

  it('returns null or the row with .maybeSingle()', async () => {
    expect((await anon().from('rest_books').select('id').eq('id', 999).maybeSingle()).data).toBeNull();
    expect((await anon().from('rest_books').select('id').eq('id', 2).maybeSingle()).data).toEqual({ id: 2 });
  });

  it('strips null fields on request', async () => {
    const { data } = await anon()
      .from('rest_books')
      .select('id, price, publisher_id')
      .eq('id', 7)
      .stripNulls()
      .single();
    expect(data).toEqual({ id: 7 });
  });
});
