import { useEffect, useLayoutEffect } from 'react';
import { SNAPSHOT_LIVE_ATTRIBUTE } from '@/lib/screen-snapshot.ts';
import { whenIdle } from '@/lib/when-idle.ts';
import { type SnapshotTyping, releaseScreenSnapshot } from '@/offline/snapshot/release-snapshot.ts';
import { FIRST_FRAME_CARDS } from './use-incremental-list.ts';

/** Keeping a snapshot is never urgent: it waits for a quiet moment after the list has painted. */
const KEEP_IDLE = { timeoutMs: 5000, fallbackMs: 1000 };

const loadKeep = () => import('@/offline/snapshot/keep-snapshot.ts');

/**
 * The app's search box takes over what was typed into the snapshot's: the
 * words now (not at React's next render, so the caret can go back where it
 * was) and the focus, if the snapshot's box had it. `setQuery` then searches.
 */
function takeTyping(typing: SnapshotTyping, setQuery: (value: string) => void): void {
  const box = document.querySelector(`#root input[${SNAPSHOT_LIVE_ATTRIBUTE}]`);
  if (box instanceof HTMLInputElement) {
    box.value = typing.value;
    if (typing.focused) {
      box.focus({ preventScroll: true });
      if (typing.selectionStart !== null && typing.selectionEnd !== null) {
        box.setSelectionRange(typing.selectionStart, typing.selectionEnd);
      }
    }
  }
  if (typing.value !== '') setQuery(typing.value);
}

/**
 * The list's side of the screen snapshot (src/lib/screen-snapshot.ts):
 * React's list takes over from the painted picture as soon as the catalogue
 * has answered (in the same frame, so nothing jumps), with what was typed
 * into the snapshot's search box meanwhile (`setQuery`), and once the whole
 * catalogue shows with no filter, its first screen is kept for the next visit
 * (again whenever `firstScreen`, what that screen shows, or the session changes).
 */
export function useScreenSnapshot(
  catalogueAnswered: boolean,
  firstScreen: string | null,
  signedIn: boolean,
  setQuery: (value: string) => void,
): void {
  useLayoutEffect(() => {
    if (catalogueAnswered) releaseScreenSnapshot((typing) => takeTyping(typing, setQuery));
  }, [catalogueAnswered, setQuery]);

  useEffect(() => {
    if (firstScreen === null) return;
    return whenIdle(
      () =>
        void loadKeep()
          .then(({ keepScreenSnapshot }) => keepScreenSnapshot({ items: FIRST_FRAME_CARDS, signedIn }))
          .catch((error: unknown) => console.warn('Could not keep the screen snapshot', error)),
      KEEP_IDLE,
    );
  }, [firstScreen, signedIn]);
}
