import { describe, expect, it } from 'vitest';
import { restBackendForFile } from './rest-backend.ts';

const { anon } = restBackendForFile();

describe('select', () => {
  it('returns every column with *', async () => {
    const { data, error, status } = await anon().from('rest_publishers').select('*').order('id');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      { id: 1, name: 'Gyldendal' },
      { id: 2, name: 'Cappelen Damm' },
      { id: 3, name: 'Aschehoug' },
    ]);
  });

  it('returns only the listed columns, renamed by aliases', async () => {
    const { data } = await anon().from('rest_books').select('id, heading:title').eq('id', 2);
    expect(data).toEqual([{ id: 2, heading: 'Jenny' }]);
  });

  it('casts columns with ::', async () => {
    const { data } = await anon().from('rest_books').select('id, pages::text, price').eq('id', 2);
    expect(data).toEqual([{ id: 2, pages: '320', price: 199.5 }]);
  });

  it('reads into json columns with -> and ->>', async () => {
    const { data } = await anon()
      .from('rest_authors')
      .select('name, prize:meta->>prize, meta->year')
      .eq('meta->>prize', 'nobel')
      .order('id');
    expect(data).toEqual([
      { name: 'Sigrid Undset', prize: 'nobel', year: 1928 },
      { name: 'Knut Hamsun', prize: 'nobel', year: 1920 },
    ]);
  });

  it('keeps arrays, booleans and timestamps in their JSON form', async () => {
    const { data } = await anon()
      .from('rest_books')
      .select('tags, published, created_at')
      .eq('id', 1)
      .single();
    expect(data).toEqual({
      tags: ['classic', 'historical'],
      published: true,
      created_at: '2024-01-01T10:00:00+00:00',
    });
  });
});

describe('embedding through foreign keys', () => {
  it('embeds a many-to-one parent as an object', async () => {
    const { data } = await anon().from('rest_books').select('title, rest_authors(name, country)').eq('id', 3);
    expect(data).toEqual([{ title: 'Sult', rest_authors: { name: 'Knut Hamsun', country: 'NO' } }]);
  });

  it('embeds a missing parent as null', async () => {
    const { data } = await anon().from('rest_books').select('id, rest_publishers(name)').eq('id', 4);
    expect(data).toEqual([{ id: 4, rest_publishers: null }]);
  });

  it('embeds one-to-many children as an array, empty when there are none', async () => {
    const { data } = await anon()
      .from('rest_authors')
      .select('name, rest_books(title)')
      .in('id', [2, 5])
      .order('id')
      .order('id', { referencedTable: 'rest_books' });
    expect(data).toEqual([
      { name: 'Knut Hamsun', rest_books: [{ title: 'Sult' }, { title: 'Markens grøde' }] },
      { name: 'Unpublished Author', rest_books: [] },
    ]);
  });

  it('embeds a one-to-one child as an object or null', async () => {
    const { data } = await anon()
      .from('rest_books')
      .select('id, rest_book_details(isbn)')
      .in('id', [1, 2])
      .order('id');
    expect(data).toEqual([
      { id: 1, rest_book_details: { isbn: '978-82-05-00001-1' } },
      { id: 2, rest_book_details: null },
    ]);
  });

  it('embeds through a junction table by its name, as the app does for offer categories', async () => {
    const { data } = await anon()
      .from('rest_books')
      .select('*, rest_book_genres(rest_genres(id, name, key))')
      .eq('id', 1)
      .order('genre_id', { referencedTable: 'rest_book_genres' })
      .single<{ title: string; rest_book_genres: unknown[] }>();
    expect(data?.title).toBe('Kristin Lavransdatter');
    expect(data?.rest_book_genres).toEqual([
      { rest_genres: { id: 1, name: 'Roman', key: 'novel' } },
      { rest_genres: { id: 3, name: 'Historisk', key: 'history' } },
    ]);
  });

  it('embeds many-to-many directly through the junction table', async () => {
    const { data } = await anon().from('rest_books').select('id, rest_genres(key)').eq('id', 6);
    expect(data?.[0]?.rest_genres).toEqual(expect.arrayContaining([{ key: 'children' }, { key: 'novel' }]));
    expect(data?.[0]?.rest_genres).toHaveLength(2);
  });

  it('nests embeds and aliases them', async () => {
    const { data } = await anon()
      .from('rest_publishers')
      .select('name, titles:rest_books(title, writer:rest_authors(name))')
      .eq('id', 3)
      .order('id', { referencedTable: 'titles' });
    expect(data).toEqual([
      {
        name: 'Aschehoug',
        titles: [
          { title: 'Mummitrollet', writer: { name: 'Tove Jansson' } },
          { title: 'Pippi Langstrømpe', writer: { name: 'Astrid Lindgren' } },
        ],
      },
    ]);
  });

  it('filters, orders and limits an embedded resource without filtering its parents', async () => {
    const { data } = await anon()
      .from('rest_authors')
      .select('id, rest_books(title)')
      .in('id', [1, 3])
      .gt('rest_books.pages', 300)
      .order('id')
      .order('title', { referencedTable: 'rest_books', ascending: false })
      .limit(1, { referencedTable: 'rest_books' });
    expect(data).toEqual([
      { id: 1, rest_books: [{ title: 'Kristin Lavransdatter' }] },
      { id: 3, rest_books: [] },
    ]);
  });

  it('drops parents without matching children with !inner', async () => {
    const { data } = await anon()
      .from('rest_books')
      .select('id, rest_genres!inner(key)')
      .eq('rest_genres.key', 'children')
      .order('id');
    expect(data).toEqual([
      { id: 5, rest_genres: [{ key: 'children' }] },
      { id: 6, rest_genres: [{ key: 'children' }] },
    ]);
  });

  it('counts only the parents an !inner embed keeps', async () => {
    const { count } = await anon()
      .from('rest_books')
      .select('id, rest_book_details!inner(isbn)', { count: 'exact', head: true });
    expect(count).toBe(2);
  });

  it('filters parents on whether an embed has rows (embed=not.is.null)', async () => {
    const { data } = await anon()
      .from('rest_books')
      .select('id, rest_book_details()')
      .not('rest_book_details', 'is', null)
      .order('id');
    expect(data).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('counts embedded rows with embed(count)', async () => {
    const { data } = await anon()
      .from('rest_authors')
      .select('name, rest_books(count)')
      .in('id', [1, 5])
      .order('id');
    expect(data).toEqual([
      { name: 'Sigrid Undset', rest_books: [{ count: 2 }] },
      { name: 'Unpublished Author', rest_books: [{ count: 0 }] },
    ]);
  });

  it('refuses an aggregate mixed with columns (400 PGRST123)', async () => {
    const { error, status } = await anon().from('rest_authors').select('name, rest_books(count, title)');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST123');
  });

  it('spreads a to-one embed into its parent', async () => {
    const { data } = await anon()
      .from('rest_books')
      .select('title, ...rest_authors(author:name)')
      .eq('id', 5);
    expect(data).toEqual([{ title: 'Mummitrollet', author: 'Tove Jansson' }]);
  });

  it('orders by a column of a to-one embed', async () => {
    const { data } = await anon()
      .from('rest_books')
      .select('id, rest_authors(name)')
      .lt('id', 7)
      .order('rest_authors(name)', { ascending: true })
      .order('id')
      .limit(2);
    expect(data).toEqual([
      { id: 6, rest_authors: { name: 'Astrid Lindgren' } },
      { id: 3, rest_authors: { name: 'Knut Hamsun' } },
    ]);
  });
});

describe('relationship resolution', () => {
  it('asks for a hint when two foreign keys lead to the same table (300 PGRST201)', async () => {
    const { error, status } = await anon().from('rest_reviews').select('id, rest_people(name)');
    expect(status).toBe(300);
    expect(error?.code).toBe('PGRST201');
    expect(error?.message).toBe(
      "Could not embed because more than one relationship was found for 'rest_reviews' and 'rest_people'",
    );
    expect(error?.details).toEqual([
      {
        cardinality: 'many-to-one',
        embedding: 'rest_reviews with rest_people',
        relationship: 'rest_reviews_editor_id_fkey using rest_reviews(editor_id) and rest_people(id)',
      },
      {
        cardinality: 'many-to-one',
        embedding: 'rest_reviews with rest_people',
        relationship: 'rest_reviews_reviewer_id_fkey using rest_reviews(reviewer_id) and rest_people(id)',
      },
    ]);
  });

  it('follows a foreign-key hint, by constraint name or by column', async () => {
    const { data } = await anon()
      .from('rest_reviews')
      .select(
        'id, reviewer:rest_people!rest_reviews_reviewer_id_fkey(name), editor:rest_people!editor_id(name)',
      )
      .order('id');
    expect(data).toEqual([
      { id: 1, reviewer: { name: 'Reviewer Rita' }, editor: { name: 'Editor Egil' } },
      { id: 2, reviewer: { name: 'Reviewer Rita' }, editor: null },
      { id: 3, reviewer: { name: 'Editor Egil' }, editor: { name: 'Reviewer Rita' } },
    ]);
  });

  it('answers 400 PGRST200 for an embed without a relationship', async () => {
    const { error, status } = await anon().from('rest_books').select('id, rest_people(name)');
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST200',
      details:
        "Searched for a foreign key relationship between 'rest_books' and 'rest_people' in the schema 'public', but no matches were found.",
      hint: null,
      message: "Could not find a relationship between 'rest_books' and 'rest_people' in the schema cache",
    });
  });

  it('refuses filters on a resource that is not embedded (PGRST108)', async () => {
    const { error, status } = await anon().from('rest_books').select('id').eq('rest_genres.key', 'novel');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST108');
  });
});
