import { SNAPSHOT_ELEMENT_ID, SNAPSHOT_LIVE_ATTRIBUTE } from '@/lib/screen-snapshot.ts';

/** What a person typed into the snapshot's live search box before the app took over. */
export interface SnapshotTyping {
  value: string;
  /** Whether the box had the focus (the on-screen keyboard up). */
  focused: boolean;
  selectionStart: number | null;
  selectionEnd: number | null;
}

function typingIn(snapshot: HTMLElement): SnapshotTyping | null {
  const box = snapshot.querySelector(`[${SNAPSHOT_LIVE_ATTRIBUTE}]`);
  if (!(box instanceof HTMLInputElement)) return null;
  const focused = box.ownerDocument.activeElement === box;
  if (box.value === '' && !focused) return null;
  return { value: box.value, focused, selectionStart: box.selectionStart, selectionEnd: box.selectionEnd };
}

/**
 * React takes over from the painted snapshot (src/lib/screen-snapshot.ts):
 * removing it shows #root, which index.html hides while the snapshot is there.
 * Called in a layout effect, so the swap happens within one frame.
 *
 * `handOver` gets what was typed into the snapshot's search box, if anything,
 * once #root shows and before the snapshot goes: the app's own box can take
 * the focus from it directly, so a phone's keyboard stays up.
 */
export function releaseScreenSnapshot(handOver?: (typing: SnapshotTyping) => void): void {
  const snapshot = document.getElementById(SNAPSHOT_ELEMENT_ID);
  if (!snapshot) return;
  const typing = handOver && typingIn(snapshot);
  if (typing) {
    // Without its id the snapshot no longer hides #root (index.html's rule).
    snapshot.removeAttribute('id');
    handOver(typing);
  }
  snapshot.remove();
}

/**
 * The latest the snapshot stays: a page that never says it is ready (an
 * error, a redirect) still gets its own screen, never a stale picture.
 */
export const SNAPSHOT_TIMEOUT_MS = 5000;
