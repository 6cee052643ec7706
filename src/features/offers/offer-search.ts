import { countByCategory, matchesAudience } from '@/offline/catalogue/search.ts';
import type { CachedOffer } from '@/offline/store/schemas.ts';
import { createNarrowingFilter, type SearchFilter, type SearchResult } from './narrowing-filter.ts';
import { INDEXED_MIN_LENGTH, type OfferSearchIndex } from './offer-search-index.ts';
import { foldQuery } from './search-folding.ts';
import { NO_HIGHLIGHT, type SearchHighlight } from './search-highlight.ts';

export interface OfferSearchResult extends SearchResult {
  /** What to mark in the cards (nothing without a ranked search). */
  highlight: SearchHighlight;
}

/** Ranked results kept for a backspace, per catalogue and index state. */
const REMEMBERED_RESULTS = 8;

/**
 * The /offers search for one page: with the index in step with the catalogue,
 * a query is ranked by the index (folding, prefixes, one typo; title and
 * partner first); without a query, with only words of one or two letters, or
 * before the index has first been built (in idle time), the narrowing filter
 * answers in catalogue order.
 * Counts are always of the result (audience applied, category not), so the
 * category chips count what the list shows.
 */
export function createOfferSearch(): (
  offers: readonly CachedOffer[],
  filter: SearchFilter,
  index: OfferSearchIndex | null,
) => OfferSearchResult {
  const narrowing = createNarrowingFilter();
  let source: readonly CachedOffer[] | null = null;
  let sourceIndex: OfferSearchIndex | null = null;
  let generation = -1;
  let byId = new Map<string, CachedOffer>();
  let remembered: (OfferSearchResult & { audience: SearchFilter['audience'] })[] = [];

  return (offers, filter, index) => {
    const words = foldQuery(filter.query);
    // One or two letters begin thousands of words: browsing, not a search to rank; the narrowing
    // filter answers that within a frame at 10,000 offers, as before.
    if (index === null || words.every((word) => word.length < INDEXED_MIN_LENGTH)) {
      return { ...narrowing(offers, filter), highlight: NO_HIGHLIGHT };
    }
    if (offers !== source || index !== sourceIndex || index.generation !== generation) {
      source = offers;
      sourceIndex = index;
      generation = index.generation;
      byId = new Map(offers.map((offer) => [offer.id, offer]));
      remembered = [];
    }
    // Ranked keys differ from the narrowing filter's, so the list starts over when the index takes over.
    const key = `ranked:${words.join(' ')}`;
    const known = remembered.find((entry) => entry.key === key && entry.audience === filter.audience);
    if (known) return known;
    const ranked = index.search(filter.query);
    const matching: CachedOffer[] = [];
    for (const id of ranked?.ids ?? []) {
      const offer = byId.get(id);
      if (offer && matchesAudience(offer.target_audience, filter.audience)) matching.push(offer);
    }
    const result = {
      audience: filter.audience,
      offers: matching,
      counts: countByCategory(matching),
      key,
      highlight: ranked ? { words: ranked.words, prefixes: ranked.prefixes } : NO_HIGHLIGHT,
    };
    remembered = [result, ...remembered].slice(0, REMEMBERED_RESULTS);
    return result;
  };
}
