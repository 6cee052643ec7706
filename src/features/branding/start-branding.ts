import { store } from '@/lib/store.ts';
import { applyBranding } from './apply-branding.ts';
import { readCachedBranding, writeCachedBranding } from './branding-cache.ts';
import type { CompanyBranding } from './branding-schema.ts';
import {
  brandingAssetBaseAtom,
  resolvedBrandingAtom,
  subdomainBrandingAtom,
  type SubdomainBrandingState,
} from './branding-state.ts';
import { resolveBranding, type ResolvedBranding } from './resolve-branding.ts';
import { isOnline } from '@/lib/online.ts';

export interface StartBrandingOptions {
  /** The subdomain the host names (detectSubdomain), or null. */
  subdomain: string | null;
  /** The Supabase URL, which stored image paths are relative to. */
  assetBase: string;
  fetchCompany: (subdomain: string) => Promise<CompanyBranding | null>;
  apply?: (branding: ResolvedBranding) => void;
  /** Gives the subdomain's brand to the service worker for the web app manifest (replaced in tests). */
  syncManifest?: (branding: ResolvedBranding) => void;
}

// Only a company's subdomain loads the manifest code; the product's own hosts never need it.
const syncManifestLazily = (branding: ResolvedBranding) =>
  void import('./sync-manifest.ts')
    .then((module) => module.syncBrandedManifest(branding))
    .catch((error: unknown) => console.warn('Could not brand the web app manifest', error));

function patch(next: Partial<SubdomainBrandingState>): void {
  store.set(subdomainBrandingAtom, (previous) => ({ ...previous, ...next }));
}

/**
 * Brands the page and keeps it branded: applies the cached branding at once
 * (so offline and first paint match the company), then fetches the fresh one;
 * whenever the resolved branding changes (fetch, company switch) it is
 * reapplied. A failed fetch keeps what is on screen and retries on `online`.
 * Call once, before the first render. Returns stop.
 */
export function startBranding(options: StartBrandingOptions): () => void {
  const apply = options.apply ?? ((branding: ResolvedBranding) => applyBranding(branding));
  const { subdomain } = options;
  store.set(brandingAssetBaseAtom, options.assetBase);

  let applied = '';
  const applyIfChanged = () => {
    const branding = store.get(resolvedBrandingAtom);
    const signature = JSON.stringify(branding);
    if (signature === applied) return;
    applied = signature;
    apply(branding);
  };
  const unsubscribe = store.sub(resolvedBrandingAtom, applyIfChanged);

  // The installed app follows the subdomain's company only (not whoever is signed in and their selection).
  const syncManifest = options.syncManifest ?? syncManifestLazily;
  let manifestSynced = '';
  const syncManifestIfChanged = () => {
    if (subdomain === null) return;
    const branding = resolveBranding(store.get(subdomainBrandingAtom).company, options.assetBase);
    const signature = JSON.stringify(branding);
    if (signature === manifestSynced) return;
    manifestSynced = signature;
    syncManifest(branding);
  };
  const unsubscribeManifest = store.sub(subdomainBrandingAtom, syncManifestIfChanged);

  const cached = subdomain === null ? null : readCachedBranding(subdomain);
  patch({ subdomain, company: cached?.company ?? null, status: subdomain === null ? 'ready' : 'loading' });
  applyIfChanged();
  syncManifestIfChanged();

  let fetching = false;
  async function refresh(): Promise<void> {
    if (subdomain === null || fetching || !isOnline()) return;
    fetching = true;
    try {
      const company = await options.fetchCompany(subdomain);
      writeCachedBranding(subdomain, company);
      patch({ company, status: 'ready', error: null });
    } catch (error) {
      console.warn('Could not load the company branding', error);
      patch({
        status: 'error',
        error: error instanceof Error && error.message ? error.message : 'Unknown error',
      });
    } finally {
      fetching = false;
    }
  }
  const onOnline = () => {
    if (store.get(subdomainBrandingAtom).status === 'error') void refresh();
  };
  window.addEventListener('online', onOnline);
  void refresh();

  return () => {
    unsubscribe();
    unsubscribeManifest();
    window.removeEventListener('online', onOnline);
  };
}
