import { SNAPSHOT_ELEMENT_ID } from '@/lib/screen-snapshot.ts';

/**
 * React takes over from the painted snapshot (src/lib/screen-snapshot.ts):
 * removing it shows #root, which index.html hides while the snapshot is there.
 * Called in a layout effect, so the swap happens within one frame.
 */
export function releaseScreenSnapshot(): void {
  document.getElementById(SNAPSHOT_ELEMENT_ID)?.remove();
}

/**
 * The latest the snapshot stays: a page that never says it is ready (an
 * error, a redirect) still gets its own screen, never a stale picture.
 */
export const SNAPSHOT_TIMEOUT_MS = 5000;
