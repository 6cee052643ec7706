import { readAuthState } from '@/features/auth/index.ts';
import { loadSupabaseQuietly } from '@/lib/load-supabase.ts';
import { isOffline } from '@/lib/online.ts';

// Talks to the server for favourites with the live session. Loaded on
// demand (supabase-js, Dexie): never on a visitor's first paint.

async function favouritesApiFor(userId: string) {
  const [supabase, { createSupabaseFavouritesApi }] = await Promise.all([
    loadSupabaseQuietly(),
    import('@/offline/favourites/supabase-favourites.ts'),
  ]);
  return createSupabaseFavouritesApi(supabase, userId);
}

/** Whether `userId` is still the person on screen (a sign-out or switch ends their sync). */
const stillSignedIn = (userId: string) => readAuthState().user?.id === userId;

/** Sends this device's changes and reads the person's list (their other devices' saves). */
export async function syncFavouritesNow(userId: string): Promise<void> {
  if (isOffline() || !stillSignedIn(userId)) return;
  const [api, { syncFavourites }] = await Promise.all([
    favouritesApiFor(userId),
    import('@/offline/favourites/favourites.ts'),
  ]);
  if (!stillSignedIn(userId)) return;
  await syncFavourites(userId, api);
}

/** Saves or removes on the device at once; sends it now when online, else when the device is back online. */
export async function toggleFavourite(userId: string, offerId: string, saved: boolean): Promise<void> {
  const { setFavourite, flushFavouriteQueue } = await import('@/offline/favourites/favourites.ts');
  await setFavourite(userId, offerId, saved);
  if (isOffline()) return;
  const api = await favouritesApiFor(userId);
  if (stillSignedIn(userId)) await flushFavouriteQueue(userId, api);
}
