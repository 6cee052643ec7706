import {
  OFFER_TABLE_PAGE_SIZE,
  type OfferTableSearch,
  type OfferTableSort,
  type OfferTableStatus,
} from './offer-table-search.ts';

/**
 * One page of the admin offer table as a PostgREST request, described as data
 * so the rules (which column each filter reads, the paging window, a stable
 * order) are tested without a server; fetch-offer-table-page.ts applies it to
 * supabase-js. The caller gives the columns each row needs.
 */
export interface OfferTableRequest {
  select: string;
  /** column = value, all of them (an embedded column is `alias.column`). */
  equals: [column: string, value: string | boolean][];
  /** A PostgREST `or=` group (the search), or null. */
  or: string | null;
  order: { column: string; ascending: boolean }[];
  /** Inclusive row indexes, as supabase-js `.range(from, to)` takes them. */
  range: [from: number, to: number];
}

// The category filter joins the links without returning them: an `!inner`
// embed under its own alias, so the rows still carry all their categories.
const CATEGORY_FILTER = 'category_filter';

const STATUS_COLUMNS: Record<OfferTableStatus, [string, boolean][]> = {
  active: [
    ['offer_active', true],
    ['hidden', false],
  ],
  coming: [
    ['offer_active', false],
    ['hidden', false],
  ],
  hidden: [['hidden', true]],
};

// id last in every order: equal titles or times must not swap places between pages.
const SORT_ORDER: Record<OfferTableSort, { column: string; ascending: boolean }[]> = {
  newest: [{ column: 'created_at', ascending: false }],
  oldest: [{ column: 'created_at', ascending: true }],
  title: [{ column: 'title', ascending: true }],
  company: [
    { column: 'company', ascending: true },
    { column: 'title', ascending: true },
  ],
};

/**
 * The search text as a pattern that cannot break out of the `or=` group:
 * PostgREST's separators and quotes, and LIKE's own wildcards, become spaces
 * (the search is for words in a title or a company name, not for those).
 */
export function searchPattern(text: string): string | null {
  const words = text
    .replace(/[,()"\\*%]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words === '' ? null : `*${words}*`;
}

export function offerTableRequest(search: OfferTableSearch, columns: string): OfferTableRequest {
  const equals: [string, string | boolean][] = [];
  if (search.company) equals.push(['company_id', search.company]);
  if (search.category) equals.push([`${CATEGORY_FILTER}.category_id`, search.category]);
  if (search.status) equals.push(...STATUS_COLUMNS[search.status]);
  if (search.target) equals.push(['target_audience', search.target]);

  const pattern = search.q ? searchPattern(search.q) : null;
  const page = search.page ?? 1;
  const from = (page - 1) * OFFER_TABLE_PAGE_SIZE;
  return {
    select: search.category ? `${columns}, ${CATEGORY_FILTER}:offer_categories!inner()` : columns,
    equals,
    or: pattern ? `title.ilike.${pattern},company.ilike.${pattern}` : null,
    order: [...SORT_ORDER[search.sort ?? 'newest'], { column: 'id', ascending: true }],
    range: [from, from + OFFER_TABLE_PAGE_SIZE - 1],
  };
}
