import { startAuth } from '@/features/auth/index.ts';
import { fetchCompanyBranding, startBranding } from '@/features/branding/index.ts';
import { env } from '@/lib/env.ts';
import { detectSubdomain, subdomainConfig } from '@/lib/subdomain.ts';
import { hasCachedCatalogue } from '@/offline/catalogue.ts';
import { whenFirstSyncSettled } from '@/offline/sync-status.ts';
import { afterFirstContent } from './after-first-content.ts';
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

/** A magic link or email confirmation landed here: supabase-js must read the URL at once. */
function hasAuthRedirect(): boolean {
  const { hash, search } = window.location;
  return (
    /[#&]access_token=|[#&]error_description=/.test(hash) || /[?&](code|error_description)=/.test(search)
  );
}

/**
 * Everything that runs once per page load, before the first render: the
 * branding (applied synchronously from its cache, so the first paint wears
 * the right colours), the session as stored on this device, and the install
 * offer. supabase-js, the catalogue sync, the click queue and the service
 * worker start after the first content has painted -- except on a first
 * visit, where the sync is the content and starts at once.
 */
export function bootstrap(): void {
  if (started) return;
  started = true;
  startBranding({
    subdomain: detectSubdomain(window.location.host, subdomainConfig(env)),
    assetBase: env.supabaseUrl,
    fetchCompany: fetchCompanyBranding,
  });
  startAuth({ loadAfter: hasAuthRedirect() ? undefined : afterFirstContent });
  void hasCachedCatalogue()
    .then((cached) => (cached ? afterFirstContent() : undefined))
    .then(startDataServices)
    .catch((error: unknown) => console.error('Could not start the offline sync', error));
  // Leads saved on this device are sent as soon as possible (they need no supabase-js).
  void afterFirstContent()
    .then(() => import('@/offline/lead-outbox.ts'))
    .then(({ startLeadOutbox }) => startLeadOutbox())
    .catch((error: unknown) => console.error('Could not start the lead outbox', error));
  startInstallPrompt();
  // The worker's precache downloads the whole shell: it waits for the first
  // sync too, so on a first visit the two do not compete for the network.
  // A sync that never ends (supabase-js failed to load) must not keep the worker away for good.
  const syncOrTimeout = Promise.race([
    whenFirstSyncSettled(),
    new Promise<void>((resolve) => setTimeout(resolve, 30_000)),
  ]);
  void Promise.all([afterFirstContent(), syncOrTimeout]).then(registerServiceWorker);
}
