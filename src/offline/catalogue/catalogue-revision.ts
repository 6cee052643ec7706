import { atom, store } from '../../lib/store.ts';

/**
 * Counts the sync's writes to the cached offers in this tab. Views re-read
 * the catalogue when it moves, at their own pace (a live query over the
 * whole table would re-read and re-parse megabytes after every batch).
 */
export const catalogueRevisionAtom = atom(0);

export function markCatalogueChanged(): void {
  store.set(catalogueRevisionAtom, (revision) => revision + 1);
}
