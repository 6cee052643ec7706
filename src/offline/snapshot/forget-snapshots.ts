import { SNAPSHOT_CACHE, readSnapshot } from '@/lib/screen-snapshot.ts';

/**
 * Signed out (by the user, or the session ended while the app was closed): no
 * picture of a signed-in screen is left on the device. A visitor's own
 * snapshot stays: this runs on every signed-out start.
 */
export async function forgetScreenSnapshots(): Promise<void> {
  if (typeof caches === 'undefined' || !(await caches.has(SNAPSHOT_CACHE))) return;
  const cache = await caches.open(SNAPSHOT_CACHE);
  for (const request of await cache.keys()) {
    const stored = await cache.match(request);
    const snapshot = stored ? readSnapshot(await stored.json().catch(() => null)) : null;
    if (snapshot === null || snapshot.signedIn) await cache.delete(request);
  }
}
