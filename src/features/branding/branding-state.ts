import { atom, store, useAtomValue } from '@/lib/store.ts';
import type { CompanyBranding } from './branding-schema.ts';
import { resolveBranding, type ResolvedBranding } from './resolve-branding.ts';

export interface SubdomainBrandingState {
  /** The subdomain the host names, or null on the product's own hosts. */
  subdomain: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The white-label company on that subdomain (cached or fetched), if any. */
  company: CompanyBranding | null;
  /** Why the last fetch failed (spec: stored as a message, default 'Unknown error'). */
  error: string | null;
}

export const subdomainBrandingAtom = atom<SubdomainBrandingState>({
  subdomain: null,
  status: 'idle',
  company: null,
  error: null,
});

/**
 * The company a signed-in user picked in the company selector (a later
 * screen sets it). The subdomain's company wins: on acme.<domain> the page
 * is Acme's whoever is signed in.
 */
export const selectedCompanyBrandingAtom = atom<CompanyBranding | null>(null);

/** Where the Supabase URL is, for branding images stored as paths; set at start. */
export const brandingAssetBaseAtom = atom<string>('http://localhost/');

export const resolvedBrandingAtom = atom<ResolvedBranding>((get) =>
  resolveBranding(
    get(subdomainBrandingAtom).company ?? get(selectedCompanyBrandingAtom),
    get(brandingAssetBaseAtom),
  ),
);

/** The brand on screen now: title, logo, company name, colours, theme. */
export function useBranding(): ResolvedBranding {
  return useAtomValue(resolvedBrandingAtom, { store });
}

export function setSelectedCompanyBranding(company: CompanyBranding | null): void {
  store.set(selectedCompanyBrandingAtom, company);
}
