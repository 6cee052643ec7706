import { store } from '../../lib/store.ts';
import { onCatalogueCorrupt } from './catalogue.ts';
import { rememberCatalogueSynced } from './catalogue-hint.ts';
import { releaseFirstSyncRows } from './first-sync-rows.ts';
import { loadOfflineDb } from '../store/lazy-db.ts';
import { withTabLock } from '../store/locks.ts';
import { classifyFailure } from '../remote/remote-error.ts';
import { META, readMeta } from '../store/meta.ts';
import type { CatalogueSource } from './catalogue-source.ts';
import { syncCatalogue, type SyncResult } from './sync-engine.ts';
import { catalogueSyncStatusAtom, markSyncSettled, type CatalogueSyncStatus } from './sync-status.ts';
import { isOnline } from '@/lib/online.ts';

export const SYNC_INTERVAL_MS = 5 * 60 * 1000;
/** Focus and tab switches come in bursts; one sync per half minute is plenty for them. */
export const FOCUS_SYNC_MIN_GAP_MS = 30 * 1000;

export interface CatalogueSyncController {
  /** Syncs now (or right after the sync in progress) and resolves when done. */
  syncNow(): Promise<void>;
  stop(): void;
}

export interface StartCatalogueSyncOptions {
  intervalMs?: number;
  focusMinGapMs?: number;
  /** Replaced in tests. */
  sync?: (source: CatalogueSource) => Promise<SyncResult>;
}

/** The sync the app started (app/runtime.ts), so a change made on this device can ask for a sync at once. */
let activeSync: CatalogueSyncController | null = null;

/**
 * Syncs the offline catalogue now: after this device created, edited, hid or
 * deleted an offer or changed a category, so /offers shows it at once (and
 * offline afterwards) instead of at the next interval. A no-op before the
 * app started the sync; never rejects.
 */
export function requestCatalogueSync(): Promise<void> {
  return activeSync?.syncNow() ?? Promise.resolve();
}

function setStatus(patch: Partial<CatalogueSyncStatus>): void {
  store.set(catalogueSyncStatusAtom, (previous) => ({ ...previous, ...patch }));
}

/**
 * Keeps the offline catalogue fresh: syncs on start, when the browser comes
 * back online, when the app regains focus or becomes visible, every five
 * minutes while visible, and after a corrupt cached row was found. Only one
 * sync runs at a time (across tabs too); triggers during a sync queue one more.
 * The status atom drives the 'Frakoblet' / last-updated line.
 */
export function startCatalogueSync(
  source: CatalogueSource,
  options: StartCatalogueSyncOptions = {},
): CatalogueSyncController {
  const sync = options.sync ?? ((from: CatalogueSource) => syncCatalogue(from));
  const focusMinGap = options.focusMinGapMs ?? FOCUS_SYNC_MIN_GAP_MS;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let lastStartedAt = 0;

  /** Whether a trigger arrived during the last run; a burst of them makes one more run. */
  function takeRerun(): boolean {
    const rerun = again && !stopped;
    again = false;
    return rerun;
  }

  async function loop(): Promise<void> {
    do {
      if (!isOnline()) {
        setStatus({ online: false, syncing: false });
        return;
      }
      lastStartedAt = Date.now();
      setStatus({ online: true, syncing: true });
      try {
        const result = await withTabLock('catalogue-sync', () => sync(source));
        // The cache now holds what a first visit showed from memory.
        releaseFirstSyncRows();
        rememberCatalogueSynced();
        setStatus({ syncing: false, lastSyncedAt: result.syncedAt, error: null, failure: null });
      } catch (error) {
        console.warn('Catalogue sync failed', error);
        setStatus({
          syncing: false,
          online: isOnline(),
          error: error instanceof Error ? error.message : String(error),
          failure: classifyFailure(error),
        });
      }
    } while (takeRerun());
  }

  function syncNow(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => {
      running = null;
      markSyncSettled();
    });
    return running;
  }

  function syncIfStale(): void {
    if (Date.now() - lastStartedAt >= focusMinGap) void syncNow();
  }

  const onOnline = () => {
    setStatus({ online: true });
    void syncNow();
  };
  const onOffline = () => setStatus({ online: false });
  const onVisibility = () => {
    if (document.visibilityState === 'visible') syncIfStale();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  window.addEventListener('focus', syncIfStale);
  document.addEventListener('visibilitychange', onVisibility);
  const interval = setInterval(() => {
    if (document.visibilityState === 'visible') void syncNow();
  }, options.intervalMs ?? SYNC_INTERVAL_MS);
  const stopCorruptListener = onCatalogueCorrupt(() => void syncNow());

  // The views follow the database live once it is loaded (use-live-query.ts); the sync needs it anyway.
  void loadOfflineDb();
  setStatus({ online: isOnline() });
  void readMeta(META.lastSyncedAt).then((lastSyncedAt) => {
    if (lastSyncedAt)
      store.set(catalogueSyncStatusAtom, (previous) => ({
        ...previous,
        lastSyncedAt: previous.lastSyncedAt ?? lastSyncedAt,
      }));
  });
  void syncNow();

  const controller: CatalogueSyncController = {
    syncNow,
    stop() {
      stopped = true;
      if (activeSync === controller) activeSync = null;
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('focus', syncIfStale);
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(interval);
      stopCorruptListener();
    },
  };
  activeSync = controller;
  return controller;
}
