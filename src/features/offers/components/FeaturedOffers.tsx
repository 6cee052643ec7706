import { useMemo } from 'react';
import { filterOffers } from '@/offline/catalogue/search.ts';
import type { Audience, CachedOffer } from '@/offline/store/schemas.ts';
import type { CatalogueView } from '../catalogue-view.ts';
import { CatalogueFailed, CatalogueLoading, NoOffersFound } from './CatalogueStates.tsx';
import { OfferGrid } from './OfferGrid.tsx';

/** The landing preview holds at most six offers (spec section 9). */
export const FEATURED_COUNT = 6;

/** The newest offers for an audience, active ones first, at most six. */
export function featuredOffers(offers: readonly CachedOffer[], audience: Audience): CachedOffer[] {
  const matching = filterOffers(offers, { audience, categoryId: null, query: '' });
  const active = matching.filter((offer) => offer.offer_active);
  const upcoming = matching.filter((offer) => !offer.offer_active);
  return [...active, ...upcoming].slice(0, FEATURED_COUNT);
}

export function FeaturedOffers({ view, audience }: { view: CatalogueView; audience: Audience }) {
  const offers = useMemo(
    () => (view.status === 'ready' ? featuredOffers(view.offers, audience) : []),
    [view, audience],
  );
  if (view.status === 'loading') return <CatalogueLoading cards={3} />;
  if (view.status === 'failed') return <CatalogueFailed failure={view.failure} />;
  if (offers.length === 0) return <NoOffersFound filtered={false} onReset={() => undefined} />;
  return <OfferGrid offers={offers} resetKey={audience} label="Utvalgte tilbud" headingLevel="h3" />;
}
