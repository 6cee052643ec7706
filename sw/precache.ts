import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

/**
 * The app shell and its assets (the build's manifest, injected by
 * vite-plugin-pwa), answered from the cache so the app starts offline.
 */
export function setUpPrecache(): void {
  precacheAndRoute(self.__WB_MANIFEST);
  cleanupOutdatedCaches();
  // On the very first install nothing controls the page yet, so claiming it
  // is safe and makes the first visit offline-ready without a reload. Updates
  // still wait for the user's consent (messages.ts) before activating.
  clientsClaim();
}
