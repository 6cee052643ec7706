import { atom } from '../../lib/store.ts';
import type { RemoteFailure } from '../remote/remote-error.ts';
import { isOnline } from '@/lib/online.ts';

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
  online: isOnline(),
  syncing: false,
  lastSyncedAt: null,
  error: null,
});

/**
 * Whether the device should be treated as offline: the browser says so, or
 * the last sync failed for want of a network and none is running. Browsers
 * report `onLine` true on a captive portal or a dead mobile network, where
 * the catalogue's own failure is the only sign.
 */
export function seemsOffline(status: CatalogueSyncStatus): boolean {
  return !status.online || (status.failure === 'network' && !status.syncing);
}

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

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * "21.11.2025, 12:03" in local time: nb-NO's short date and time, written
 * out by hand because building an Intl.DateTimeFormat costs about 12 ms
 * (50 ms on a slow phone), right when a first sync's offers paint.
 */
export function formatSyncTime(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const day = `${twoDigits(date.getDate())}.${twoDigits(date.getMonth() + 1)}.${String(date.getFullYear())}`;
  return `${day}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
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
