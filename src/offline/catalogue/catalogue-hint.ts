// Whether this device has completed a catalogue sync, known synchronously at
// start (IndexedDB can only say so asynchronously, after opening the
// database): a first visit then sends its catalogue requests at once. Only a
// hint: IndexedDB stays the truth, and a wrong hint costs two requests.

const SYNCED_KEY = 'ordning.catalogue-synced';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage blocked (some privacy settings throw on access).
    return null;
  }
}

/** Whether a sync has completed on this device (as far as the hint knows). */
export function catalogueSyncedBefore(): boolean {
  try {
    return storage()?.getItem(SYNCED_KEY) != null;
  } catch {
    return false;
  }
}

/** Called after each completed sync. */
export function rememberCatalogueSynced(): void {
  try {
    storage()?.setItem(SYNCED_KEY, '1');
  } catch {
    // Full or blocked: the next start checks IndexedDB, as before.
  }
}
