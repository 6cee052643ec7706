import type { CachedOffer } from '../../../../src/offline/store/schemas.ts';

/** A valid cached offer row, for tests that seed IndexedDB directly. */
export function cachedOffer(overrides: Partial<CachedOffer> = {}): CachedOffer {
  const title = overrides.title ?? 'Tilbud';
  return {
    id: 'offer-1',
    company_id: null,
    company: 'Firma',
    title,
    description: '<p>Beskrivelse</p>',
    detailed_description: null,
    image: null,
    images: null,
    discount: 'Se tilbud',
    target_audience: 'both',
    offer_active: true,
    created_at: '2025-11-21T12:00:00+00:00',
    revision: 1,
    category_ids: [],
    search_text: `${title} firma beskrivelse`.toLowerCase(),
    ...overrides,
  };
}
