import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { SYNCED_IMAGE_CACHE } from '../src/lib/cache-names.ts';

declare const self: ServiceWorkerGlobalScope;

export const OFFER_IMAGE_CACHE = 'offer-images';
export const MARKETING_IMAGE_CACHE = 'marketing-images';
const PUBLIC_OBJECTS = '/storage/v1/object/public/';
const MARKETING_IMAGES = '/marketing/';

/**
 * Offer images (and branding images) from Storage's public bucket, on any
 * origin (the local gateway, or the hosted project): cache-first, since a
 * stored object's URL names one file, and bounded so the cache cannot grow
 * without end. Opaque cross-origin responses (status 0) are kept too, so
 * images load offline even without CORS.
 *
 * The marketing pages' illustrations (same origin) are not precached, so a
 * fresh install does not download pages' art it may never show; each is
 * cached the first time it is seen (cache-first: the files never change
 * under one name within a release).
 *
 * Nothing else is runtime-cached: auth and REST always go to the network, so
 * no session, code or stale catalogue row can ever be served from a cache.
 */
export function setUpRuntimeCaching(): void {
  const offerImages = new CacheFirst({
    cacheName: OFFER_IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: 300,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  });
  // Cards' first images stored by the app after each sync (its own budget,
  // src/offline/catalogue/offer-image-cache.ts) answer first, so they show offline.
  registerRoute(
    ({ request, url }) => request.method === 'GET' && url.pathname.startsWith(PUBLIC_OBJECTS),
    async (options) => {
      const synced = await caches
        .open(SYNCED_IMAGE_CACHE)
        .then((cache) => cache.match(options.request, { ignoreVary: true }));
      return synced ?? offerImages.handle(options);
    },
  );
  registerRoute(
    ({ request, url }) =>
      request.method === 'GET' &&
      url.origin === self.location.origin &&
      url.pathname.startsWith(MARKETING_IMAGES),
    new CacheFirst({
      cacheName: MARKETING_IMAGE_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true }),
      ],
    }),
  );
}
