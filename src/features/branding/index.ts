import { lazy } from 'react';
export { startBranding, type StartBrandingOptions } from './start-branding.ts';
export { fetchCompanyBranding } from './fetch-company-branding.ts';
export {
  useBranding,
  setSelectedCompanyBranding,
  resolvedBrandingAtom,
  subdomainBrandingAtom,
  type SubdomainBrandingState,
} from './branding-state.ts';
export {
  PRODUCT_NAME,
  DEFAULT_BRANDING,
  DEFAULT_META_DESCRIPTION,
  resolveBranding,
  type ResolvedBranding,
} from './resolve-branding.ts';
export { applyBranding, brandingCssVariables } from './apply-branding.ts';
export {
  applyPageMeta,
  pageTitle,
  usePageMetaOverride,
  usePageMetaOverrideFor,
  type PageMeta,
} from './page-meta.ts';
export { CompanyBrandingSchema, type CompanyBranding, type BrandingConfig } from './branding-schema.ts';
export { parseHsl, contrastRatio, readableForeground, ensureContrast, type Hsl } from './color-contrast.ts';
export type { BrandingCardProps } from './components/BrandingCard.tsx';

/** The branding card of /profile (owners and admins of the selected company), loaded when first shown. */
export const BrandingCard = lazy(() =>
  import('./components/BrandingCard.tsx').then((module) => ({ default: module.BrandingCard })),
);
