import { env } from '@/lib/env.ts';
import { store } from '@/lib/store.ts';
import { catalogueSyncedBefore } from '@/offline/catalogue/catalogue-hint.ts';
import type { CatalogueSource } from '@/offline/catalogue/catalogue-source.ts';
import { withPrefetchedFirstPages } from '@/offline/catalogue/first-sync-prefetch.ts';
import { createRestCatalogueSource } from '@/offline/catalogue/rest-catalogue-source.ts';
import { catalogueSyncStatusAtom } from '@/offline/catalogue/sync-status.ts';
import { isOffline } from '@/lib/online.ts';

// main.tsx imports this module first, so it runs before the rest of the app
// is evaluated: on a first visit the catalogue (the page's content) is
// requested as early as the app can, before React, Dexie or the sync engine.

function startSource(): CatalogueSource {
  const rest = createRestCatalogueSource({ supabaseUrl: env.supabaseUrl, anonKey: env.supabaseAnonKey });
  if (catalogueSyncedBefore() || isOffline()) return rest;
  // The first sync has begun, as far as the views can tell.
  store.set(catalogueSyncStatusAtom, (status) => ({ ...status, syncing: true }));
  return withPrefetchedFirstPages(rest);
}

/** The catalogue source the sync uses; on a likely first visit its first pages are on their way. */
export const catalogueSource: CatalogueSource = startSource();
