// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isCachedOffer } from '../../../src/offline/catalogue/offer-checks.ts';
import { CachedOfferSchema } from '../../../src/offline/store/schemas.ts';
import { cachedOffer } from './support/cached-offer.ts';

/** A row as IndexedDB gives it back; undefined drops the field. */
function storedRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const row: Record<string, unknown> = {
    ...cachedOffer({ images: ['/a.webp'], category_ids: ['food'] }),
    ...overrides,
  };
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined));
}

const variants: Record<string, Record<string, unknown>> = {
  'a row as the sync writes it': {},
  'nulls where allowed': {
    company_id: null,
    company: null,
    description: null,
    detailed_description: null,
    image: null,
    images: null,
    discount: null,
  },
  'a row cached before the revision cursor': { revision: undefined },
  'a field beyond the schema': { discount_code: 'HEMMELIG' },
  // Not an audience (the database stores business, individual or both): refused like any bad value.
  "the audience 'private'": { target_audience: 'private' },
  'no search text': { search_text: undefined },
  'an empty id': { id: '' },
  'an empty category id': { category_ids: [''] },
  'category ids as text': { category_ids: 'food' },
  'a negative revision': { revision: -1 },
  'a fractional revision': { revision: 0.5 },
  'an empty created_at': { created_at: '' },
  'offer_active as text': { offer_active: 'true' },
  'a non-text image': { images: [1] },
};

describe('checking a cached offer without the schema', () => {
  for (const [name, overrides] of Object.entries(variants)) {
    it(`passes ${name} only when the schema would return it unchanged`, () => {
      const row = storedRow(overrides);
      const parsed = CachedOfferSchema.safeParse(row);
      if (isCachedOffer(row)) expect(parsed).toEqual({ success: true, data: row });
      else if (name === 'a field beyond the schema') expect(parsed.success).toBe(true);
      else expect(parsed.success).toBe(false);
    });
  }

  it('passes a row as the sync writes it, and nothing that is not a row', () => {
    expect(isCachedOffer(storedRow())).toBe(true);
    for (const row of [null, undefined, 'offer', 7, [storedRow()]]) expect(isCachedOffer(row)).toBe(false);
  });
});
