/** Rows per page of the admin offer table: a phone screenful or two, and a short request. */
export const OFFER_TABLE_PAGE_SIZE = 25;
/** The longest search text kept (longer is cut, not refused). */
export const MAX_OFFER_SEARCH_LENGTH = 100;
/** A page number beyond this is a typo; the table falls back to page 1. */
const MAX_PAGE = 10_000;

export const OFFER_TABLE_SORTS = ['newest', 'oldest', 'title', 'company'] as const;
export type OfferTableSort = (typeof OFFER_TABLE_SORTS)[number];

export const OFFER_TABLE_STATUSES = ['active', 'coming', 'hidden'] as const;
export type OfferTableStatus = (typeof OFFER_TABLE_STATUSES)[number];

export const OFFER_TABLE_AUDIENCES = ['both', 'individual', 'business'] as const;
export type OfferTableAudience = (typeof OFFER_TABLE_AUDIENCES)[number];

/**
 * The admin offer table's state as it stands in the URL (/admin?q=..&page=2).
 * Every key is optional: a missing one is its default, and defaults stay out
 * of the URL so a plain /admin is the first page, newest first, unfiltered.
 */
export interface OfferTableSearch {
  q?: string | undefined;
  company?: string | undefined;
  category?: string | undefined;
  status?: OfferTableStatus | undefined;
  /**
   * The target audience. Not `audience`: /offers has that key without 'both',
   * and the router types one search across routes, so the names must not clash.
   */
  target?: OfferTableAudience | undefined;
  sort?: OfferTableSort | undefined;
  page?: number | undefined;
}

// Checked by hand, not with zod: the route tree (and so this) is in the entry chunk, which zod would otherwise join.

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((known) => known === value);
}

// Hand-typed URLs give numbers for numeric-looking text: both are accepted as text.
function searchText(value: unknown): string | undefined {
  if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) return undefined;
  return String(value).trim().slice(0, MAX_OFFER_SEARCH_LENGTH);
}

// Any 8-4-4-4-12 hex id: seeded rows need not be RFC 4122 version 4.
const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

function id(value: unknown): string | undefined {
  return typeof value === 'string' && GUID.test(value) ? value : undefined;
}

function pageNumber(value: unknown): number | undefined {
  if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) return undefined;
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : undefined;
}

/**
 * The table's search params from whatever the URL holds, never throwing: each
 * bad value falls back to its default on its own, so one typo does not reset
 * the rest. Every key is returned (as undefined when default) because the
 * router merges this over the raw query, and a missing key would let a raw
 * invalid value through.
 */
export function parseOfferTableSearch(search: Record<string, unknown>): OfferTableSearch {
  const q = searchText(search.q);
  const sort = oneOf(OFFER_TABLE_SORTS, search.sort);
  const page = pageNumber(search.page);
  return {
    q: q === '' ? undefined : q,
    company: id(search.company),
    category: id(search.category),
    status: oneOf(OFFER_TABLE_STATUSES, search.status),
    target: oneOf(OFFER_TABLE_AUDIENCES, search.target),
    sort: sort === 'newest' ? undefined : sort,
    page: page === 1 ? undefined : page,
  };
}

/** A change of search or a filter starts again at page 1; a change of page keeps everything else. */
export function withFilter(
  search: OfferTableSearch,
  patch: Omit<OfferTableSearch, 'page'>,
): OfferTableSearch {
  return parseOfferTableSearch({ ...search, ...patch, page: undefined });
}
