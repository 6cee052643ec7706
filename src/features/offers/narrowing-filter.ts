import { countByCategory, filterOffers, searchTerms } from '@/offline/catalogue/search.ts';
import type { Audience, CachedOffer } from '@/offline/store/schemas.ts';

export interface SearchFilter {
  audience: Audience;
  query: string;
}

export interface SearchResult {
  /** filterOffers' answer: the matching offers in catalogue order. */
  offers: readonly CachedOffer[];
  /** countByCategory of `offers` (for the category chips). */
  counts: ReadonlyMap<string, number>;
  /** The search as it filters (searchTerms joined): two queries with the same key have the same result. */
  key: string;
}

/** Results kept for going back to an earlier search (a backspace) without a pass over the whole catalogue. */
const REMEMBERED_RESULTS = 8;

interface Remembered extends SearchResult {
  terms: string[];
}

/**
 * `filterOffers` and `countByCategory` for the search box, for one catalogue
 * at a time: the same offers in the same order and the same counts, but a
 * keystroke that only narrows the search (every earlier word is part of a
 * word now) filters the previous result instead of the whole catalogue and
 * counts whichever is smaller, what it keeps or what it drops; an earlier
 * search (a backspace) is answered from memory. A keystroke that drops
 * nothing answers the previous result itself, so what depends on it need
 * not change. A new catalogue or audience forgets everything.
 */
export function createNarrowingFilter(): (
  offers: readonly CachedOffer[],
  filter: SearchFilter,
) => SearchResult {
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
    const known = remembered.find((entry) => entry.key === key);
    if (known) {
      last = known;
      return known;
    }
    const base = last && narrows(last.terms, terms) ? last : null;
    const matching = filterOffers(base ? base.offers : offers, {
      audience: filter.audience,
      categoryId: null,
      query: filter.query,
    });
    last = base
      ? narrowed(base, matching, { terms, key })
      : { terms, key, offers: matching, counts: countByCategory(matching) };
    remembered = [last, ...remembered].slice(0, REMEMBERED_RESULTS);
    return last;
  };
}

/** The result of narrowing `base` to `kept` (a subsequence of it), counted the cheaper way. */
function narrowed(
  base: Remembered,
  kept: CachedOffer[],
  search: Pick<Remembered, 'terms' | 'key'>,
): Remembered {
  if (kept.length === base.offers.length) return { ...search, offers: base.offers, counts: base.counts };
  if (kept.length <= base.offers.length / 2)
    return { ...search, offers: kept, counts: countByCategory(kept) };
  const counts = new Map(base.counts);
  let next = 0;
  for (const offer of base.offers) {
    if (kept[next] === offer) {
      next++;
      continue;
    }
    for (const id of offer.category_ids) {
      const left = (counts.get(id) ?? 0) - 1;
      if (left > 0) counts.set(id, left);
      else counts.delete(id);
    }
  }
  return { ...search, offers: kept, counts };
}

/**
 * Whether every offer matching `next` also matches `previous`: each earlier
 * word occurs inside some word of the new search (a word of the search must
 * occur in the offer's text, and so then must the earlier word).
 */
export function narrows(previous: readonly string[], next: readonly string[]): boolean {
  return previous.every((word) => next.some((candidate) => candidate.includes(word)));
}
