import type { Audience, CachedOffer } from '../store/schemas.ts';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  aring: 'å',
  Aring: 'Å',
  aelig: 'æ',
  AElig: 'Æ',
  oslash: 'ø',
  Oslash: 'Ø',
};

/**
 * Plain text of an editor HTML fragment, for the search index only (never
 * rendered). No DOM parser, so the sync can index thousands of rows quickly.
 */
export function searchableText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, body: string) => {
      if (body.startsWith('#')) {
        const code =
          body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return NAMED_ENTITIES[body] ?? entity;
    });
}

/**
 * Plain text of an editor HTML fragment as one line, for showing (a card's
 * description, the offer page without its sanitiser): searchableText with its
 * runs of whitespace collapsed. Rendered as text, never as HTML.
 */
export function plainText(html: string | null | undefined): string {
  return searchableText(html).replace(/\s+/g, ' ').trim();
}

/** The lowercase text a search matches: title, company and description. */
export function buildSearchText(offer: {
  title: string;
  company: string | null;
  description: string | null;
}): string {
  return [offer.title, offer.company ?? '', searchableText(offer.description)]
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface OfferFilter {
  /** business shows business and both; individual shows individual and both; both shows all. */
  audience: Audience;
  /** A category id, or null for all categories. */
  categoryId: string | null;
  /** Free text; every word must occur in the title, company or description. */
  query: string;
}

/** The words of a search, lowercased; computed once per keystroke, not per row. */
export function searchTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

export function matchesAudience(offerAudience: Audience, wanted: Audience): boolean {
  return wanted === 'both' || offerAudience === 'both' || offerAudience === wanted;
}

/**
 * The offers a visitor sees for a filter, in the order given. Runs per
 * keystroke over the whole cached catalogue, so the row test is plain
 * comparisons and `includes` on the precomputed search text.
 */
export function filterOffers(offers: readonly CachedOffer[], filter: OfferFilter): CachedOffer[] {
  const terms = searchTerms(filter.query);
  const { audience, categoryId } = filter;
  const result: CachedOffer[] = [];
  for (const offer of offers) {
    if (audience !== 'both' && offer.target_audience !== 'both' && offer.target_audience !== audience)
      continue;
    if (categoryId !== null && !offer.category_ids.includes(categoryId)) continue;
    if (!terms.every((term) => offer.search_text.includes(term))) continue;
    result.push(offer);
  }
  return result;
}

/** How many of the given offers are in each category (for the category chips). */
export function countByCategory(offers: readonly CachedOffer[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const offer of offers) {
    for (const id of offer.category_ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** The id of the category with this key (from `?category=`), or null when none has it. */
export function categoryIdForKey(
  categories: readonly { id: string; key: string }[],
  key: string | null,
): string | null {
  if (key === null) return null;
  return categories.find((category) => category.key === key)?.id ?? null;
}
