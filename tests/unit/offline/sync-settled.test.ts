import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueSource } from '../../../src/offline/catalogue/catalogue-source.ts';
import type { SyncResult } from '../../../src/offline/catalogue/sync-engine.ts';

// Each test loads the modules afresh: "the first sync of this page" is module state.

const SOURCE: CatalogueSource = {
  fetchOffersSince: () => Promise.resolve([]),
  fetchTombstonesSince: () => Promise.resolve([]),
  fetchCategories: () => Promise.resolve([]),
  fetchLatestRevision: () => Promise.resolve(0),
};

const RESULT: SyncResult = {
  full: true,
  offersWritten: 0,
  offersRemoved: 0,
  categories: 0,
  syncedAt: '2025-11-21T12:00:00.000Z',
};

async function load() {
  vi.resetModules();
  const [{ startCatalogueSync }, { whenFirstSyncSettled }] = await Promise.all([
    import('../../../src/offline/catalogue/sync-triggers.ts'),
    import('../../../src/offline/catalogue/sync-status.ts'),
  ]);
  let settled = false;
  void whenFirstSyncSettled().then(() => (settled = true));
  return { startCatalogueSync, isSettled: () => settled };
}

let stop: () => void = () => undefined;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe('the first sync of a page', () => {
  it('settles only when the sync has finished', async () => {
    const { startCatalogueSync, isSettled } = await load();
    let finish: (result: SyncResult) => void = () => undefined;
    const sync = vi.fn(() => new Promise<SyncResult>((resolve) => (finish = resolve)));

    const controller = startCatalogueSync(SOURCE, { sync });
    stop = () => controller.stop();
    await vi.waitFor(() => expect(sync).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isSettled()).toBe(false);

    finish(RESULT);
    await vi.waitFor(() => expect(isSettled()).toBe(true));
  });

  it('settles when the sync fails', async () => {
    const { startCatalogueSync, isSettled } = await load();
    const controller = startCatalogueSync(SOURCE, { sync: () => Promise.reject(new Error('boom')) });
    stop = () => controller.stop();
    await vi.waitFor(() => expect(isSettled()).toBe(true));
  });

  it('settles at once offline, where no sync runs', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { startCatalogueSync, isSettled } = await load();
    const sync = vi.fn(() => Promise.resolve(RESULT));
    const controller = startCatalogueSync(SOURCE, { sync });
    stop = () => controller.stop();
    await vi.waitFor(() => expect(isSettled()).toBe(true));
    expect(sync).not.toHaveBeenCalled();
  });

  it('does not settle before any sync has started', async () => {
    const { isSettled } = await load();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isSettled()).toBe(false);
  });
});
