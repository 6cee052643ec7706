import { startAuth } from '@/features/auth/index.ts';
import { fetchCompanyBranding, startBranding } from '@/features/branding/index.ts';
import { env } from '@/lib/env.ts';
import { detectSubdomain, subdomainConfig } from '@/lib/subdomain.ts';
import { startInstallPrompt } from './install-prompt.ts';
import { registerServiceWorker } from './service-worker.ts';

let started = false;

/**
 * Syncing the catalogue and flushing the click queue need supabase-js; they
 * are loaded here on demand (with the sync engine) so that the offers cached
 * in IndexedDB paint without waiting for them.
 */
async function startDataServices(): Promise<void> {
  const [{ supabase }, { startCatalogueSync }, { startClickQueue }, sources] = await Promise.all([
    import('@/lib/supabase.ts'),
    import('@/offline/sync-triggers.ts'),
    import('@/offline/click-queue.ts'),
    import('@/offline/supabase-source.ts'),
  ]);
  startCatalogueSync(sources.createSupabaseCatalogueSource(supabase));
  startClickQueue(sources.createSupabaseClickSender(supabase));
}

/**
 * Everything that runs once per page load, before the first render: the
 * branding (applied synchronously from its cache, so the first paint wears
 * the right colours), then the session, the catalogue sync and click queue,
 * the install offer and the service worker.
 */
export function bootstrap(): void {
  if (started) return;
  started = true;
  startBranding({
    subdomain: detectSubdomain(window.location.host, subdomainConfig(env)),
    assetBase: env.supabaseUrl,
    fetchCompany: fetchCompanyBranding,
  });
  startAuth();
  startDataServices().catch((error: unknown) => console.error('Could not start the offline sync', error));
  startInstallPrompt();
  registerServiceWorker();
}
