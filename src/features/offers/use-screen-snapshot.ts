import { useEffect, useLayoutEffect } from 'react';
import { whenIdle } from '@/lib/when-idle.ts';
import { releaseScreenSnapshot } from '@/offline/snapshot/release-snapshot.ts';
import { FIRST_FRAME_CARDS } from './use-incremental-list.ts';

/** Keeping a snapshot is never urgent: it waits for a quiet moment after the list has painted. */
const KEEP_IDLE = { timeoutMs: 5000, fallbackMs: 1000 };

const loadKeep = () => import('@/offline/snapshot/keep-snapshot.ts');

/**
 * The list's side of the screen snapshot (src/lib/screen-snapshot.ts):
 * React's list takes over from the painted picture as soon as the catalogue
 * has answered (in the same frame, so nothing jumps), and once the whole
 * catalogue shows with no filter, its first screen is kept for the next visit
 * (again whenever `firstScreen`, what that screen shows, or the session changes).
 */
export function useScreenSnapshot(
  catalogueAnswered: boolean,
  firstScreen: string | null,
  signedIn: boolean,
): void {
  useLayoutEffect(() => {
    if (catalogueAnswered) releaseScreenSnapshot();
  }, [catalogueAnswered]);

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
