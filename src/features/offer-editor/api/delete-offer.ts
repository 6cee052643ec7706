import { loadSupabase } from '@/lib/load-supabase.ts';
import { removableImagePaths } from '../image-rules.ts';
import { storedImages, type ManagedOffer } from '../managed-offer.ts';
import { removeOfferImages } from './remove-offer-images.ts';

/** Deletes an offer (its secrets and category links go with it), then its uploaded images, best effort. */
export async function deleteManagedOffer(
  offer: Pick<ManagedOffer, 'id' | 'image' | 'images'>,
): Promise<boolean> {
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase
      .from('offers')
      .delete()
      .eq('id', offer.id)
      .select('id')
      .abortSignal(AbortSignal.timeout(15_000));
    // No row back: row-level security did not let this user delete it.
    if (error || !Array.isArray(data) || data.length === 0) {
      if (error) console.warn('Could not delete the offer', error);
      return false;
    }
  } catch (error) {
    console.warn('Could not delete the offer', error);
    return false;
  }
  const paths = removableImagePaths(storedImages(offer));
  void removeOfferImages(paths);
  return true;
}
