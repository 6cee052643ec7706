import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../src/lib/store.ts';
import type { CatalogueSource } from '../../src/offline/catalogue/catalogue-source.ts';
import type { SyncResult } from '../../src/offline/catalogue/sync-engine.ts';
import { catalogueSyncStatusAtom } from '../../src/offline/catalogue/sync-status.ts';
import {
  startCatalogueSync,
  type CatalogueSyncController,
} from '../../src/offline/catalogue/sync-triggers.ts';
import { RemoteError } from '../../src/offline/remote/remote-error.ts';
import { clearOfflineData } from '../../src/offline/store/db.ts';

const SOURCE: CatalogueSource = {
  fetchOffersSince: () => Promise.resolve([]),
  fetchTombstonesSince: () => Promise.resolve([]),
  fetchCategories: () => Promise.resolve([]),
  fetchLatestRevision: () => Promise.resolve(0),
};
const OK: SyncResult = {
  full: true,
  offersWritten: 0,
  offersRemoved: 0,
  categories: 0,
  syncedAt: '2025-11-21T12:00:00.000Z',
};

let controller: CatalogueSyncController | null = null;
const status = () => store.get(catalogueSyncStatusAtom);

beforeEach(async () => {
  await clearOfflineData();
  store.set(catalogueSyncStatusAtom, { online: true, syncing: false, lastSyncedAt: null, error: null });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  controller?.stop();
  controller = null;
  vi.restoreAllMocks();
});

describe('the sync status says what kind of failure the last sync had', () => {
  it.each([
    [new RemoteError('server', 'Internal error', 500), 'server'],
    [new RemoteError('rejected', 'Bad request', 400), 'rejected'],
    [new TypeError('Failed to fetch'), 'network'],
  ] as const)('%s is a %s failure, cleared by the next success', async (error, failure) => {
    const sync = vi
      .fn<(source: CatalogueSource) => Promise<SyncResult>>()
      .mockRejectedValueOnce(error)
      .mockResolvedValue(OK);
    controller = startCatalogueSync(SOURCE, { focusMinGapMs: 0, sync });
    await vi.waitFor(() => expect(status().failure).toBe(failure));

    await controller.syncNow();

    expect(status()).toMatchObject({ error: null, failure: null, lastSyncedAt: OK.syncedAt });
  });
});
