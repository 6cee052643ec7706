import { loadSupabase } from '@/lib/load-supabase.ts';
import { removeImagesOfDeletedOffers, type ManagedOffer } from '@/features/offer-editor/index.ts';
import { requestCatalogueSync } from '@/offline/catalogue/sync-triggers.ts';

export type BulkAction = 'hide' | 'show' | 'delete';

/** How many of the chosen offers the server changed; fewer than asked means some were refused or gone. */
export interface BulkResult {
  action: BulkAction;
  requested: number;
  done: number;
}

/**
 * Hides, shows or deletes the chosen offers in one request each, with the
 * same table writes the editor's Skjult switch and the delete button make, so
 * row-level security decides as it does there (admins may change any offer)
 * and the offers' triggers feed the catalogue sync. The rows that come back
 * are the ones changed. Throws when the request itself fails.
 */
export async function runBulkAction(
  action: BulkAction,
  offers: readonly Pick<ManagedOffer, 'id' | 'image' | 'images'>[],
): Promise<BulkResult> {
  const ids = offers.map((offer) => offer.id);
  const supabase = await loadSupabase();
  const table = supabase.from('offers');
  const query =
    action === 'delete'
      ? table.delete().in('id', ids)
      : table.update({ hidden: action === 'hide' }).in('id', ids);
  const { data, error } = await query.select('id').abortSignal(AbortSignal.timeout(30_000));
  if (error) throw new Error(error.message);
  const changed = new Set((Array.isArray(data) ? (data as { id: unknown }[]) : []).map((row) => row.id));
  if (action === 'delete') void removeImagesOfDeletedOffers(offers.filter((offer) => changed.has(offer.id)));
  // Other tabs' and this device's offline catalogue follow at once rather than at the next sync.
  void requestCatalogueSync();
  return { action, requested: ids.length, done: changed.size };
}
