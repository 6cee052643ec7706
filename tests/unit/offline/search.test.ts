// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Audience } from '../../../src/offline/store/schemas.ts';
import {
  buildSearchText,
  categoryIdForKey,
  countByCategory,
  filterOffers,
  searchableText,
  searchTerms,
} from '../../../src/offline/catalogue/search.ts';
import { cachedOffer } from './support/cached-offer.ts';

function offer(
  id: string,
  audience: Audience,
  categories: string[],
  title: string,
  company = 'Firma',
  description = '',
) {
  return cachedOffer({
    id,
    title,
    company,
    description,
    target_audience: audience,
    category_ids: categories,
    search_text: buildSearchText({ title, company, description }),
  });
}

const OFFERS = [
  offer('b', 'business', ['car'], 'Firmabil til halv pris', 'Bilhuset'),
  offer('i', 'individual', ['food'], 'Gratis kaffe', 'Kafé Ø', '<p>Hver <em>fredag</em> &amp; lørdag</p>'),
  offer('both', 'both', ['food', 'sport'], 'Treningsmedlemskap', 'SATS'),
];

function ids(list: readonly { id: string }[]) {
  return list.map((item) => item.id);
}

describe('filtering by audience', () => {
  it.each([
    ['business', ['b', 'both']],
    ['individual', ['i', 'both']],
    ['both', ['b', 'i', 'both']],
  ] as const)('%s shows %j', (audience, expected) => {
    expect(ids(filterOffers(OFFERS, { audience, categoryId: null, query: '' }))).toEqual(expected);
  });
});

describe('filtering by category and text', () => {
  it.each([
    [{ categoryId: 'food' }, ['i', 'both']],
    [{ categoryId: 'car' }, ['b']],
    [{ categoryId: 'unknown' }, []],
    [{ query: 'KAFFE' }, ['i']],
    [{ query: 'bilhuset' }, ['b']],
    [{ query: 'fredag' }, ['i']],
    [{ query: '  gratis   kafé ø ' }, ['i']],
    [{ query: 'gratis sats' }, []],
    [{ query: '&amp;' }, []],
    [{ query: '<em>' }, []],
    [{ query: 'e', categoryId: 'food' }, ['i', 'both']],
    [{ query: 'trening', categoryId: 'food', audience: 'business' as const }, ['both']],
  ])('%j gives %j', (filter, expected) => {
    expect(ids(filterOffers(OFFERS, { audience: 'both', categoryId: null, query: '', ...filter }))).toEqual(
      expected,
    );
  });

  it('keeps the order it was given', () => {
    const reversed = [...OFFERS].reverse();
    expect(ids(filterOffers(reversed, { audience: 'both', categoryId: null, query: '' }))).toEqual([
      'both',
      'i',
      'b',
    ]);
  });

  // Its speed is a benchmark's to measure (npm run bench:app), not a timed assertion here.
  it('filters 10,000 offers by audience, category and text', () => {
    const many = Array.from({ length: 10_000 }, (_, index) =>
      offer(
        `o${index}`,
        (['business', 'individual', 'both'] as const)[index % 3] ?? 'both',
        [`c${index % 7}`],
        `Tilbud nummer ${index}`,
        `Firma ${index % 100}`,
        '<p>En ganske lang beskrivelse av tilbudet med flere ord i seg</p>',
      ),
    );
    const filter = { audience: 'business' as const, categoryId: 'c3', query: 'firma 4' };
    const result = filterOffers(many, filter);

    expect(result.length).toBeGreaterThan(0);
    for (const found of result) {
      expect(found.target_audience).not.toBe('individual');
      expect(found.category_ids).toContain('c3');
    }
    // Filtering again gives the same offers (nothing cached from the first run leaks into the second).
    expect(filterOffers(many, filter).map((found) => found.id)).toEqual(result.map((found) => found.id));
  });
});

describe('search text', () => {
  it.each([
    ['<p>Hei <strong>der</strong></p>', ' Hei  der  '],
    ['A &amp; B &lt;c&gt; &quot;d&quot; &#39;e&#39; &#xF8;', 'A & B <c> "d" \'e\' ø'],
    ['bl&aring;b&aelig;r p&aring; &oslash;y', 'blåbær på øy'],
    ['&unknown; &#0;', '&unknown;  '],
    ['', ''],
  ])('text of %j is %j', (html, text) => {
    expect(searchableText(html)).toBe(text);
  });

  it('joins title, company and description text in lowercase with single spaces', () => {
    expect(
      buildSearchText({ title: 'Stor  RABATT', company: null, description: '<p>På <b>ALT</b></p>' }),
    ).toBe('stor rabatt på alt');
  });

  it('splits a query into lowercase words', () => {
    expect(searchTerms('  Kaffe\tog  KAKE ')).toEqual(['kaffe', 'og', 'kake']);
    expect(searchTerms('   ')).toEqual([]);
  });
});

describe('categories', () => {
  it('counts offers per category', () => {
    expect(Object.fromEntries(countByCategory(OFFERS))).toEqual({ car: 1, food: 2, sport: 1 });
  });

  it('finds a category id by key, or null for an unknown or missing key', () => {
    const categories = [{ id: 'id-1', key: 'sport' }];
    expect(categoryIdForKey(categories, 'sport')).toBe('id-1');
    expect(categoryIdForKey(categories, 'nope')).toBeNull();
    expect(categoryIdForKey(categories, null)).toBeNull();
  });
});
