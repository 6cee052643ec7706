// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  awaitingFirstSync,
  catalogueView,
  type CatalogueInputs,
} from '../../src/features/offers/catalogue-view.ts';
import { offerImages, offerVisual } from '../../src/lib/offer-visual.ts';
import { plainText } from '../../src/offline/catalogue/search.ts';
import type { CatalogueSyncStatus } from '../../src/offline/catalogue/sync-status.ts';
import { cachedOffer } from './offline/support/cached-offer.ts';

const FRESH: CatalogueSyncStatus = { online: true, syncing: true, lastSyncedAt: null, error: null };

function view(patch: Partial<Omit<CatalogueInputs, 'sync'>> & { sync?: Partial<CatalogueSyncStatus> }) {
  return catalogueView({
    offers: [],
    readFailed: false,
    timedOut: false,
    ...patch,
    sync: { ...FRESH, ...patch.sync },
  });
}

describe('catalogueView', () => {
  it('waits while IndexedDB is read and while the first sync runs', () => {
    expect(view({ offers: null })).toEqual({ status: 'loading' });
    expect(view({})).toEqual({ status: 'loading' });
  });

  it('shows anything cached at once, even offline or after a failed sync', () => {
    const offers = [cachedOffer()];
    expect(view({ offers, sync: { online: false } })).toEqual({ status: 'ready', offers, complete: true });
    expect(view({ offers, sync: { error: 'boom', failure: 'server' } })).toEqual({
      status: 'ready',
      offers,
      complete: true,
    });
    expect(view({ offers, timedOut: true })).toEqual({ status: 'ready', offers, complete: true });
  });

  it('shows an empty catalogue once a sync has completed', () => {
    expect(view({ sync: { syncing: false, lastSyncedAt: '2025-11-21T12:00:00Z' } })).toEqual({
      status: 'ready',
      offers: [],
      complete: true,
    });
  });

  it('shows the newest offers before the whole catalogue is read, but never calls a partial read empty', () => {
    const offers = [cachedOffer()];
    expect(view({ offers, complete: false })).toEqual({ status: 'ready', offers, complete: false });
    expect(view({ offers: [], complete: false, sync: { lastSyncedAt: '2025-11-21T12:00:00Z' } })).toEqual({
      status: 'loading',
    });
  });

  it('tells a server error from a network failure when nothing is cached', () => {
    expect(view({ sync: { error: 'boom', failure: 'server' } })).toEqual({
      status: 'failed',
      failure: 'error',
    });
    expect(view({ sync: { error: 'Failed to fetch', failure: 'network' } })).toEqual({
      status: 'failed',
      failure: 'unexpected',
    });
    expect(view({ sync: { online: false, syncing: false } })).toEqual({
      status: 'failed',
      failure: 'unexpected',
    });
    expect(view({ readFailed: true })).toEqual({ status: 'failed', failure: 'unexpected' });
  });

  it('times out a slow first sync', () => {
    expect(view({ timedOut: true })).toEqual({ status: 'failed', failure: 'timeout' });
  });

  it('runs the timer only while the first sync is awaited', () => {
    expect(awaitingFirstSync(null, FRESH)).toBe(true);
    expect(awaitingFirstSync([], FRESH)).toBe(true);
    expect(awaitingFirstSync([cachedOffer()], FRESH)).toBe(false);
    expect(awaitingFirstSync([], { ...FRESH, lastSyncedAt: '2025-11-21T12:00:00Z' })).toBe(false);
  });
});

describe('offer visuals', () => {
  const base = 'http://localhost:4173';

  it('resolves stored paths against the backend and keeps absolute URLs', () => {
    const offer = {
      image: '/storage/v1/object/public/offer-images/seed/a.webp',
      images: ['/storage/v1/object/public/offer-images/seed/a.webp', 'https://cdn.test/b.webp'],
    };
    expect(offerImages(offer, base)).toEqual([
      'http://localhost:4173/storage/v1/object/public/offer-images/seed/a.webp',
      'https://cdn.test/b.webp',
    ]);
    expect(offerVisual(offer, base)).toEqual({
      kind: 'image',
      src: 'http://localhost:4173/storage/v1/object/public/offer-images/seed/a.webp',
    });
  });

  it('falls back to the image field, then to its emoji or text, then to a gift', () => {
    expect(offerVisual({ image: '/x.webp', images: [] }, base)).toEqual({
      kind: 'image',
      src: 'http://localhost:4173/x.webp',
    });
    expect(offerVisual({ image: '🍕', images: null }, base)).toEqual({ kind: 'fallback', text: '🍕' });
    expect(offerVisual({ image: '', images: null }, base)).toEqual({ kind: 'fallback', text: '🎁' });
    expect(offerVisual({ image: null, images: null }, base)).toEqual({ kind: 'fallback', text: '🎁' });
  });

  it('never treats a script URL or a protocol-relative host as an image', () => {
    expect(offerImages({ image: null, images: ['javascript:alert(1)', '//evil.test/x.png'] }, base)).toEqual(
      [],
    );
  });
});

describe('plainText', () => {
  it('keeps words of separate blocks apart and decodes entities', () => {
    expect(
      plainText('<h2>Skinnende bil</h2><p>Vi vasker &amp; vokser.</p><ul><li>A</li><li>B</li></ul>'),
    ).toBe('Skinnende bil Vi vasker & vokser. A B');
    expect(plainText(null)).toBe('');
  });
});
