import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCatalogue } from '../../src/features/offers/use-catalogue.ts';
import { store } from '../../src/lib/store.ts';
import { markCatalogueChanged } from '../../src/offline/catalogue-revision.ts';
import { clearOfflineData, db } from '../../src/offline/db.ts';
import { META, writeMeta } from '../../src/offline/meta.ts';
import { catalogueSyncStatusAtom } from '../../src/offline/sync-status.ts';
import { cachedOffer } from './offline/support/cached-offer.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLDivElement;

function Catalogue() {
  const view = useCatalogue({ firstPaint: 2 });
  if (view.status !== 'ready') return <p>{view.status}</p>;
  return <p>{`${view.offers.length} ${view.complete ? 'alle' : 'noen'}`}</p>;
}

function offers(from: number, count: number) {
  return Array.from({ length: count }, (_, index) =>
    cachedOffer({
      id: `offer-${from + index}`,
      created_at: `2025-11-21T12:00:${String(from + index).padStart(2, '0')}+00:00`,
    }),
  );
}

function setSyncing(syncing: boolean, lastSyncedAt: string | null = null) {
  store.set(catalogueSyncStatusAtom, { online: true, syncing, lastSyncedAt, error: null });
}

beforeEach(async () => {
  await clearOfflineData();
  setSyncing(false);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  vi.useRealTimers();
  act(() => root?.unmount());
  root = null;
  container.remove();
});

async function render() {
  await act(async () => {
    root = createRoot(container);
    root.render(<Catalogue />);
    await Promise.resolve();
  });
}

describe('useCatalogue during a sync', () => {
  it('re-reads the whole catalogue once the sync is done, not after every batch', async () => {
    await db.offers.bulkPut(offers(0, 3));
    await writeMeta(META.lastSyncedAt, '2025-11-21T12:00:00.000Z');
    await render();
    await vi.waitFor(() => expect(container.textContent).toBe('3 alle'));
    const toArray = vi.spyOn(db.offers.toCollection().constructor.prototype, 'toArray');

    // Timers and the clock are faked (IndexedDB's own scheduling is not) so the
    // preview's 300 ms pacing can be waited out without sleeping.
    vi.useFakeTimers({ now: Date.now(), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    act(() => setSyncing(true));
    for (const batch of [3, 6]) {
      await act(async () => {
        await db.offers.bulkPut(offers(batch, 3));
        markCatalogueChanged();
      });
    }
    // The whole catalogue is on screen, so nothing is read while the sync writes: past the
    // preview's 300 ms pacing a scheduled re-read would have run by now.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    vi.useRealTimers();
    expect(container.textContent).toBe('3 alle');
    expect(toArray).not.toHaveBeenCalled();

    await act(async () => {
      await writeMeta(META.lastSyncedAt, '2025-11-21T12:05:00.000Z');
      setSyncing(false, '2025-11-21T12:05:00.000Z');
    });

    await vi.waitFor(() => expect(container.textContent).toBe('9 alle'));
    toArray.mockRestore();
  });

  it('shows the newest offers while a first sync fills an empty cache, then all of them', async () => {
    setSyncing(true);
    const wholeTable = vi.spyOn(db.offers, 'toCollection');
    await render();
    // The whole (empty) cache is being read before the sync writes.
    await vi.waitFor(() => expect(wholeTable).toHaveBeenCalled());
    wholeTable.mockRestore();
    expect(container.textContent).toBe('loading');

    await act(async () => {
      await db.offers.bulkPut(offers(0, 5));
      markCatalogueChanged();
    });
    await vi.waitFor(() => expect(container.textContent).toBe('2 noen'));

    await act(async () => {
      await writeMeta(META.lastSyncedAt, '2025-11-21T12:05:00.000Z');
      setSyncing(false, '2025-11-21T12:05:00.000Z');
    });
    await vi.waitFor(() => expect(container.textContent).toBe('5 alle'));
  });
});
