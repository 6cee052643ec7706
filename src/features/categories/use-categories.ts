import { useEffect } from 'react';
import { store, useAtomValue } from '@/lib/store.ts';
import { peekCachedCategories, readCachedCategories } from '@/offline/catalogue/catalogue.ts';
import { catalogueSyncStatusAtom } from '@/offline/catalogue/sync-status.ts';
import type { Category } from '@/offline/store/schemas.ts';
import { useLiveQuery, type LiveQueryResult } from '@/offline/store/use-live-query.ts';

const LOADING: LiveQueryResult<Category[]> = { status: 'loading' };

/** The categories as last read by any view in this tab (each read follows them live). */
let lastAnswer: Category[] | undefined;

/**
 * The cached categories, sorted by display_order (then name), kept current
 * as the sync engine writes them; works offline from IndexedDB.
 */
export function useCategories(): LiveQueryResult<Category[]> {
  const result = useLiveQuery('categories', readCachedCategories, {
    peek: peekCachedCategories,
    // Another view (the shell's category row) has them: a new page's first frame shows them too.
    known: () => lastAnswer,
  });
  useEffect(() => {
    if (result.status === 'ready') lastAnswer = result.value;
  }, [result]);
  const sync = useAtomValue(catalogueSyncStatusAtom, { store });
  // A first visit's empty cache is no answer yet: the placeholders stay until the first
  // sync brings the categories (or fails, or cannot run offline), so nothing jumps twice.
  const awaitingFirstSync = sync.online && sync.lastSyncedAt === null && sync.error === null;
  if (result.status === 'ready' && result.value.length === 0 && awaitingFirstSync) return LOADING;
  return result;
}
