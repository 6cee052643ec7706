import { describe, expect, it } from 'vitest';
import type { Audience, CachedOffer } from '../../src/offline/schemas.ts';
import {
  buildSearchText,
  createIncrementalFilter,
  filterOffers,
  narrowsSearch,
  type OfferFilter,
} from '../../src/offline/search.ts';
import { keystrokePrefixes } from '../../bench/app/keystrokes.ts';
import { cachedOffer } from './offline/support/cached-offer.ts';

// /offers filters on every keystroke; a search that only narrows filters the
// previous result. The answers must be exactly filterOffers' over the whole list.

const WORDS = ['skinnende', 'bil', 'skinn', 'sko', 'kaffe', 'bilvask', 'lunsj', 'padel', 'Ski', 'Øl', 'ende'];
const AUDIENCES: Audience[] = ['business', 'individual', 'both'];

function catalogue(size: number): CachedOffer[] {
  return Array.from({ length: size }, (_, index) => {
    const title = `${WORDS[index % WORDS.length] ?? ''} ${WORDS[(index * 7) % WORDS.length] ?? ''} ${String(index)}`;
    const company = WORDS[(index * 3) % WORDS.length] ?? null;
    const description =
      index % 4 === 0 ? `<p>${WORDS[(index * 5) % WORDS.length] ?? ''} &amp; mer</p>` : null;
    return cachedOffer({
      id: `offer-${String(index)}`,
      title,
      company,
      description,
      target_audience: AUDIENCES[index % 3],
      category_ids: index % 2 === 0 ? ['car'] : ['food'],
      search_text: buildSearchText({ title, company, description }),
    });
  });
}

const ids = (list: readonly CachedOffer[]) => list.map((offer) => offer.id);

describe('narrowing searches', () => {
  it('knows when a search can only match fewer offers', () => {
    expect(narrowsSearch('', 'a')).toBe(true);
    expect(narrowsSearch('sk', 'ski')).toBe(true);
    expect(narrowsSearch('skinnende', 'skinnende ')).toBe(true);
    expect(narrowsSearch('skinnende', 'skinnende b')).toBe(true);
    expect(narrowsSearch('bil skinn', 'Skinnende bil')).toBe(true);
    expect(narrowsSearch('ski', 'sk')).toBe(false);
    expect(narrowsSearch('skinnende b', 'skinnende')).toBe(false);
    expect(narrowsSearch('bil', 'sko')).toBe(false);
    expect(narrowsSearch('a', '')).toBe(false);
  });
});

describe('the incremental filter', () => {
  const offers = catalogue(500);

  it('gives filterOffers answers, in the same order, for every keystroke, back and forth', () => {
    const filter = createIncrementalFilter();
    const typed = keystrokePrefixes();
    const sequence = [...typed, ...[...typed].reverse(), 'bil', 'bil skinn', 'ski', 'Ø', 'øl', '', 'sko'];
    for (const audience of AUDIENCES) {
      for (const query of sequence) {
        const wanted: OfferFilter = { audience, categoryId: null, query };
        expect(ids(filter(offers, wanted)), `${audience} '${query}'`).toEqual(
          ids(filterOffers(offers, wanted)),
        );
      }
    }
  });

  it('starts again from the whole list for other offers, another audience or another category', () => {
    const filter = createIncrementalFilter();
    filter(offers, { audience: 'business', categoryId: 'car', query: 'bil' });
    for (const wanted of [
      { audience: 'both', categoryId: 'car', query: 'bil s' },
      { audience: 'both', categoryId: null, query: 'bil sk' },
      { audience: 'individual', categoryId: null, query: 'bil ski' },
    ] satisfies OfferFilter[]) {
      expect(ids(filter(offers, wanted))).toEqual(ids(filterOffers(offers, wanted)));
    }
    const more = [...offers, ...catalogue(520).slice(500)];
    const wanted: OfferFilter = { audience: 'individual', categoryId: null, query: 'bil skinn' };
    expect(ids(filter(more, wanted))).toEqual(ids(filterOffers(more, wanted)));
  });

  it('answers the same search with the same array (no new render for an unchanged result)', () => {
    const filter = createIncrementalFilter();
    const wanted: OfferFilter = { audience: 'both', categoryId: null, query: 'ski' };
    const first = filter(offers, wanted);
    expect(filter(offers, { ...wanted })).toBe(first);
    expect(filter(offers, { ...wanted, query: 'SKI ' })).toBe(first);
    expect(ids(filter(offers, { ...wanted, query: 'ski b' }))).toEqual(
      ids(filterOffers(offers, { ...wanted, query: 'ski b' })),
    );
  });
});
