import { store } from '@/lib/store.ts';
import { writeCachedBranding } from './branding-cache.ts';
import type { CompanyBranding } from './branding-schema.ts';
import { selectedCompanyBrandingAtom, subdomainBrandingAtom } from './branding-state.ts';

/**
 * After a save, the page wears the saved branding at once (the resolved
 * branding's subscriber reapplies it): as the selected company's, and as the
 * subdomain's when the page is on that company's subdomain. The account's next
 * read brings the same values from the server.
 */
export function applySavedCompanyBranding(company: CompanyBranding): void {
  const branding: CompanyBranding = {
    id: company.id,
    name: company.name,
    subdomain: company.subdomain,
    is_white_label_enabled: company.is_white_label_enabled,
    branding_config: company.branding_config,
  };
  store.set(selectedCompanyBrandingAtom, branding);
  const onSubdomain = store.get(subdomainBrandingAtom);
  if (onSubdomain.subdomain === null) return;
  const wasHere = onSubdomain.company?.id === branding.id;
  const isHere = branding.subdomain === onSubdomain.subdomain && branding.is_white_label_enabled;
  if (!wasHere && !isHere) return;
  const next = isHere ? branding : null;
  store.set(subdomainBrandingAtom, { ...onSubdomain, company: next });
  writeCachedBranding(onSubdomain.subdomain, next);
}
