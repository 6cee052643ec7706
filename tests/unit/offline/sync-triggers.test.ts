import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../src/lib/store.ts';
import type { CatalogueSource } from '../../../src/offline/catalogue/catalogue-source.ts';
import type { SyncResult } from '../../../src/offline/catalogue/sync-engine.ts';
import {
  catalogueSyncStatusAtom,
  describeSyncStatus,
  formatSyncTime,
} from '../../../src/offline/catalogue/sync-status.ts';
import {
  startCatalogueSync,
  type CatalogueSyncController,
} from '../../../src/offline/catalogue/sync-triggers.ts';
import { clearOfflineData, db } from '../../../src/offline/store/db.ts';
import { META, requestFullSync, writeMeta } from '../../../src/offline/store/meta.ts';
import { cachedOffer } from './support/cached-offer.ts';

const SOURCE: CatalogueSource = {
  fetchOffersSince: () => Promise.resolve([]),
  fetchTombstonesSince: () => Promise.resolve([]),
  fetchCategories: () => Promise.resolve([]),
  fetchLatestRevision: () => Promise.resolve(0),
};

let controller: CatalogueSyncController | null = null;
let syncedAt = 0;

function result(): SyncResult {
  syncedAt += 1;
  return {
    full: false,
    offersWritten: 0,
    offersRemoved: 0,
    categories: 0,
    syncedAt: new Date(Date.UTC(2025, 10, 21, 12, syncedAt)).toISOString(),
  };
}

function start(options: Parameters<typeof startCatalogueSync>[1] = {}) {
  const sync = vi.fn(() => Promise.resolve(result()));
  controller = startCatalogueSync(SOURCE, { focusMinGapMs: 0, sync, ...options });
  return sync;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

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

describe('when syncs run', () => {
  it('syncs on start and records when', async () => {
    const sync = start();
    await vi.waitFor(() => expect(status().lastSyncedAt).toBe('2025-11-21T12:01:00.000Z'));
    expect(sync).toHaveBeenCalledTimes(1);
    expect(status()).toMatchObject({ online: true, syncing: false, error: null });
  });

  it('shows the stored last sync time before the first sync of this visit', async () => {
    await writeMeta(META.lastSyncedAt, '2025-11-20T08:00:00.000Z');
    setOnline(false);
    start();
    await vi.waitFor(() => expect(status().lastSyncedAt).toBe('2025-11-20T08:00:00.000Z'));
    expect(status().online).toBe(false);
  });

  it('does not try while offline, and syncs when the browser comes online', async () => {
    setOnline(false);
    const sync = start();
    await vi.waitFor(() => expect(status().online).toBe(false));
    expect(sync).not.toHaveBeenCalled();

    setOnline(true);
    window.dispatchEvent(new Event('online'));

    await vi.waitFor(() => expect(sync).toHaveBeenCalledTimes(1));
    expect(status().online).toBe(true);
  });

  it('marks the status offline when the browser goes offline', () => {
    start();
    setOnline(false);
    window.dispatchEvent(new Event('offline'));
    expect(status().online).toBe(false);
    expect(describeSyncStatus(status())).toMatch(/^Frakoblet/);
  });

  it('syncs on focus and when the page becomes visible', async () => {
    const sync = start();
    await vi.waitFor(() => expect(sync).toHaveBeenCalledTimes(1));

    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(sync).toHaveBeenCalledTimes(2));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(sync).toHaveBeenCalledTimes(3));
  });

  it('ignores focus that comes soon after the last sync', async () => {
    const sync = start({ focusMinGapMs: 60_000 });
    // Joins the start-up sync (and the one more it queues), and resolves once nothing runs.
    await controller?.syncNow();
    const before = sync.mock.calls.length;

    // A sync would start synchronously inside the event handler.
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));

    expect(sync).toHaveBeenCalledTimes(before);
  });

  it('syncs on an interval while visible', async () => {
    const sync = start({ intervalMs: 5 });
    await vi.waitFor(() => expect(sync.mock.calls.length).toBeGreaterThanOrEqual(3));
  });

  it('syncs again after a read found corrupt rows', async () => {
    const sync = start();
    await vi.waitFor(() => expect(sync).toHaveBeenCalledTimes(1));
    await db.offers.put({ ...cachedOffer({ id: 'bad' }), title: 1 } as never);

    const { readCachedOffers } = await import('../../../src/offline/catalogue/catalogue.ts');
    await readCachedOffers();

    await vi.waitFor(() => expect(sync).toHaveBeenCalledTimes(2));
  });

  it('stops listening when stopped', async () => {
    const sync = start();
    await vi.waitFor(() => expect(sync).toHaveBeenCalledTimes(1));
    controller?.stop();

    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('focus'));
    await requestFullSync();

    expect(sync).toHaveBeenCalledTimes(1);
  });
});

describe('one sync at a time', () => {
  it('runs a burst of triggers during a sync as one more sync', async () => {
    let release: () => void = () => undefined;
    const sync = vi.fn(
      () =>
        new Promise<SyncResult>((resolve) => {
          release = () => resolve(result());
        }),
    );
    controller = startCatalogueSync(SOURCE, { focusMinGapMs: 0, sync });
    await vi.waitFor(() => expect(sync).toHaveBeenCalledTimes(1));
    expect(status().syncing).toBe(true);

    const waiting = [controller.syncNow(), controller.syncNow(), controller.syncNow()];
    window.dispatchEvent(new Event('focus'));
    release();
    await vi.waitFor(() => expect(sync).toHaveBeenCalledTimes(2));
    release();
    await Promise.all(waiting);

    expect(sync).toHaveBeenCalledTimes(2);
    expect(status().syncing).toBe(false);
  });

  it('shows a failure and clears it after the next success', async () => {
    const sync = vi
      .fn<(source: CatalogueSource) => Promise<SyncResult>>()
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockImplementation(() => Promise.resolve(result()));
    controller = startCatalogueSync(SOURCE, { focusMinGapMs: 0, sync });
    await vi.waitFor(() => expect(status().error).toBe('Failed to fetch'));
    expect(status().syncing).toBe(false);

    await controller.syncNow();

    expect(status().error).toBeNull();
    expect(status().lastSyncedAt).not.toBeNull();
  });
});

describe('the status line', () => {
  // 12:03 local time wherever the tests run; the line shows the device's time.
  const at = new Date(2025, 10, 21, 12, 3).toISOString();
  it.each([
    [{ online: false, lastSyncedAt: null }, 'Frakoblet'],
    [{ online: false, lastSyncedAt: at }, 'Frakoblet · sist oppdatert 21.11.2025, 12:03'],
    [{ syncing: true }, 'Oppdaterer tilbud …'],
    [
      { error: 'boom', lastSyncedAt: at },
      'Kunne ikke oppdatere tilbudene · sist oppdatert 21.11.2025, 12:03',
    ],
    [{ error: 'boom' }, 'Kunne ikke oppdatere tilbudene'],
    [{ lastSyncedAt: at }, 'Sist oppdatert 21.11.2025, 12:03'],
    [{ lastSyncedAt: 'not a date' }, ''],
    [{}, ''],
  ])('%j reads %j', (patch, text) => {
    const base = { online: true, syncing: false, lastSyncedAt: null, error: null };
    expect(describeSyncStatus({ ...base, ...patch }).replace(/\u202f|\u00a0/g, ' ')).toBe(text);
  });

  it('writes the time as nb-NO short date and time would, zero-padded, in local time', () => {
    const intl = new Intl.DateTimeFormat('nb-NO', { dateStyle: 'short', timeStyle: 'short' });
    for (const date of [
      new Date(2026, 2, 5, 9, 7),
      new Date(2025, 11, 31, 23, 59),
      new Date(2026, 0, 1, 0, 0),
    ]) {
      expect(formatSyncTime(date.toISOString())).toBe(intl.format(date).replace(/\u202f|\u00a0/g, ' '));
    }
    expect(formatSyncTime(new Date(2026, 2, 5, 9, 7).toISOString())).toBe('05.03.2026, 09:07');
  });
});
