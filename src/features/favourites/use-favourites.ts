import { readFavourites } from '@/offline/favourites/favourites.ts';
import type { Favourite } from '@/offline/store/favourite-schemas.ts';
import { useLiveQuery } from '@/offline/store/use-live-query.ts';

const NONE: readonly Favourite[] = [];

/** The person's favourites on this device, newest first, kept current (other tabs, syncs). */
export function useFavourites(userId: string): readonly Favourite[] | null {
  const result = useLiveQuery(`favourites:${userId}`, () => readFavourites(userId));
  if (result.status === 'ready') return result.value;
  return result.status === 'error' ? NONE : null;
}
