// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { offerTableRequest, searchPattern } from '../../src/features/admin/offer-table/offer-table-query.ts';
import { OFFER_TABLE_PAGE_SIZE } from '../../src/features/admin/offer-table/offer-table-search.ts';

const COLUMNS = 'id, title';
const COMPANY = '0c0a0000-0000-4000-8000-000000000001';
const CATEGORY = '0ca70000-0000-4000-8000-000000000003';

describe('admin offer table query', () => {
  it('asks for the first page, newest first, with nothing filtered by default', () => {
    expect(offerTableRequest({}, COLUMNS)).toEqual({
      select: COLUMNS,
      equals: [],
      or: null,
      order: [
        { column: 'created_at', ascending: false },
        { column: 'id', ascending: true },
      ],
      range: [0, OFFER_TABLE_PAGE_SIZE - 1],
    });
  });

  it('pages with an inclusive window of one page', () => {
    expect(offerTableRequest({ page: 3 }, COLUMNS).range).toEqual([
      2 * OFFER_TABLE_PAGE_SIZE,
      3 * OFFER_TABLE_PAGE_SIZE - 1,
    ]);
  });

  it('filters company, audience and each status on the offers columns', () => {
    expect(offerTableRequest({ company: COMPANY, target: 'business' }, COLUMNS).equals).toEqual([
      ['company_id', COMPANY],
      ['target_audience', 'business'],
    ]);
    expect(offerTableRequest({ status: 'active' }, COLUMNS).equals).toEqual([
      ['offer_active', true],
      ['hidden', false],
    ]);
    expect(offerTableRequest({ status: 'coming' }, COLUMNS).equals).toEqual([
      ['offer_active', false],
      ['hidden', false],
    ]);
    expect(offerTableRequest({ status: 'hidden' }, COLUMNS).equals).toEqual([['hidden', true]]);
  });

  it('filters a category through an inner join that returns nothing, keeping every category of a row', () => {
    const request = offerTableRequest({ category: CATEGORY }, COLUMNS);
    expect(request.select).toBe(`${COLUMNS}, category_filter:offer_categories!inner()`);
    expect(request.equals).toEqual([['category_filter.category_id', CATEGORY]]);
  });

  it('searches title and company, case-insensitively, for the text anywhere', () => {
    expect(offerTableRequest({ q: 'Fjord Eiendom' }, COLUMNS).or).toBe(
      'title.ilike.*Fjord Eiendom*,company.ilike.*Fjord Eiendom*',
    );
  });

  it('keeps the search inside its or= group whatever is typed', () => {
    expect(searchPattern('a,b),company.eq.x')).toBe('*a b company.eq.x*');
    expect(searchPattern('100% "rabatt" *')).toBe('*100 rabatt*');
    expect(searchPattern(' ,() ')).toBeNull();
    expect(offerTableRequest({ q: '(),' }, COLUMNS).or).toBeNull();
  });

  it.each([
    ['oldest', [{ column: 'created_at', ascending: true }]],
    ['title', [{ column: 'title', ascending: true }]],
    [
      'company',
      [
        { column: 'company', ascending: true },
        { column: 'title', ascending: true },
      ],
    ],
  ] as const)('sorts by %s with id as the tie-breaker', (sort, order) => {
    expect(offerTableRequest({ sort }, COLUMNS).order).toEqual([...order, { column: 'id', ascending: true }]);
  });
});
