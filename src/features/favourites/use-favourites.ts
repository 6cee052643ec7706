import { readFavourites } from '@/offline/favourites/favourites.ts';
import type { Favourite } from '@/offline/store/favourite-schemas.ts';
import { useSharedLiveQuery } from '@/offline/store/shared-live-query.ts';

const NONE: readonly Favourite[] = [];

/**
 * The person's favourites on this device, newest first, kept current (other
 * tabs, syncs). Every card's 'Lagre' asks: they share one query.
 */
export function useFavourites(userId: string): readonly Favourite[] | null {
  const result = useSharedLiveQuery(`favourites:${userId}`, () => readFavourites(userId));
  if (result.status === 'ready') return result.value;
  return result.status === 'error' ? NONE : null;
}
