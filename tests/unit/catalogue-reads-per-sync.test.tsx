import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  catalogueHandOff,
  forgetCatalogueRead,
  rememberCatalogueRead,
} from '../../src/features/offers/catalogue-hand-off.ts';
import { useCatalogue } from '../../src/features/offers/use-catalogue.ts';
import { store } from '../../src/lib/store.ts';
import { markCatalogueChanged } from '../../src/offline/catalogue/catalogue-revision.ts';
import { catalogueSyncStatusAtom } from '../../src/offline/catalogue/sync-status.ts';
import { clearOfflineData, db } from '../../src/offline/store/db.ts';
import { META, writeMeta } from '../../src/offline/store/meta.ts';
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

function Limited() {
  const view = useCatalogue({ limit: 5 });
  if (view.status !== 'ready') return <p>{view.status}</p>;
  return <p>{`${view.offers.length} ${view.complete ? 'alle' : 'noen'}`}</p>;
}

beforeEach(async () => {
  forgetCatalogueRead();
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
    // The page reads without Dexie (idb-peek.ts); any read of offers goes through one of these.
    const getAll = vi.spyOn(IDBObjectStore.prototype, 'getAll');
    const cursor = vi.spyOn(IDBIndex.prototype, 'openCursor');
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
    expect(getAll).not.toHaveBeenCalled();
    expect(cursor).not.toHaveBeenCalled();
    expect(toArray).not.toHaveBeenCalled();

    await act(async () => {
      await writeMeta(META.lastSyncedAt, '2025-11-21T12:05:00.000Z');
      setSyncing(false, '2025-11-21T12:05:00.000Z');
    });

    await vi.waitFor(() => expect(container.textContent).toBe('9 alle'));
    expect(getAll).toHaveBeenCalled();
    getAll.mockRestore();
    cursor.mockRestore();
    toArray.mockRestore();
  });

  it('shows the newest offers while a first sync fills an empty cache, then all of them', async () => {
    setSyncing(true);
    // Reads page through the whole table with getAll (idb-peek.ts), the newest first with a cursor.
    const wholeTable = vi.spyOn(IDBObjectStore.prototype, 'getAll');
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

describe('going from one catalogue view to the next', () => {
  it("paints what the previous view read in the new view's first frame", async () => {
    await db.offers.bulkPut(offers(0, 3));
    await writeMeta(META.lastSyncedAt, '2025-11-21T12:00:00.000Z');
    setSyncing(false, '2025-11-21T12:00:00.000Z');
    await act(async () => {
      root = createRoot(container);
      root.render(<Limited />);
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(container.textContent).toBe('3 alle'));

    // No await: what the first render commits, before any read of its own has answered.
    act(() => root?.render(<Catalogue />));
    expect(container.textContent).toBe('3 alle');
    await vi.waitFor(() => expect(container.textContent).toBe('3 alle'));
  });

  it('waits for its own read when the catalogue has been written since', async () => {
    await db.offers.bulkPut(offers(0, 3));
    await render();
    await vi.waitFor(() => expect(container.textContent).toBe('3 alle'));
    act(() => root?.unmount());

    await act(async () => {
      await db.offers.bulkPut(offers(3, 2));
      markCatalogueChanged();
    });
    act(() => {
      root = createRoot(container);
      root.render(<Catalogue />);
    });
    expect(container.textContent).toBe('loading');
    await vi.waitFor(() => expect(container.textContent).toBe('5 alle'));
  });
});

describe('what a read hands on', () => {
  const some = (count: number) => offers(0, count).reverse();

  it('gives a view the newest it asks for, or a first screen of a larger catalogue', () => {
    rememberCatalogueRead(some(8), true, 4);
    expect(catalogueHandOff(4, 5, undefined)).toMatchObject({ complete: true });
    expect(catalogueHandOff(4, 5, undefined)?.offers).toHaveLength(5);
    expect(catalogueHandOff(4, undefined, 2)).toMatchObject({ complete: true });
    expect(catalogueHandOff(4, undefined, 2)?.offers).toHaveLength(8);

    rememberCatalogueRead(some(8), false, 4);
    expect(catalogueHandOff(4, undefined, 2)).toMatchObject({ complete: false });
    expect(catalogueHandOff(4, undefined, 2)?.offers).toHaveLength(2);
    expect(catalogueHandOff(4, 10, undefined)).toBeNull();
    expect(catalogueHandOff(4, undefined, 10)).toBeNull();
  });

  it('gives nothing once the catalogue has changed, and keeps at most 200', () => {
    rememberCatalogueRead(some(3), true, 4);
    expect(catalogueHandOff(5, 3, undefined)).toBeNull();

    rememberCatalogueRead(offers(0, 250), true, 6);
    expect(catalogueHandOff(6, undefined, 60)).toMatchObject({ complete: false });
    expect(catalogueHandOff(6, 200, undefined)?.offers).toHaveLength(200);
  });
});
