// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { audienceOf, type OffersSearch } from '../../src/features/offers/offers-search.ts';
import { Route } from '../../src/routes/offers.tsx';

// Only the route's search validation is under test, not the page it renders.
vi.mock('@/features/offers/index.ts', () => ({ OffersPage: () => null, MAX_QUERY_LENGTH: 100 }));

const parseOffersSearch = (search: Record<string, unknown>) =>
  (Route.options.validateSearch as (raw: Record<string, unknown>) => OffersSearch)(search);

describe("/offers' search params", () => {
  it('keeps a well-formed category key and a non-default audience', () => {
    expect(parseOffersSearch({ category: 'food-drink', audience: 'business' })).toEqual({
      category: 'food-drink',
      audience: 'business',
    });
    expect(parseOffersSearch({ audience: 'individual' })).toEqual({
      category: undefined,
      audience: 'individual',
    });
  });

  it('leaves the defaults out: no category and both audiences', () => {
    expect(parseOffersSearch({})).toEqual({ category: undefined, audience: undefined });
    expect(parseOffersSearch({ audience: 'both' })).toEqual({ category: undefined, audience: undefined });
    expect(audienceOf(parseOffersSearch({}))).toBe('both');
  });

  it.each([
    [{ audience: 'private' }],
    [{ audience: 'BUSINESS' }],
    [{ audience: 7 }],
    [{ audience: ['business'] }],
    [{ audience: { business: true } }],
    [{ audience: null }],
  ])('falls back to both for a bad audience %j', (search) => {
    expect(audienceOf(parseOffersSearch(search))).toBe('both');
  });

  it.each([
    [{ category: '' }],
    [{ category: 'Bil og båt' }],
    [{ category: '<script>' }],
    [{ category: 'a'.repeat(65) }],
    [{ category: 3 }],
    [{ category: ['car'] }],
  ])('drops a malformed category %j', (search) => {
    expect(parseOffersSearch(search).category).toBeUndefined();
  });

  it('always returns every key, so an invalid raw value never survives the router merging it in', () => {
    const parsed = parseOffersSearch({ category: '<script>', audience: 'everyone', q: { x: 1 } });
    expect(Object.keys(parsed).sort()).toEqual(['audience', 'category', 'q']);
    expect({ category: '<script>', audience: 'everyone', q: { x: 1 }, ...parsed }).toEqual({
      category: undefined,
      audience: undefined,
      q: undefined,
    });
  });

  it('keeps the search text as typed, held to 100 characters', () => {
    expect(parseOffersSearch({ q: 'Løpeanalyse sko' }).q).toBe('Løpeanalyse sko');
    expect(parseOffersSearch({ q: '<script>alert(1)</script>' }).q).toBe('<script>alert(1)</script>');
    // The router parses ?q=2024 as a number: it is still the text typed.
    expect(parseOffersSearch({ q: 2024 }).q).toBe('2024');
    expect(parseOffersSearch({ q: 'x'.repeat(500) }).q).toHaveLength(100);
  });

  it.each([
    [{}],
    [{ q: '' }],
    [{ q: '   ' }],
    [{ q: null }],
    [{ q: ['ski'] }],
    [{ q: { ski: 1 } }],
    [{ q: true }],
  ])('leaves an empty or malformed search out %j', (search) => {
    expect(parseOffersSearch(search).q).toBeUndefined();
  });

  it('never throws, whatever the query holds', () => {
    expect(() => parseOffersSearch({ category: Symbol('x'), audience: () => 1, other: 'x' })).not.toThrow();
  });
});

// The schemas the route parsed with before its checks went by hand (zod left the boot path):
// every sample must get the same value from both.
const FormerCategoryKey = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[a-z0-9][a-z0-9_-]*$/));
const FormerAudience = z.enum(['business', 'individual', 'both']);
const FormerQuery = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value).slice(0, 100)),
);

function formerParse(search: Record<string, unknown>): OffersSearch {
  const category = FormerCategoryKey.safeParse(search.category);
  const audience = FormerAudience.safeParse(search.audience);
  const query = FormerQuery.safeParse(search.q);
  return {
    category: category.success ? category.data : undefined,
    audience: audience.success && audience.data !== 'both' ? audience.data : undefined,
    q: query.success && query.data.trim() !== '' ? query.data : undefined,
  };
}

describe("/offers' search params, checked by hand", () => {
  const values: unknown[] = [
    undefined,
    null,
    '',
    ' ',
    'food-drink',
    'a',
    '0_x',
    '-food',
    '_food',
    'Food',
    'bil og båt',
    'a'.repeat(64),
    'a'.repeat(65),
    'business',
    'individual',
    'both',
    'BUSINESS',
    'private',
    'x'.repeat(150),
    '  padel  ',
    0,
    2024,
    -1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    ['business'],
    { business: true },
  ];
  it.each(values.map((value) => [value]))('agrees with the former schemas on %j', (value) => {
    const search = { category: value, audience: value, q: value };
    expect(parseOffersSearch(search)).toEqual(formerParse(search));
  });
});

// Type-only: brings the generated route tree into this type-check (tsconfig.node.json),
// which the route file's typed createFileRoute path needs.
export type { FileRouteTypes } from '../../src/routeTree.gen.ts';
