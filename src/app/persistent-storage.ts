let requested = false;

/**
 * Asks the browser to keep IndexedDB (the offline catalogue and the code
 * vault) when space runs low. Called after the first meaningful use (signing
 * in, opening an offer, installing) rather than at start: Firefox asks the
 * user, and Chromium grants it on engagement anyway.
 */
export function requestPersistentStorage(): void {
  if (requested || typeof navigator === 'undefined' || !('storage' in navigator)) return;
  requested = true;
  const storage = navigator.storage;
  void storage
    .persisted()
    .then((already) => (already ? true : storage.persist()))
    .catch((error: unknown) => console.warn('Could not request persistent storage', error));
}
