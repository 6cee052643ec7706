import { env } from '@/lib/env.ts';
import { offerVisual } from '@/lib/offer-visual.ts';
import { peekCachedOffers } from '@/offline/catalogue/catalogue.ts';
import { cacheOfferImages, type CacheImagesResult } from '@/offline/catalogue/offer-image-cache.ts';
import { isOffline } from '@/lib/online.ts';

/**
 * After a sync: each cached offer's first image (the card's picture), newest
 * offers first, into the synced image cache within its budget. Skipped when
 * the visitor asked to save data.
 */
export async function syncOfferImages(): Promise<CacheImagesResult | null> {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData || isOffline()) return null;
  const offers = await peekCachedOffers();
  const urls = offers.flatMap((offer) => {
    const visual = offerVisual(offer, env.supabaseUrl);
    return visual.kind === 'image' ? [visual.src] : [];
  });
  return cacheOfferImages(urls);
}
