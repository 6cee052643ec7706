import { store } from '@/lib/store.ts';
import { catalogueSyncStatusAtom } from '@/offline/catalogue/sync-status.ts';

/**
 * Calls `run` after each sync of this app start that brought a new sync time
 * (one run at a time; a sync finishing meanwhile runs it once more). The
 * stored time of an earlier start loading into the status is not a sync: an
 * offline reload must not start work that needs the network.
 */
export function afterEachSync(run: () => Promise<unknown>): () => void {
  let syncedAt = store.get(catalogueSyncStatusAtom).lastSyncedAt;
  let syncing = store.get(catalogueSyncStatusAtom).syncing;
  let running: Promise<unknown> | null = null;
  let again = false;
  const start = () => {
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = null;
      if (again) {
        again = false;
        start();
      }
    });
  };
  return store.sub(catalogueSyncStatusAtom, () => {
    const status = store.get(catalogueSyncStatusAtom);
    const finished = syncing && !status.syncing;
    syncing = status.syncing;
    // While syncing (and when no sync ran) a changed time is the stored one loading.
    const changed = status.lastSyncedAt !== syncedAt;
    syncedAt = status.lastSyncedAt;
    if (finished && changed) start();
  });
}
