import { lazy } from 'react';

// The offer editor and the management lists' cards and dialogs, shared by
// /company/offers and /admin. Everything with a form is lazy: this feature
// loads with those pages only, and Quill in a chunk of its own after them.
export { useManagedOffers } from './use-managed-offers.ts';
export type { ManagedOffer } from './managed-offer.ts';
export { MANAGED_OFFER_COLUMNS, parseManagedOffers } from './managed-offer.ts';
export { AUDIENCE_LABELS } from './offer-form-schema.ts';
export { OFFER_ACTIONS } from './offer-vocabulary.ts';
export { OfferStatusBadges } from './components/OfferStatusBadges.tsx';
export { OfferThumbnail } from './components/OfferThumbnail.tsx';
export { storedImages } from './managed-offer.ts';
export { fetchCompanyOptions } from './api/fetch-companies.ts';
export { removeImagesOfDeletedOffers } from './api/remove-deleted-offer-images.ts';

/** The offer form (create, or edit an offer), in the admin or company context. */
export const OfferEditor = lazy(() =>
  import('./components/OfferEditor.tsx').then((module) => ({ default: module.OfferEditor })),
);

/** A management list (loading, empty, cards) with its edit dialog 'Rediger tilbud' and delete confirmation. */
export const ManagedOfferList = lazy(() =>
  import('./components/ManagedOfferList.tsx').then((module) => ({ default: module.ManagedOfferList })),
);

/** 'Rediger tilbud': the editor in edit mode in a dialog. */
export const EditOfferDialog = lazy(() =>
  import('./components/EditOfferDialog.tsx').then((module) => ({ default: module.EditOfferDialog })),
);

/** The one-offer delete confirmation and the delete itself. */
export const DeleteOfferDialog = lazy(() =>
  import('./components/DeleteOfferDialog.tsx').then((module) => ({ default: module.DeleteOfferDialog })),
);
