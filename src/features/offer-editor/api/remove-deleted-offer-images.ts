import { removableImagePaths } from '../image-rules.ts';
import { storedImages, type ManagedOffer } from '../managed-offer.ts';
import { removeOfferImages } from './remove-offer-images.ts';

/** After a delete of many offers: their uploaded images, in one storage call, best effort. */
export function removeImagesOfDeletedOffers(
  offers: readonly Pick<ManagedOffer, 'image' | 'images'>[],
): Promise<void> {
  return removeOfferImages(offers.flatMap((offer) => removableImagePaths(storedImages(offer))));
}
