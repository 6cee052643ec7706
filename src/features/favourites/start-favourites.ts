import { onSessionConfirmed, readAuthState } from '@/features/auth/index.ts';
import { syncFavouritesNow } from './favourites-sync.ts';

/** How often an open app asks for favourites saved on the person's other devices. */
export const FAVOURITES_SYNC_INTERVAL_MS = 5 * 60_000;

/**
 * Keeps the signed-in person's favourites in step with the server: when a
 * session is confirmed (sign-in, reload), when the device comes back online
 * (sending what was saved offline), when the app is shown again, and every
 * few minutes. Returns stop.
 */
export function startFavourites(): () => void {
  const sync = () => {
    const userId = readAuthState().user?.id;
    if (!userId) return;
    syncFavouritesNow(userId).catch((error: unknown) =>
      console.warn('Could not sync the saved offers', error),
    );
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') sync();
  };
  const stopSession = onSessionConfirmed((user) => {
    syncFavouritesNow(user.id).catch((error: unknown) =>
      console.warn('Could not sync the saved offers', error),
    );
  });
  window.addEventListener('online', sync);
  document.addEventListener('visibilitychange', onVisible);
  const interval = setInterval(sync, FAVOURITES_SYNC_INTERVAL_MS);
  return () => {
    stopSession();
    window.removeEventListener('online', sync);
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(interval);
  };
}
