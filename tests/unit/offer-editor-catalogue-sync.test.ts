import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueSource } from '../../src/offline/catalogue/catalogue-source.ts';
import type { SyncResult } from '../../src/offline/catalogue/sync-engine.ts';
import { requestCatalogueSync, startCatalogueSync } from '../../src/offline/catalogue/sync-triggers.ts';

// After a create, edit, hide, delete or category change the editor asks the
// running catalogue sync for a sync now, so /offers on this device follows.

const SOURCE: CatalogueSource = {
  fetchOffersSince: () => Promise.resolve([]),
  fetchTombstonesSince: () => Promise.resolve([]),
  fetchCategories: () => Promise.resolve([]),
  fetchLatestRevision: () => Promise.resolve(0),
};

const RESULT: SyncResult = {
  full: false,
  offersWritten: 0,
  offersRemoved: 0,
  categories: 0,
  syncedAt: '2026-11-25T10:00:00.000Z',
};

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
});

describe('sync now after a change', () => {
  it('is a no-op before the app started the sync', async () => {
    await expect(requestCatalogueSync()).resolves.toBeUndefined();
  });

  it('runs one more sync of the running engine and resolves when it is done', async () => {
    const sync = vi.fn(() => Promise.resolve(RESULT));
    const controller = startCatalogueSync(SOURCE, { sync, intervalMs: 60_000_000 });
    stops.push(() => controller.stop());
    await controller.syncNow();
    const before = sync.mock.calls.length;
    await requestCatalogueSync();
    expect(sync.mock.calls.length).toBe(before + 1);
  });

  it('stops asking a stopped engine', async () => {
    const sync = vi.fn(() => Promise.resolve(RESULT));
    const controller = startCatalogueSync(SOURCE, { sync, intervalMs: 60_000_000 });
    await controller.syncNow();
    controller.stop();
    const before = sync.mock.calls.length;
    await requestCatalogueSync();
    expect(sync.mock.calls.length).toBe(before);
  });

  it('never rejects when the sync fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sync = vi.fn(() => Promise.reject(new Error('offline')));
    const controller = startCatalogueSync(SOURCE, { sync, intervalMs: 60_000_000 });
    stops.push(() => controller.stop());
    await controller.syncNow();
    await expect(requestCatalogueSync()).resolves.toBeUndefined();
  });
});
