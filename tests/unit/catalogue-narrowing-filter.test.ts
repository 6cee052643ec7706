import { describe, expect, it } from 'vitest';
import { createNarrowingFilter, narrows } from '../../src/features/offers/narrowing-filter.ts';
import { countByCategory, filterOffers } from '../../src/offline/catalogue/search.ts';
import type { Audience, CachedOffer } from '../../src/offline/store/schemas.ts';
import { cachedOffer } from './offline/support/cached-offer.ts';

// The search box filters the previous result when a keystroke only narrows
// the search; every answer must still be exactly filterOffers' over the
// whole catalogue, in the same order, with countByCategory's counts.

const words = ['skinnende', 'bil', 'sko', 'kaffe', 'ski', 'lunsj', 'skift', 'dekk', 'padel', 'kinn'];
const audiences: Audience[] = ['business', 'individual', 'both'];

function catalogue(size: number): CachedOffer[] {
  return Array.from({ length: size }, (_, index) => {
    const text = [words[index % words.length], words[(index * 7) % words.length], `nr${String(index)}`];
    return cachedOffer({
      id: `offer-${String(index)}`,
      title: text.join(' '),
      target_audience: audiences[index % 3],
      category_ids: [`category-${String(index % 4)}`, ...(index % 5 === 0 ? ['category-9'] : [])],
      search_text: text.join(' '),
    });
  });
}

const ids = (offers: readonly CachedOffer[]) => offers.map((offer) => offer.id);

function typed(text: string): string[] {
  return Array.from({ length: text.length + 1 }, (_, index) => text.slice(0, index));
}

describe('the narrowing search filter', () => {
  const offers = catalogue(300);

  it('answers every keystroke forward and back exactly like filterOffers', () => {
    for (const audience of audiences) {
      const search = createNarrowingFilter();
      const forward = typed('skinnende bil');
      for (const query of [
        ...forward,
        ...forward.slice().reverse(),
        'kaffe',
        'kaffe ski',
        'ski',
        '  ski  ',
      ]) {
        const expected = filterOffers(offers, { audience, categoryId: null, query });
        const result = search(offers, { audience, query });
        expect(ids(result.offers), `${audience} '${query}'`).toEqual(ids(expected));
        expect(result.counts, `${audience} '${query}'`).toEqual(countByCategory(expected));
      }
    }
  });

  it('starts over for another catalogue or audience', () => {
    const search = createNarrowingFilter();
    expect(ids(search(offers, { audience: 'both', query: 'ski' }).offers)).toEqual(
      ids(filterOffers(offers, { audience: 'both', categoryId: null, query: 'ski' })),
    );
    const business = search(offers, { audience: 'business', query: 'skif' }).offers;
    expect(ids(business)).toEqual(
      ids(filterOffers(offers, { audience: 'business', categoryId: null, query: 'skif' })),
    );
    // A sync replaced the catalogue: the new offer matches although the old result did not hold it.
    const grown = [
      cachedOffer({ id: 'new', search_text: 'skiftnøkkel', target_audience: 'business' }),
      ...offers,
    ];
    expect(ids(search(grown, { audience: 'business', query: 'skift' }).offers)[0]).toBe('new');
  });

  it('answers the previous result itself when a keystroke drops nothing', () => {
    const search = createNarrowingFilter();
    const all = search(offers, { audience: 'both', query: '' });
    expect(all.offers).toHaveLength(offers.length);
    // Every offer's text holds 'nr': the same offers, so the same array and counts.
    const same = search(offers, { audience: 'both', query: 'n' });
    expect(same.offers).toBe(all.offers);
    expect(same.counts).toBe(all.counts);
  });

  it('narrows only when every earlier word is inside a word of the new search', () => {
    expect(narrows([], ['s'])).toBe(true);
    expect(narrows(['s'], ['sk'])).toBe(true);
    expect(narrows(['skinnende'], ['skinnende', 'b'])).toBe(true);
    expect(narrows(['bil', 'sk'], ['ski', 'bil'])).toBe(true);
    expect(narrows(['sk'], ['s'])).toBe(false);
    expect(narrows(['skinnende', 'b'], ['skinnende'])).toBe(false);
    expect(narrows(['ski'], ['kaffe'])).toBe(false);
  });
});
