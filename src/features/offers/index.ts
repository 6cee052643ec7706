export { OfferList } from './components/OfferList.tsx';
export { listOffers, type OfferListItem } from './api/list-offers.ts';
