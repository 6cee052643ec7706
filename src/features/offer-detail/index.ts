export { OfferDetailPage } from './components/OfferDetailPage.tsx';
export { offerMailBody, offerMailSubject } from './offer-mail.ts';
export { preloadOfferAccess } from './preload-offer-page.ts';
export { TillModeDialog, type TillModeDialogProps } from './components/TillModeDialog.tsx';
export { recordOfferEvent } from './record-click.ts';
