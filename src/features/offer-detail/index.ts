export { OfferDetailPage } from './components/OfferDetailPage.tsx';
export { offerMailBody, offerMailSubject } from './offer-mail.ts';
export { preloadOfferAccess } from './preload-offer-page.ts';
