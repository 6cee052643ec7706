// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  MAX_OFFER_SEARCH_LENGTH,
  parseOfferTableSearch,
  withFilter,
} from '../../src/features/admin/offer-table/offer-table-search.ts';

const COMPANY = '0c0a0000-0000-4000-8000-000000000001';
const CATEGORY = '0ca70000-0000-4000-8000-000000000003';
const DEFAULTS = {
  q: undefined,
  company: undefined,
  category: undefined,
  status: undefined,
  target: undefined,
  sort: undefined,
  page: undefined,
};

describe('admin offer table URL search', () => {
  it('keeps every valid value', () => {
    expect(
      parseOfferTableSearch({
        q: 'sykkel',
        company: COMPANY,
        category: CATEGORY,
        status: 'hidden',
        target: 'both',
        sort: 'title',
        page: 3,
      }),
    ).toEqual({
      q: 'sykkel',
      company: COMPANY,
      category: CATEGORY,
      status: 'hidden',
      target: 'both',
      sort: 'title',
      page: 3,
    });
  });

  it('gives the defaults for an empty query, with every key present', () => {
    const parsed = parseOfferTableSearch({});
    expect(parsed).toEqual(DEFAULTS);
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(DEFAULTS).sort());
  });

  it('drops each bad value on its own and keeps the good ones', () => {
    expect(
      parseOfferTableSearch({
        q: 'fjord',
        company: 'not-a-uuid',
        category: 42,
        status: 'deleted',
        target: 'private',
        sort: 'price',
        page: 'abc',
      }),
    ).toEqual({ ...DEFAULTS, q: 'fjord' });
  });

  it.each([0, -2, 1.5, '2x', 10_001, null, true, [2], { page: 2 }])('falls back to page 1 for %j', (page) => {
    expect(parseOfferTableSearch({ page }).page).toBeUndefined();
  });

  it('reads a page number written as text, and leaves page 1 and newest-first out of the URL', () => {
    expect(parseOfferTableSearch({ page: '4' }).page).toBe(4);
    expect(parseOfferTableSearch({ page: 1, sort: 'newest' })).toEqual(DEFAULTS);
  });

  it('trims the search, treats a number as text and cuts a long one', () => {
    expect(parseOfferTableSearch({ q: '  sykkel  ' }).q).toBe('sykkel');
    expect(parseOfferTableSearch({ q: 2026 }).q).toBe('2026');
    expect(parseOfferTableSearch({ q: '   ' }).q).toBeUndefined();
    expect(parseOfferTableSearch({ q: 'x'.repeat(500) }).q).toHaveLength(MAX_OFFER_SEARCH_LENGTH);
    expect(parseOfferTableSearch({ q: { $ne: 1 } }).q).toBeUndefined();
  });

  it('starts again at page 1 when a filter changes', () => {
    const search = parseOfferTableSearch({ q: 'a', page: 5, sort: 'company' });
    expect(withFilter(search, { status: 'active' })).toEqual({
      ...DEFAULTS,
      q: 'a',
      sort: 'company',
      status: 'active',
    });
  });
});

// The schemas the table parsed with before its checks went by hand (zod left the boot path).
const Former = {
  q: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value) => String(value).trim().slice(0, MAX_OFFER_SEARCH_LENGTH)),
  ),
  company: z.guid(),
  category: z.guid(),
  status: z.enum(['active', 'coming', 'hidden']),
  target: z.enum(['both', 'individual', 'business']),
  sort: z.enum(['newest', 'oldest', 'title', 'company']),
  page: z.pipe(
    z.union([z.number(), z.string()]),
    z.pipe(z.transform(Number), z.int().check(z.minimum(1), z.maximum(10_000))),
  ),
};

function formerParse(search: Record<string, unknown>) {
  const valid = <T>(schema: z.ZodMiniType<T>, value: unknown) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };
  const q = valid(Former.q, search.q);
  const sort = valid(Former.sort, search.sort);
  const page = valid(Former.page, search.page);
  return {
    q: q === '' ? undefined : q,
    company: valid(Former.company, search.company),
    category: valid(Former.category, search.category),
    status: valid(Former.status, search.status),
    target: valid(Former.target, search.target),
    sort: sort === 'newest' ? undefined : sort,
    page: page === 1 ? undefined : page,
  };
}

describe('admin offer table URL search, checked by hand', () => {
  const values: unknown[] = [
    undefined,
    null,
    '',
    '  ',
    ' sykkel ',
    'x'.repeat(150),
    COMPANY,
    COMPANY.toUpperCase(),
    `${COMPANY}0`,
    'hidden',
    'both',
    'business',
    'title',
    'newest',
    'Title',
    0,
    1,
    2,
    -3,
    2.5,
    10_000,
    10_001,
    '1',
    '7',
    ' 7 ',
    '0x10',
    '1e3',
    '2.0',
    'abc',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    ['hidden'],
    { page: 2 },
  ];
  it.each(values.map((value) => [value]))('agrees with the former schemas on %j', (value) => {
    const search = {
      q: value,
      company: value,
      category: value,
      status: value,
      target: value,
      sort: value,
      page: value,
    };
    expect(parseOfferTableSearch(search)).toEqual(formerParse(search));
  });
});
