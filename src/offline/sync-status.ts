import { atom } from '../lib/store.ts';
import type { RemoteFailure } from './remote-error.ts';

export interface CatalogueSyncStatus {
  /** What the browser reports; false shows 'Frakoblet'. */
  online: boolean;
  syncing: boolean;
  /** When the cached catalogue last matched the server (ISO), or null before the first sync. */
  lastSyncedAt: string | null;
  /** The last sync's failure, cleared by the next success. */
  error: string | null;
  /** What kind of failure `error` is (a network one or the server's answer), for the message shown. */
  failure?: RemoteFailure | null;
}

export const catalogueSyncStatusAtom = atom<CatalogueSyncStatus>({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  lastSyncedAt: null,
  error: null,
});

let settle: () => void = () => undefined;
const firstSyncSettled = new Promise<void>((resolve) => (settle = resolve));

/**
 * Resolves once this page's first catalogue sync has finished, failed, or
 * been skipped offline. A first visit's sync writes the whole catalogue:
 * other heavy work (the service worker's precache) can wait for it instead
 * of competing with it.
 */
export function whenFirstSyncSettled(): Promise<void> {
  return firstSyncSettled;
}

/** Called by the sync triggers (sync-triggers.ts) whenever a run ends. */
export function markSyncSettled(): void {
  settle();
}

// Made on first use: building a formatter costs about 12 ms (50 ms on a slow phone),
// and the first paint never shows a time.
let dateTime: Intl.DateTimeFormat | null = null;

/** "21.11.2025, 12:03", or null when there is no usable time. */
export function formatSyncTime(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  dateTime ??= new Intl.DateTimeFormat('nb-NO', { dateStyle: 'short', timeStyle: 'short' });
  return dateTime.format(date);
}

/** The status line under the catalogue, e.g. 'Frakoblet · sist oppdatert 21.11.2025, 12:03'. */
export function describeSyncStatus(status: CatalogueSyncStatus): string {
  const updated = formatSyncTime(status.lastSyncedAt);
  if (!status.online) return updated ? `Frakoblet · sist oppdatert ${updated}` : 'Frakoblet';
  if (status.syncing) return 'Oppdaterer tilbud …';
  if (status.error) {
    const failed = 'Kunne ikke oppdatere tilbudene';
    return updated ? `${failed} · sist oppdatert ${updated}` : failed;
  }
  return updated ? `Sist oppdatert ${updated}` : '';
}
