import { SYNCED_IMAGE_CACHE } from '@/lib/cache-names.ts';
import { META, readMeta, writeMeta } from '../store/meta.ts';
import { yieldToMain } from './yield-to-main.ts';

// The cache the sync fills with each offer's first image, so cards show their
// pictures offline even for offers never opened online.
export { SYNCED_IMAGE_CACHE };

/** What the synced images may take on the device; the least recently wanted go first. */
export const SYNCED_IMAGE_BUDGET_BYTES = 50 * 1024 * 1024;
/** A missing image's size before any is known (the seeded card images are 10-20 kB). */
const ESTIMATED_BYTES = 64 * 1024;
/** Downloads at once: enough to use the line, few enough not to crowd out what the visitor does. */
const PARALLEL = 4;

export interface CacheImagesOptions {
  budgetBytes?: number;
  now?: number;
  fetchImage?: (url: string) => Promise<Response>;
}

export interface CacheImagesResult {
  fetched: number;
  evicted: number;
  bytes: number;
}

function fetchImage(url: string): Promise<Response> {
  // CORS (Storage answers with Access-Control-Allow-Origin): an opaque answer's size is unknown.
  return fetch(url, { mode: 'cors', credentials: 'omit' });
}

/**
 * Stores `urls` (most wanted first) in the synced image cache within the
 * budget: images already there are marked as wanted now, missing ones are
 * downloaded until the wanted set fills the budget, and then the least
 * recently wanted images leave until the cache fits. Never rejects: a
 * failed download is tried again after the next sync.
 */
export async function cacheOfferImages(
  urls: readonly string[],
  options: CacheImagesOptions = {},
): Promise<CacheImagesResult> {
  const budget = options.budgetBytes ?? SYNCED_IMAGE_BUDGET_BYTES;
  const now = options.now ?? Date.now();
  const load = options.fetchImage ?? fetchImage;
  const result: CacheImagesResult = { fetched: 0, evicted: 0, bytes: 0 };
  if (typeof caches === 'undefined') return result;
  const cache = await caches.open(SYNCED_IMAGE_CACHE);
  const ledger = new Map(Object.entries((await readMeta(META.syncedImages)) ?? {}));

  // The wanted images, in order, until they fill the budget: a stored image counts its size, a
  // missing one the average stored size. What comes after is not wanted, and leaves first.
  const sizes = [...ledger.values()].map((entry) => entry.bytes);
  const estimate = sizes.length > 0 ? sizes.reduce((a, b) => a + b, 0) / sizes.length : ESTIMATED_BYTES;
  const wanted: string[] = [];
  let planned = 0;
  for (const url of new Set(urls)) {
    if (planned >= budget) break;
    wanted.push(url);
    planned += ledger.get(url)?.bytes ?? estimate;
  }

  let wantedBytes = 0;
  const missing: string[] = [];
  for (const url of wanted) {
    const known = ledger.get(url);
    if (known && (await cache.match(url))) {
      known.usedAt = now;
      wantedBytes += known.bytes;
    } else missing.push(url);
  }

  let next = 0;
  async function download(): Promise<void> {
    while (next < missing.length) {
      const url = missing[next++];
      if (url === undefined) return;
      try {
        const response = await load(url);
        if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('image/')) continue;
        const body = await response.blob();
        if (wantedBytes + body.size > budget) continue;
        // Without Vary: the worker answers an <img> request, whose headers differ from this fetch's.
        const headers = new Headers(response.headers);
        headers.delete('vary');
        await cache.put(url, new Response(body, { headers }));
        ledger.set(url, { bytes: body.size, usedAt: now });
        wantedBytes += body.size;
        result.fetched++;
      } catch {
        // Offline again, or the image is gone: the next sync tries again.
      }
      await yieldToMain();
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, download));

  // Least recently wanted first, until what is kept fits.
  let total = [...ledger.values()].reduce((sum, entry) => sum + entry.bytes, 0);
  const oldestFirst = [...ledger.entries()].sort(([, a], [, b]) => a.usedAt - b.usedAt);
  for (const [url, entry] of oldestFirst) {
    if (total <= budget) break;
    await cache.delete(url);
    ledger.delete(url);
    total -= entry.bytes;
    result.evicted++;
  }
  result.bytes = total;
  await writeMeta(META.syncedImages, Object.fromEntries(ledger));
  return result;
}
