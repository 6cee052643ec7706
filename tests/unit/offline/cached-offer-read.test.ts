// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readRemoteOffer } from '../../../src/offline/catalogue/cached-offer.ts';
import { toCachedOffer } from '../../../src/offline/catalogue/offer-checks.ts';
import { RemoteOfferSchema } from '../../../src/offline/store/schemas.ts';

/** A row as PostgREST sends it for the REST source's select. */
function serverRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'offer-1',
    company_id: 'company-1',
    company: 'Firma',
    title: 'Tilbud',
    description: '<p>Rabatt p&aring; alt</p>',
    detailed_description: '<p>Rabatt p&aring; alt</p>',
    image: '/img.webp',
    images: ['/img.webp'],
    discount: '10 %',
    target_audience: 'both',
    offer_active: true,
    created_at: '2025-11-21T12:00:00+00:00',
    revision: 7,
    offer_categories: [{ category_id: 'food' }, { category_id: 'food' }, { category_id: 'sport' }],
    ...overrides,
  };
}

/** What the schema alone makes of the row: the definition the quick check must agree with. */
function bySchema(row: unknown) {
  const parsed = RemoteOfferSchema.safeParse(row);
  return parsed.success ? toCachedOffer(parsed.data) : null;
}

const variants: Record<string, Record<string, unknown>> = {
  'a plain row': {},
  'nulls where allowed': {
    company_id: null,
    company: null,
    description: null,
    detailed_description: null,
    image: null,
    images: null,
    discount: null,
    offer_categories: null,
  },
  // Not an audience (the database stores business, individual or both): unreadable like any bad value.
  "the audience 'private'": { target_audience: 'private' },
  'an unknown audience': { target_audience: 'everyone' },
  'an empty id': { id: '' },
  'a numeric id': { id: 42 },
  'no title': { title: undefined },
  'a missing column': { discount: undefined },
  'an empty created_at': { created_at: '' },
  'a fractional revision': { revision: 1.5 },
  'a negative revision': { revision: -1 },
  'a revision as text': { revision: '7' },
  'an unsafe revision': { revision: 2 ** 60 },
  'a non-text image': { images: ['/a.webp', 3] },
  'an empty category id': { offer_categories: [{ category_id: '' }] },
  'a category link that is not an object': { offer_categories: ['food'] },
  'offer_active as a number': { offer_active: 1 },
};

describe('reading a server offer row', () => {
  for (const [name, overrides] of Object.entries(variants)) {
    it(`agrees with RemoteOfferSchema on ${name}`, () => {
      const row = serverRow(overrides);
      expect(readRemoteOffer(row)).toEqual(bySchema(row));
    });
  }

  it('stores category ids once each, the audience and the search text', () => {
    expect(readRemoteOffer(serverRow({ target_audience: 'individual' }))).toMatchObject({
      target_audience: 'individual',
      category_ids: ['food', 'sport'],
      detailed_description: null,
      search_text: 'tilbud firma rabatt på alt',
    });
  });

  it('keeps nothing the row holds beyond the public fields', () => {
    const offer = readRemoteOffer(serverRow({ discount_code: 'HEMMELIG', hidden: false, updated_at: 'x' }));
    expect(offer).not.toBeNull();
    expect(Object.keys(offer ?? {}).sort()).toEqual(
      [
        'category_ids',
        'company',
        'company_id',
        'created_at',
        'description',
        'detailed_description',
        'discount',
        'id',
        'image',
        'images',
        'offer_active',
        'revision',
        'search_text',
        'target_audience',
        'title',
      ].sort(),
    );
  });

  it('reads nothing from what is not a row', () => {
    for (const row of [null, undefined, 'offer', 7, [serverRow()]]) expect(readRemoteOffer(row)).toBeNull();
  });
});
