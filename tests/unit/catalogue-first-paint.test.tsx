import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCategories } from '../../src/features/categories/use-categories.ts';
import { store } from '../../src/lib/store.ts';
import { peekCachedOffers, readCachedOffers } from '../../src/offline/catalogue/catalogue.ts';
import {
  catalogueSyncStatusAtom,
  type CatalogueSyncStatus,
} from '../../src/offline/catalogue/sync-status.ts';
import { clearOfflineData, db } from '../../src/offline/store/db.ts';
import { loadOfflineDb, loadedOfflineDb } from '../../src/offline/store/lazy-db.ts';
import { useLiveQuery } from '../../src/offline/store/use-live-query.ts';
import { cachedOffer } from './offline/support/cached-offer.ts';

// The cached catalogue paints before Dexie loads: views answer from a plain
// IndexedDB read and follow Dexie's live query only once the app has loaded
// the database (the sync does, after the first paint).

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLDivElement;

beforeEach(async () => {
  await clearOfflineData();
  store.set(catalogueSyncStatusAtom, { online: true, syncing: false, lastSyncedAt: null, error: null });
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  vi.useRealTimers();
  act(() => root?.unmount());
  root = null;
  container.remove();
});

async function render(element: React.ReactElement) {
  await act(async () => {
    root = createRoot(container);
    root.render(element);
    await Promise.resolve();
  });
}

const querier = vi.fn(() => readCachedOffers({ limit: 10 }));

function Titles() {
  const result = useLiveQuery('titles', querier, { peek: () => peekCachedOffers({ limit: 10 }) });
  if (result.status !== 'ready') return <p>{result.status}</p>;
  return <p>{result.value.map((offer) => offer.title).join(', ') || 'Ingen'}</p>;
}

describe('a live query with a peek', () => {
  it('answers from the peek without Dexie, then follows writes once the database is loaded', async () => {
    // Nothing in this file has loaded the database through the app's loader yet.
    expect(loadedOfflineDb()).toBeNull();
    await db.offers.put(cachedOffer({ id: 'a', title: 'Kaffe', created_at: '2025-01-01T00:00:00Z' }));

    await render(<Titles />);
    await vi.waitFor(() => expect(container.textContent).toBe('Kaffe'));
    expect(querier).not.toHaveBeenCalled();

    await act(async () => {
      await loadOfflineDb();
    });
    await vi.waitFor(() => expect(querier).toHaveBeenCalled());
    await act(() =>
      db.offers.put(cachedOffer({ id: 'b', title: 'Kake', created_at: '2025-02-01T00:00:00Z' })),
    );

    await vi.waitFor(() => expect(container.textContent).toBe('Kake, Kaffe'));
  });

  it('keeps the live answer when a slow peek answers after it', async () => {
    await loadOfflineDb();
    await db.offers.put(cachedOffer({ id: 'a', title: 'Fersk' }));
    let answerPeek: (value: never[]) => void = () => undefined;
    function Late() {
      const result = useLiveQuery('late', () => readCachedOffers(), {
        peek: () => new Promise((resolve) => (answerPeek = resolve)),
      });
      return (
        <p>{result.status === 'ready' ? result.value.map((offer) => offer.title).join() : result.status}</p>
      );
    }

    await render(<Late />);
    await vi.waitFor(() => expect(container.textContent).toBe('Fersk'));
    await act(async () => {
      answerPeek([]);
      await Promise.resolve();
    });

    expect(container.textContent).toBe('Fersk');
  });
});

function Categories() {
  const result = useCategories();
  return (
    <p>
      {result.status === 'ready'
        ? result.value.map((category) => category.name).join() || 'Ingen'
        : result.status}
    </p>
  );
}

function setSync(patch: Partial<CatalogueSyncStatus>) {
  act(() => store.set(catalogueSyncStatusAtom, (previous) => ({ ...previous, ...patch })));
}

describe('the categories before the first sync', () => {
  it('stay loading (placeholders keep their place) until the first sync has brought some', async () => {
    await render(<Categories />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container.textContent).toBe('loading');

    await loadOfflineDb();
    await act(() => db.categories.put({ id: '1', key: 'sport', name: 'Sport', display_order: 0 }));
    await vi.waitFor(() => expect(container.textContent).toBe('Sport'));
  });

  it.each([
    ['the first sync failed', { error: 'boom' }],
    ['the device is offline', { online: false }],
    ['a sync has completed with none', { lastSyncedAt: '2025-11-21T12:00:00.000Z' }],
  ])('are an empty list once %s', async (_name, patch) => {
    await render(<Categories />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container.textContent).toBe('loading');

    setSync(patch);

    await vi.waitFor(() => expect(container.textContent).toBe('Ingen'));
  });
});
