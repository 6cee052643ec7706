import { lazy } from 'react';
export { startBranding } from './start-branding.ts';
export { fetchCompanyBranding } from './fetch-company-branding.ts';
export { useBranding, setSelectedCompanyBranding } from './branding-state.ts';
export { PRODUCT_NAME, resolveBranding } from './resolve-branding.ts';
export { applyPageMeta, usePageMetaOverride, usePageMetaOverrideFor, type PageMeta } from './page-meta.ts';

/** The branding card of /profile (owners and admins of the selected company), loaded when first shown. */
export const BrandingCard = lazy(() =>
  import('./components/BrandingCard.tsx').then((module) => ({ default: module.BrandingCard })),
);
