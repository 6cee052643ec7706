import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYNCED_IMAGE_CACHE } from '../../../src/lib/cache-names.ts';
import { META, readMeta } from '../../../src/offline/store/meta.ts';
import { cacheOfferImages } from '../../../src/offline/catalogue/offer-image-cache.ts';
import { clearOfflineData } from '../../../src/offline/store/db.ts';

/** Cache Storage as the browser has it, in memory (jsdom has none). */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  match(request: string) {
    return Promise.resolve(this.entries.get(request)?.clone());
  }
  put(request: string, response: Response) {
    this.entries.set(request, response);
    return Promise.resolve();
  }
  delete(request: string) {
    return Promise.resolve(this.entries.delete(request));
  }
}

let cache: MemoryCache;

beforeEach(async () => {
  await clearOfflineData();
  cache = new MemoryCache();
  vi.stubGlobal('caches', {
    open: (name: string) => {
      expect(name).toBe(SYNCED_IMAGE_CACHE);
      return Promise.resolve(cache);
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A server of images of `size` bytes each; a name in `broken` answers 404, one in `notImages` HTML. */
function server(size: number, broken: string[] = [], notImages: string[] = []) {
  return vi.fn((url: string) => {
    if (broken.includes(url)) return Promise.resolve(new Response('missing', { status: 404 }));
    if (notImages.includes(url))
      return Promise.resolve(new Response('<html>', { headers: { 'content-type': 'text/html' } }));
    return Promise.resolve(new Response(new Uint8Array(size), { headers: { 'content-type': 'image/webp' } }));
  });
}

/** About a card image's size; before any is stored the cache plans with 64 kB per image. */
const KB64 = 64 * 1024;

const urls = (...names: string[]) => names.map((name) => `https://images.test/${name}.webp`);

describe("caching offers' first images after a sync", () => {
  it('stores each image once, in order, and keeps a ledger of sizes', async () => {
    const fetchImage = server(KB64);
    const first = await cacheOfferImages(urls('a', 'b', 'a'), { budgetBytes: 10 * KB64, now: 1, fetchImage });
    expect(first).toEqual({ fetched: 2, evicted: 0, bytes: 2 * KB64 });
    expect([...cache.entries.keys()].sort()).toEqual(urls('a', 'b'));
    const again = await cacheOfferImages(urls('a', 'b'), { budgetBytes: 10 * KB64, now: 2, fetchImage });
    expect(again.fetched).toBe(0);
    expect(fetchImage).toHaveBeenCalledTimes(2);
    expect(await readMeta(META.syncedImages)).toEqual({
      [urls('a')[0] ?? '']: { bytes: KB64, usedAt: 2 },
      [urls('b')[0] ?? '']: { bytes: KB64, usedAt: 2 },
    });
  });

  it('stops at the budget and lets the least recently wanted images go first', async () => {
    const fetchImage = server(KB64);
    await cacheOfferImages(urls('a', 'b', 'c'), { budgetBytes: 3 * KB64, now: 1, fetchImage });
    expect(cache.entries.size).toBe(3);
    // The next sync wants d and e first (new offers), then a: b and c are no longer wanted.
    const result = await cacheOfferImages(urls('d', 'e', 'a', 'b', 'c'), {
      budgetBytes: 3 * KB64,
      now: 2,
      fetchImage,
    });
    expect([...cache.entries.keys()].sort()).toEqual(urls('a', 'd', 'e'));
    expect(result).toEqual({ fetched: 2, evicted: 2, bytes: 3 * KB64 });
  });

  it('skips failed downloads and answers that are not images, and tries them again next time', async () => {
    const [bad, html, good] = urls('bad', 'html', 'good');
    const fetchImage = server(10, [bad ?? ''], [html ?? '']);
    const result = await cacheOfferImages(urls('bad', 'html', 'good'), {
      budgetBytes: 10 * KB64,
      now: 1,
      fetchImage,
    });
    expect(result.fetched).toBe(1);
    expect([...cache.entries.keys()]).toEqual([good]);
    await cacheOfferImages(urls('bad', 'html', 'good'), { budgetBytes: 10 * KB64, now: 2, fetchImage });
    expect(fetchImage.mock.calls.filter(([url]) => url === bad)).toHaveLength(2);
  });

  it('survives the network failing mid-way', async () => {
    const fetchImage = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(cacheOfferImages(urls('a'), { fetchImage })).resolves.toEqual({
      fetched: 0,
      evicted: 0,
      bytes: 0,
    });
  });

  it('does nothing where Cache Storage does not exist', async () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('caches', undefined);
    const fetchImage = server(10);
    expect(await cacheOfferImages(urls('a'), { fetchImage })).toEqual({ fetched: 0, evicted: 0, bytes: 0 });
    expect(fetchImage).not.toHaveBeenCalled();
  });
});
