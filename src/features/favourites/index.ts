import { optionalLazy } from '@/ui/optional-lazy.ts';
import type { FavouriteToggleProps } from './components/FavouriteToggle.tsx';

// Only the lazy slot and the starter are eager: Dexie and supabase-js come
// with the toggle's chunk, for signed-in people only.
export type { FavouriteToggleProps } from './components/FavouriteToggle.tsx';
export { startFavourites } from './start-favourites.ts';

/** 'Lagre' on a card or the offer page (render it for signed-in people only). */
export const FavouriteToggleSlot = optionalLazy<FavouriteToggleProps>(() =>
  import('./components/FavouriteToggle.tsx').then((module) => module.FavouriteToggle),
);
