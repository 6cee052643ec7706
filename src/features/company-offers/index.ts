import { lazy } from 'react';

export type { CompanyOffersPageProps } from './components/CompanyOffersPage.tsx';
export {
  parseCompanyOffersSearch,
  type CompanyOffersSearch,
  type CompanyOffersView,
} from './company-offers-view.ts';

/** /company/offers, loaded when first shown (with the offer editor it uses). */
export const CompanyOffersPage = lazy(() =>
  import('./components/CompanyOffersPage.tsx').then((module) => ({ default: module.CompanyOffersPage })),
);
