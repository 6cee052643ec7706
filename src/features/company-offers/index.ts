import { lazy } from 'react';

export { parseCompanyOffersSearch } from './company-offers-view.ts';

/** /company/offers, loaded when first shown (with the offer editor it uses). */
export const CompanyOffersPage = lazy(() =>
  import('./components/CompanyOffersPage.tsx').then((module) => ({ default: module.CompanyOffersPage })),
);
