import type { Audience, CachedOffer } from '@/offline/schemas.ts';
import { filterOffers, searchTerms } from '@/offline/search.ts';

export interface SearchFilter {
  audience: Audience;
  query: string;
}

/** Results kept for going back to an earlier search (a backspace) without a pass over the whole catalogue. */
const REMEMBERED_RESULTS = 8;

interface Remembered {
  terms: string[];
  result: CachedOffer[];
}

/**
 * `filterOffers` for the search box, for one catalogue at a time: the same
 * offers in the same order, but a keystroke that only narrows the search
 * (every earlier word is part of a word now) filters the previous result
 * instead of the whole catalogue, and an earlier search (a backspace) is
 * answered from memory. The first letter still passes over every offer.
 * A new catalogue or audience forgets everything.
 */
export function createNarrowingFilter(): (
  offers: readonly CachedOffer[],
  filter: SearchFilter,
) => CachedOffer[] {
  let source: readonly CachedOffer[] | null = null;
  let audience: Audience | null = null;
  let remembered: Remembered[] = [];
  let last: Remembered | null = null;

  return (offers, filter) => {
    if (offers !== source || filter.audience !== audience) {
      source = offers;
      audience = filter.audience;
      remembered = [];
      last = null;
    }
    const terms = searchTerms(filter.query);
    const key = terms.join(' ');
    const known = remembered.find((entry) => entry.terms.join(' ') === key);
    if (known) {
      last = known;
      return known.result;
    }
    const base = last && narrows(last.terms, terms) ? last.result : offers;
    const result = filterOffers(base, { audience: filter.audience, categoryId: null, query: filter.query });
    last = { terms, result };
    remembered = [last, ...remembered].slice(0, REMEMBERED_RESULTS);
    return result;
  };
}

/**
 * Whether every offer matching `next` also matches `previous`: each earlier
 * word occurs inside some word of the new search (a word of the search must
 * occur in the offer's text, and so then must the earlier word).
 */
export function narrows(previous: readonly string[], next: readonly string[]): boolean {
  return previous.every((word) => next.some((candidate) => candidate.includes(word)));
}
