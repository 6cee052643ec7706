/** The Background Sync tag under which the service worker sends the lead outbox. */
export const OUTBOX_SYNC_TAG = 'ordning-lead-outbox';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/**
 * Asks the browser to wake the service worker when it is online again, even
 * if every tab is closed by then (Chromium's Background Sync). Browsers
 * without it rely on the page's own triggers (start, online, timers).
 */
export async function requestOutboxSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    // Not in TypeScript's DOM lib; Chromium has it, other engines do not.
    const sync = (registration as { sync?: SyncManagerLike } | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch (error) {
    // Permission or support missing: the page's triggers still send the lead.
    console.info('Background Sync not available for the lead outbox', error);
  }
}
