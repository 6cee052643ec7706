import type { CachedOffer } from '@/offline/schemas.ts';
import { filterOffers, type OfferFilter, searchTerms } from '@/offline/search.ts';

// Only /offers filters per keystroke: this lives in its route chunk, not in
// src/offline/search.ts, which every first paint loads.

/**
 * Whether every offer matching `next` also matches `previous`: each of the
 * previous search's words occurs inside one of the new search's words (typing
 * on, or adding a word). Then the new result is the previous one, filtered again.
 */
export function narrowsSearch(previous: string, next: string): boolean {
  const after = searchTerms(next);
  return searchTerms(previous).every((term) => after.some((word) => word.includes(term)));
}

/**
 * `filterOffers` that remembers its last answer: when the offers, audience and
 * category are the same and the search only narrows (the usual keystroke), it
 * filters the previous result instead of the whole catalogue. Same results, in
 * the same order, as `filterOffers` over the whole list.
 */
export function createIncrementalFilter(): (
  offers: readonly CachedOffer[],
  filter: OfferFilter,
) => CachedOffer[] {
  let last: { offers: readonly CachedOffer[]; filter: OfferFilter; result: CachedOffer[] } | null = null;
  return (offers, filter) => {
    if (
      last !== null &&
      last.offers === offers &&
      last.filter.audience === filter.audience &&
      last.filter.categoryId === filter.categoryId
    ) {
      if (searchTerms(last.filter.query).join(' ') === searchTerms(filter.query).join(' ')) {
        // The same words (a trailing space, another case): the same answer, the same array.
        last = { ...last, filter };
        return last.result;
      }
      if (narrowsSearch(last.filter.query, filter.query)) {
        const result = filterOffers(last.result, filter);
        last = { offers, filter, result };
        return result;
      }
    }
    const result = filterOffers(offers, filter);
    last = { offers, filter, result };
    return result;
  };
}
