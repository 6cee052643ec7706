import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterEachSync } from '../../src/app/after-each-sync.ts';
import { store } from '../../src/lib/store.ts';
import {
  catalogueSyncStatusAtom,
  type CatalogueSyncStatus,
} from '../../src/offline/catalogue/sync-status.ts';

const IDLE: CatalogueSyncStatus = { online: true, syncing: false, lastSyncedAt: null, error: null };
const set = (patch: Partial<CatalogueSyncStatus>) =>
  store.set(catalogueSyncStatusAtom, (status) => ({ ...status, ...patch }));

let stop: () => void = () => undefined;
beforeEach(() => store.set(catalogueSyncStatusAtom, IDLE));
afterEach(() => stop());

describe('afterEachSync', () => {
  it('runs after a sync that brought a new time', async () => {
    const run = vi.fn(() => Promise.resolve());
    stop = afterEachSync(run);
    set({ syncing: true });
    set({ syncing: false, lastSyncedAt: '2026-11-27T08:00:00Z' });
    await Promise.resolve();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run when an offline start loads the stored time', () => {
    const run = vi.fn(() => Promise.resolve());
    stop = afterEachSync(run);
    set({ online: false });
    set({ lastSyncedAt: '2026-11-26T08:00:00Z' });
    expect(run).not.toHaveBeenCalled();
  });

  it('does not run when the stored time loads during a sync that then fails', () => {
    set({ syncing: true });
    const run = vi.fn(() => Promise.resolve());
    stop = afterEachSync(run);
    set({ lastSyncedAt: '2026-11-26T08:00:00Z' });
    set({ syncing: false, error: 'Failed to fetch' });
    expect(run).not.toHaveBeenCalled();
  });

  it('runs once more when a sync finishes while a run is going', async () => {
    let finish: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    stop = afterEachSync(run);
    set({ syncing: true });
    set({ syncing: false, lastSyncedAt: '2026-11-27T08:00:00Z' });
    set({ syncing: true });
    set({ syncing: false, lastSyncedAt: '2026-11-27T08:05:00Z' });
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2));
  });
});
