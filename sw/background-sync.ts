/// <reference lib="webworker" />
import { createLeadSender } from '../src/offline/outbox/lead-delivery.ts';
import { OUTBOX_SYNC_TAG } from '../src/offline/outbox/outbox-sync.ts';
import { drainOutbox } from '../src/offline/outbox/outbox.ts';

declare const self: ServiceWorkerGlobalScope;

/** The part of a Background Sync event used here (TypeScript's WebWorker lib lacks the type). */
interface SyncEventLike extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/**
 * Sends the lead outbox when the browser regains a connection, even with
 * every tab closed. A drain that leaves leads pending rejects, so that the
 * browser schedules the sync again (with its own backoff); on the last
 * chance it resolves, and the next page start or `online` takes over.
 */
export function setUpBackgroundSync(): void {
  const send = createLeadSender({
    supabaseUrl: import.meta.env.VITE_SUPABASE_URL || self.location.origin,
    anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
  });
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEventLike;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      drainOutbox(send, { ignoreBackoff: true }).then((result) => {
        if (result.pending > 0 && !sync.lastChance)
          throw new Error(`${String(result.pending)} leads still waiting`);
      }),
    );
  });
}
