/**
 * Cache Storage names the app and the service worker share (sw/ may import
 * this pure module). The sync fills this cache with each offer's first image;
 * the worker answers image requests from it before its own runtime cache.
 */
export const SYNCED_IMAGE_CACHE = 'offer-images-synced';
