export { LandingPage } from './components/LandingPage.tsx';
export { OffersPage } from './components/OffersPage.tsx';
export { MAX_QUERY_LENGTH, type OffersSearch } from './offers-search.ts';
export { OfferCard } from './components/OfferCard.tsx';
