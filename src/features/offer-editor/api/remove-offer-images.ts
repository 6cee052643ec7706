import { loadSupabase } from '@/lib/load-supabase.ts';
import { OFFER_IMAGES_BUCKET } from '../image-rules.ts';

/** Removes stored images (best effort: a leftover file is harmless, a failed save is not). */
export async function removeOfferImages(paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  try {
    const supabase = await loadSupabase();
    const { error } = await supabase.storage.from(OFFER_IMAGES_BUCKET).remove([...paths]);
    if (error) console.warn('Could not remove offer images', paths, error);
  } catch (error) {
    console.warn('Could not remove offer images', paths, error);
  }
}
