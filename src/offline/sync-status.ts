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

const dateTime = new Intl.DateTimeFormat('nb-NO', { dateStyle: 'short', timeStyle: 'short' });

/** "21.11.2025, 12:03", or null when there is no usable time. */
export function formatSyncTime(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateTime.format(date);
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
