// @vitest-environment node
import { describe, expect, it } from 'vitest';
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
