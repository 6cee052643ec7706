import { startAccount } from '@/features/account/index.ts';
import { guardRoute, provideUserData, startAuth } from '@/features/auth/index.ts';
import { fetchCompanyBranding, startBranding } from '@/features/branding/index.ts';
import { env } from '@/lib/env.ts';
import { loadSupabaseQuietly } from '@/lib/load-supabase.ts';
import { store } from '@/lib/store.ts';
import { detectSubdomain, subdomainConfig } from '@/lib/subdomain.ts';
import { hasCachedCatalogue } from '@/offline/catalogue/catalogue.ts';
import { catalogueSyncStatusAtom, whenFirstSyncSettled } from '@/offline/catalogue/sync-status.ts';
import { createUserData } from '@/offline/user-data/user-data.ts';
import { afterEachSync } from './after-each-sync.ts';
import { afterFirstContent } from './after-first-content.ts';
import { catalogueSource } from './catalogue-start.ts';
import { startInstallPrompt } from './install-prompt.ts';
import { startWithRetry } from './start-with-retry.ts';
import { registerServiceWorker } from './service-worker.ts';
import type { RouterContext } from './router-context.ts';

/**
 * The catalogue sync (plain fetch, no supabase-js) with Dexie and the engine,
 * loaded on demand: with a cached catalogue after the first paint, on a
 * first visit at once (its first pages were requested at start, in
 * catalogue-start.ts).
 */
async function startCatalogue(cached: boolean): Promise<void> {
  if (cached) await afterFirstContent();
  const { startCatalogueSync } = await import('@/offline/catalogue/sync-triggers.ts');
  startCatalogueSync(catalogueSource);
  cacheImagesAfterSyncs();
}

/** After each sync, once the page is idle, the cards' first images are stored for offline use. */
function cacheImagesAfterSyncs(): void {
  afterEachSync(() =>
    afterFirstContent()
      .then(() => import('@/features/offers/sync-offer-images.ts'))
      .then(({ syncOfferImages }) => syncOfferImages())
      .catch((error: unknown) => console.warn('Caching offer images failed', error)),
  );
}

/** Clicks are recorded with the user's session, so their queue needs supabase-js. */
async function startClicks(): Promise<void> {
  const [supabase, { startClickQueue }, { createSupabaseClickSender }] = await Promise.all([
    loadSupabaseQuietly(),
    import('@/offline/clicks/click-queue.ts'),
    import('@/offline/clicks/supabase-click-sender.ts'),
  ]);
  startClickQueue(createSupabaseClickSender(supabase));
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
 * visit, where the sync (plain fetch, no supabase-js) is the content and
 * starts at once.
 */
function start(): void {
  startBranding({
    subdomain: detectSubdomain(window.location.host, subdomainConfig(env)),
    assetBase: env.supabaseUrl,
    fetchCompany: fetchCompanyBranding,
  });
  // The session says when; the user's data on this device (vault, queued events) is what.
  provideUserData(createUserData());
  startAuth({ loadAfter: hasAuthRedirect() ? undefined : afterFirstContent });
  startWithRetry(
    'the offline sync',
    () => hasCachedCatalogue().then(startCatalogue),
    (error) =>
      store.set(catalogueSyncStatusAtom, (status) => ({ ...status, syncing: false, error: String(error) })),
  );
  startWithRetry('the click queue', () => afterFirstContent().then(startClicks));
  // Leads saved on this device are sent as soon as possible (they need no supabase-js).
  startWithRetry('the lead outbox', async () => {
    await afterFirstContent();
    const { startLeadOutbox } = await import('@/offline/outbox/lead-outbox.ts');
    startLeadOutbox();
  });
  // A signed-in person's saved offers: sent and fetched once a session is confirmed.
  startWithRetry('the saved offers', async () => {
    await afterFirstContent();
    const { startFavourites } = await import('@/features/favourites/index.ts');
    startFavourites();
  });
  startInstallPrompt();
  // The worker's precache downloads the whole shell: it waits for the first
  // sync too, so on a first visit the two do not compete for the network.
  // A sync that never ends (its code failed to load) must not keep the worker away for good.
  const syncOrTimeout = Promise.race([
    whenFirstSyncSettled(),
    new Promise<void>((resolve) => setTimeout(resolve, 30_000)),
  ]);
  void Promise.all([afterFirstContent(), syncOrTimeout]).then(registerServiceWorker);
}

/** The app's services, built once per page load by main.tsx. */
export interface AppRuntime {
  /** What a route's beforeLoad may use: the router's context. */
  readonly routerContext: RouterContext;
  /** Starts what runs once per page load (idempotent). */
  start(): void;
}

/**
 * The composition root: the one place that decides which service starts
 * when and with what. Routes reach the session and the account only through
 * the router's context.
 */
export function createRuntime(): AppRuntime {
  let started = false;
  return {
    routerContext: {
      session: { guard: guardRoute },
      account: { start: startAccount },
    },
    start() {
      if (started) return;
      started = true;
      start();
    },
  };
}
