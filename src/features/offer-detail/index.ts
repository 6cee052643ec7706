export { OfferDetailPage } from './components/OfferDetailPage.tsx';
export { offerMailBody, offerMailSubject } from './offer-mail.ts';
