import { describe, expect, it } from 'vitest';
import { restBackendForFile } from './rest-backend.ts';

const { backend, anon } = restBackendForFile();

async function ids(query: PromiseLike<{ data: { id: number }[] | null; error: unknown }>): Promise<number[]> {
  const { data, error } = await query;
  expect(error).toBeNull();
  return (data ?? []).map((row) => row.id);
}

const books = () => anon().from('rest_books').select('id').order('id');

describe('comparison operators', () => {
  it('eq and neq', async () => {
    expect(await ids(books().eq('author_id', 1))).toEqual([1, 2]);
    expect(await ids(books().neq('author_id', 1).lt('id', 5))).toEqual([3, 4]);
  });

  it('gt, gte, lt and lte', async () => {
    expect(await ids(books().gt('pages', 400))).toEqual([1]);
    expect(await ids(books().gte('pages', 400))).toEqual([1, 4]);
    expect(await ids(books().lt('price', 120))).toEqual([5]);
    expect(await ids(books().lte('price', 129))).toEqual([5, 6]);
  });

  it('compares dates and timestamps given as text', async () => {
    expect(await ids(books().gte('created_at', '2024-01-06T00:00:00Z'))).toEqual([6, 7]);
    const { data } = await anon().from('rest_authors').select('id').lt('born', '1880-01-01');
    expect(data).toEqual([{ id: 2 }]);
  });

  it('like and ilike, with * standing for %', async () => {
    expect(await ids(books().like('title', '%grøde'))).toEqual([4]);
    expect(await ids(books().like('title', '*Lav*'))).toEqual([1]);
    expect(await ids(books().ilike('title', 'pippi%'))).toEqual([6]);
    expect(await ids(books().like('title', 'pippi%'))).toEqual([]);
  });

  it('like(any) and ilike(all) over several patterns', async () => {
    expect(await ids(books().likeAnyOf('title', ['Jen%', 'Sul%']))).toEqual([2, 3]);
    expect(await ids(books().ilikeAllOf('title', ['%a%', '%i%']))).toEqual([1, 6, 7]);
  });

  it('match and imatch with regular expressions, and match() as several eq filters', async () => {
    expect(await ids(books().filter('title', 'match', '^M'))).toEqual([4, 5]);
    expect(await ids(books().filter('title', 'imatch', '^m'))).toEqual([4, 5]);
    expect(await ids(books().match({ author_id: 2, pages: 240 }))).toEqual([3]);
  });

  it('is null, is true/false and their negation', async () => {
    expect(await ids(books().is('price', null))).toEqual([7]);
    expect(await ids(books().not('publisher_id', 'is', null).lt('id', 4))).toEqual([1, 2, 3]);
    expect(await ids(books().is('published', false))).toEqual([7]);
  });

  it('in, with quoted values holding commas and parentheses', async () => {
    expect(await ids(books().in('id', [5, 1, 3]))).toEqual([1, 3, 5]);
    expect(await ids(books().in('title', ['Draft, with a comma', 'Sult']))).toEqual([3, 7]);
    expect(await ids(books().not('id', 'in', '(1,2,3,4,5)'))).toEqual([6, 7]);
  });

  it('an empty in() matches nothing', async () => {
    expect(await ids(books().in('id', []))).toEqual([]);
  });

  it('array containment: cs, cd and ov', async () => {
    expect(await ids(books().contains('tags', ['classic', 'historical']))).toEqual([1]);
    expect(await ids(books().containedBy('tags', ['classic', 'modernist']))).toEqual([2, 3, 4, 7]);
    expect(await ids(books().overlaps('tags', ['modernist', 'children']))).toEqual([3, 5, 6]);
  });

  it('jsonb containment with cs', async () => {
    const { data } = await anon()
      .from('rest_authors')
      .select('id')
      .contains('meta', { prize: 'nobel' })
      .order('id');
    expect(data).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('full-text search on a text column', async () => {
    expect(await ids(books().textSearch('title', 'sult'))).toEqual([3]);
    expect(
      await ids(books().textSearch('title', 'kristin lavransdatter', { type: 'plain', config: 'simple' })),
    ).toEqual([1]);
  });

  it('isdistinct treats null as a value', async () => {
    const { data } = await anon()
      .from('rest_books')
      .select('id')
      .filter('publisher_id', 'isdistinct', '1')
      .order('id')
      .overrideTypes<{ id: number }[]>();
    expect(data?.map((row) => row.id)).toEqual([2, 4, 5, 6, 7]);
  });

  it('a negated operator (not.eq)', async () => {
    expect(await ids(books().not('author_id', 'eq', 2).lt('id', 5))).toEqual([1, 2]);
  });
});

describe('logic trees', () => {
  it('or() combines conditions', async () => {
    expect(await ids(books().or('id.eq.1,pages.gt.1000,title.eq.Sult'))).toEqual([1, 3]);
  });

  it('or() with in lists and quoted values containing commas', async () => {
    expect(await ids(books().or('id.in.(2,3),title.eq."Draft, with a comma"'))).toEqual([2, 3, 7]);
  });

  it('nested and() inside or()', async () => {
    expect(await ids(books().or('and(author_id.eq.2,pages.lt.300),id.eq.6'))).toEqual([3, 6]);
  });

  it('not.or negates the whole group', async () => {
    const { data } = await anon()
      .from('rest_books')
      .select('id')
      .filter('id', 'lt', 7)
      .not('published', 'is', false);
    expect(data?.length).toBe(6);
    const response = await backend().rest('rest_books?select=id&not.or=(id.lt.6,published.is.false)');
    expect(await response.json()).toEqual([{ id: 6 }]);
  });

  it('and() at the top level is the same as separate filters', async () => {
    const response = await backend().rest('rest_books?select=id&and=(author_id.eq.1,pages.gt.500)');
    expect(await response.json()).toEqual([{ id: 1 }]);
  });

  it('or() on an embedded resource filters that embed only', async () => {
    const { data } = await anon()
      .from('rest_authors')
      .select('id, rest_books(id)')
      .eq('id', 1)
      .or('id.eq.2,pages.gt.1000', { referencedTable: 'rest_books' });
    expect(data?.[0]?.rest_books).toEqual(expect.arrayContaining([{ id: 1 }, { id: 2 }]));
  });

  it('filters on an embedded column narrow the embedded rows', async () => {
    const { data } = await anon()
      .from('rest_books')
      .select('id, rest_book_genres(genre_id)')
      .eq('id', 1)
      .eq('rest_book_genres.genre_id', 3);
    expect(data).toEqual([{ id: 1, rest_book_genres: [{ genre_id: 3 }] }]);
  });
});

describe('values are data, never SQL', () => {
  it('treats quotes and SQL in a value as a plain string', async () => {
    expect(await ids(books().eq('title', "x' or '1'='1"))).toEqual([]);
    expect(await ids(books().eq('title', 'Sult; drop table rest_books'))).toEqual([]);
    const { count } = await anon().from('rest_books').select('*', { count: 'exact', head: true });
    expect(count).toBe(7);
  });

  it('answers 400 22P02 for a value of the wrong type', async () => {
    const { error, status } = await books().eq('id', 'abc');
    expect(status).toBe(400);
    expect(error).toEqual({
      code: '22P02',
      details: null,
      hint: null,
      message: 'invalid input syntax for type integer: "abc"',
    });
  });

  it('answers 400 22P02 for a bad boolean or date', async () => {
    expect((await books().eq('published', 'maybe')).error?.code).toBe('22P02');
    expect((await books().gt('created_at', 'yesterday-ish')).error?.code).toBe('22007');
  });
});
