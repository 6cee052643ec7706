import { lazy } from 'react';

// Small and eager: the /admin route validates its search params with it before the page loads.
export { parseOfferTableSearch, type OfferTableSearch } from './offer-table/offer-table-search.ts';

/** /admin (Admin Panel), loaded when first shown (with the offer editor it uses). */
export const AdminPage = lazy(() =>
  import('./components/AdminPage.tsx').then((module) => ({ default: module.AdminPage })),
);

/** /admin/categories, loaded when first shown. */
export const CategoriesAdminPage = lazy(() =>
  import('./components/CategoriesAdminPage.tsx').then((module) => ({ default: module.CategoriesAdminPage })),
);
