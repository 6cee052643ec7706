import { readCachedCategories } from '@/offline/catalogue.ts';
import type { Category } from '@/offline/schemas.ts';
import { useLiveQuery, type LiveQueryResult } from '@/offline/use-live-query.ts';

/**
 * The cached categories, sorted by display_order (then name), kept current
 * as the sync engine writes them; works offline from IndexedDB.
 */
export function useCategories(): LiveQueryResult<Category[]> {
  return useLiveQuery('categories', readCachedCategories);
}
