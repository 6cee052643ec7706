import { loadSupabase } from '@/features/auth/index.ts';
import {
  MANAGED_OFFER_COLUMNS,
  parseManagedOffers,
  storedImages,
  type ManagedOffer,
} from '../managed-offer.ts';
import { objectPathFromPublicUrl } from '../image-rules.ts';
import { removeOfferImages } from './upload-offer-image.ts';

/** A company's offers (companyId) or every offer (null, the admin list), newest first. Throws on failure. */
export async function fetchManagedOffers(companyId: string | null): Promise<ManagedOffer[]> {
  const supabase = await loadSupabase();
  let query = supabase.from('offers').select(MANAGED_OFFER_COLUMNS);
  if (companyId) query = query.eq('company_id', companyId);
  const { data, error } = await query
    .order('created_at', { ascending: false })
    .abortSignal(AbortSignal.timeout(15_000));
  if (error) throw new Error(error.message);
  return parseManagedOffers(data);
}

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
  const paths = storedImages({ image: offer.image, images: offer.images }).flatMap((url) => {
    const path = objectPathFromPublicUrl(url);
    // The seed's shared pictures stay: other offers may show them.
    return path && !path.startsWith('seed/') ? [path] : [];
  });
  void removeOfferImages(paths);
  return true;
}
