export { OfferDetailPage } from './components/OfferDetailPage.tsx';
export { preloadOfferAccess } from './preload-offer-page.ts';
export { TillModeDialog } from './components/TillModeDialog.tsx';
export { recordOfferEvent } from './record-click.ts';
export { prepareOfferTap } from './offer-tap.ts';
