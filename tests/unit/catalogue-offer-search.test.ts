import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { createOfferSearch } from '../../src/features/offers/offer-search.ts';
import { OfferSearchIndex } from '../../src/features/offers/offer-search-index.ts';
import { foldQuery, foldTerm, startsWithOneTypo } from '../../src/features/offers/search-folding.ts';
import type { CachedOffer } from '../../src/offline/store/schemas.ts';
import { buildSearchText, countByCategory } from '../../src/offline/catalogue/search.ts';
import { cachedOffer } from './offline/support/cached-offer.ts';

function offer(id: string, fields: Partial<CachedOffer>): CachedOffer {
  const base = cachedOffer({ id, ...fields });
  return { ...base, search_text: buildSearchText(base) };
}

const catalogue: CachedOffer[] = [
  offer('bakery', {
    company: 'Bakeriet på Hjørnet',
    title: 'Gratis kaffe til bakevarer før kl. 10',
    description: '<p>Kanelboller og surdeigsbrød bakes hver natt.</p>',
    category_ids: ['food'],
  }),
  offer('running', {
    company: 'Løpeverkstedet',
    title: 'Gratis løpeanalyse ved kjøp av sko',
    description: '<p>Vi filmer løpesteget ditt på tredemølle.</p>',
    category_ids: ['sport'],
    target_audience: 'individual',
  }),
  offer('car-wash', {
    company: 'Nordlys Bilpleie',
    title: '30 % på innvendig og utvendig bilvask',
    description: '<p>Skinnende bil – vi vasker mens du er på jobb. Gratis kaffe.</p>',
    category_ids: ['car'],
    target_audience: 'business',
  }),
  offer('fish', {
    company: 'Fjordfisk Sjømat',
    title: '20 % på fiskekasse',
    description: '<p>Fersk torsk fra Ålesund, bærekraftig fiske.</p>',
    category_ids: ['food'],
  }),
  offer('coffee-text', {
    company: 'Kontorservice AS',
    title: 'Frukt levert på jobben',
    description: '<p>Vi tar med kaffe også.</p>',
    category_ids: ['food', 'other'],
  }),
];

const now = () => Promise.resolve();

async function indexOf(offers: readonly CachedOffer[]): Promise<OfferSearchIndex> {
  const index = new OfferSearchIndex(MiniSearch);
  await index.update(offers, now);
  return index;
}

describe('search folding', () => {
  it('folds Norwegian letters, accents and case', () => {
    expect(foldTerm('Løpeanalyse')).toBe('lopeanalyse');
    expect(foldTerm('Bærekraftig')).toBe('baerekraftig');
    expect(foldTerm('Ålesund')).toBe('alesund');
    expect(foldTerm('Aalesund')).toBe('alesund');
    expect(foldTerm('Café')).toBe('cafe');
    expect(foldTerm('%')).toBeNull();
    expect(foldQuery('  Løpe-analyse, 30 %  ')).toEqual(['lope', 'analyse', '30']);
  });

  it('forgives one typo at the start of words of four letters or more', () => {
    expect(startsWithOneTypo('bakeriet', 'bakry')).toBe(true);
    expect(startsWithOneTypo('skinnende', 'skinende')).toBe(true);
    expect(startsWithOneTypo('skinnende', 'sknin')).toBe(true);
    expect(startsWithOneTypo('kaffe', 'kafe')).toBe(true);
    expect(startsWithOneTypo('kaffe', 'kfafe')).toBe(true);
    // Two typos, a wrong first letter, or a short word: no.
    expect(startsWithOneTypo('bakeriet', 'bkry')).toBe(false);
    expect(startsWithOneTypo('kaffe', 'gaffe')).toBe(false);
    expect(startsWithOneTypo('ski', 'sko')).toBe(false);
    expect(startsWithOneTypo('skift', 'sko')).toBe(false);
  });
});

describe('the offer search index', () => {
  it('finds words without Norwegian letters and with one typo', async () => {
    const index = await indexOf(catalogue);
    expect(index.search('lopeanalyse')?.ids).toEqual(['running']);
    expect(index.search('bakry')?.ids).toEqual(['bakery']);
    expect(index.search('alesund')?.ids).toEqual(['fish']);
    expect(index.search('Aalesund')?.ids).toEqual(['fish']);
    expect(index.search('baerekraft')?.ids).toEqual(['fish']);
    expect(index.search('skinende bil')?.ids).toEqual(['car-wash']);
    // A short word must be typed right: 'sko' is not 'ski'.
    expect(index.search('sko')?.ids).toEqual(['running']);
    expect(index.search('xyzzy')?.ids).toEqual([]);
    expect(index.search('  %  ')).toBeNull();
  });

  it('matches prefixes as the visitor types, every word required', async () => {
    const index = await indexOf(catalogue);
    expect(index.search('løpe')?.ids).toEqual(['running']);
    expect(index.search('gratis')?.ids.sort()).toEqual(['bakery', 'car-wash', 'running']);
    expect(index.search('gratis kaf')?.ids.sort()).toEqual(['bakery', 'car-wash']);
  });

  it('ranks a match in the title or partner above one in the description', async () => {
    const index = await indexOf(catalogue);
    const ids = index.search('kaffe')?.ids ?? [];
    expect(ids[0]).toBe('bakery');
    expect(ids.slice(1).sort()).toEqual(['car-wash', 'coffee-text']);
    expect(index.search('fjordfisk')?.ids).toEqual(['fish']);
  });

  it('names the indexed words that matched, for highlighting', async () => {
    const index = await indexOf(catalogue);
    const words = index.search('lopeanalyse')?.words ?? new Set();
    expect([...words]).toEqual(['lopeanalyse']);
    expect([...(index.search('bakry')?.words ?? [])]).toContain('bakeriet');
  });

  it('follows delta syncs: changed offers are re-indexed, removed ones dropped', async () => {
    const index = await indexOf(catalogue);
    expect(index.matches(catalogue)).toBe(true);
    const renamed = offer('fish', { ...catalogue[3], title: 'Laks og reker', description: null });
    const added = offer('padel', { company: 'Padelhallen Øst', title: 'To timer for én' });
    const next = [added, ...catalogue.filter((o) => o.id !== 'fish' && o.id !== 'bakery'), renamed];
    expect(index.matches(next)).toBe(false);
    await index.update(next, now);
    expect(index.matches(next)).toBe(true);
    expect(index.search('padelhallen ost')?.ids).toEqual(['padel']);
    expect(index.search('laks')?.ids).toEqual(['fish']);
    expect(index.search('fiskekasse')?.ids).toEqual([]);
    expect(index.search('bakry')?.ids).toEqual([]);
  });

  it('filters by a short word as the start of a word in the title, partner or text, re-indexed offers too', async () => {
    const index = await indexOf(catalogue);
    // 'ø' folds to 'o': 'Sjømat' (partner), 'Ålesund' (text) begins 'al'.
    expect(index.search('fiskekasse sj')?.ids).toEqual(['fish']);
    expect(index.search('fiskekasse al')?.ids).toEqual(['fish']);
    expect(index.search('fiskekasse xy')?.ids).toEqual([]);
    expect(index.search('fj')?.ids).toEqual(['fish']);
    expect(index.search('fj')?.prefixes).toEqual(['fj']);
    const renamed = offer('fish', { ...catalogue[3], company: 'Havbruk', description: '<p>Fra Bodø.</p>' });
    await index.update(
      catalogue.map((o) => (o.id === 'fish' ? renamed : o)),
      now,
    );
    expect(index.search('fiskekasse bo')?.ids).toEqual(['fish']);
    expect(index.search('fiskekasse al')?.ids).toEqual([]);
    expect(index.search('fj')?.ids).toEqual([]);
  });

  it('stops an update when a newer catalogue cancels it', async () => {
    const index = new OfferSearchIndex(MiniSearch);
    expect(await index.update(catalogue, now, () => true)).toBe(false);
    expect(index.matches(catalogue)).toBe(false);
  });
});

describe('the /offers search', () => {
  it('filters ranked results by audience and counts what it shows', async () => {
    const index = await indexOf(catalogue);
    const search = createOfferSearch();
    const both = search(catalogue, { audience: 'both', query: 'gratis' }, index);
    expect(both.offers.map((o) => o.id).sort()).toEqual(['bakery', 'car-wash', 'running']);
    expect(both.counts).toEqual(countByCategory(both.offers));
    const individual = search(catalogue, { audience: 'individual', query: 'gratis' }, index);
    expect(individual.offers.map((o) => o.id).sort()).toEqual(['bakery', 'running']);
    expect(individual.counts).toEqual(
      new Map([
        ['food', 1],
        ['sport', 1],
      ]),
    );
    expect(individual.highlight.words.has('gratis')).toBe(true);
  });

  it('answers in catalogue order without a query or before the index is ready', () => {
    const search = createOfferSearch();
    expect(search(catalogue, { audience: 'both', query: '' }, null).offers).toEqual(catalogue);
    // Before the index: today's substring filter on the stored text.
    expect(search(catalogue, { audience: 'both', query: 'kaffe' }, null).offers.map((o) => o.id)).toEqual([
      'bakery',
      'car-wash',
      'coffee-text',
    ]);
  });

  it('answers an earlier search again from memory', async () => {
    const index = await indexOf(catalogue);
    const search = createOfferSearch();
    const first = search(catalogue, { audience: 'both', query: 'kaffe' }, index);
    search(catalogue, { audience: 'both', query: 'kaffe g' }, index);
    expect(search(catalogue, { audience: 'both', query: 'Kaffe ' }, index)).toBe(first);
  });
});
