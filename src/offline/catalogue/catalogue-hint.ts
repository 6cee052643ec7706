import { STORAGE_KEYS, localStore } from '@/lib/web-storage.ts';

// Whether this device has completed a catalogue sync, known synchronously at
// start (IndexedDB can only say so asynchronously, after opening the
// database): a first visit then sends its catalogue requests at once. Only a
// hint: IndexedDB stays the truth, and a wrong hint costs two requests.

const storage = localStore;

/** Whether a sync has completed on this device (as far as the hint knows). */
export function catalogueSyncedBefore(): boolean {
  try {
    return storage()?.getItem(STORAGE_KEYS.catalogueSynced) != null;
  } catch {
    return false;
  }
}

/** Called after each completed sync. */
export function rememberCatalogueSynced(): void {
  try {
    storage()?.setItem(STORAGE_KEYS.catalogueSynced, '1');
  } catch {
    // Full or blocked: the next start checks IndexedDB, as before.
  }
}
