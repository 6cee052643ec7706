import { requestCatalogueSync } from '@/offline/catalogue/sync-triggers.ts';
import { removeOfferImages } from './api/remove-offer-images.ts';
import { uploadOfferImage } from './api/upload-offer-image.ts';
import { saveOffer, saveOfferArgs } from './api/save-offer.ts';
import { removableImagePaths } from './image-rules.ts';
import type { ImageItem } from './image-items.ts';
import type { OfferFormValues } from './offer-form-schema.ts';

export interface SaveWithImagesInput {
  offerId: string | null;
  values: OfferFormValues;
  items: readonly ImageItem[];
  /** Stored images the user removed in the edit form: their objects go once the save succeeded. */
  removedUrls: readonly string[];
  discount: string;
  placeholderImage: string | null;
  onProgress: (key: string, progress: number | 'failed') => void;
}

export type SaveWithImagesResult =
  { ok: true; id: string; failedUploads: string[] } | { ok: false; serverMessage: string | null };

/**
 * Uploads the picked files one by one into the offer's company folder (a
 * failed one is skipped and named in the result; the rest continues), then
 * saves offer, secrets and categories in one call. After a refused save
 * the fresh uploads are removed again; after a good one, the images the user
 * removed go from storage, and the offline catalogue syncs at once.
 */
export async function saveWithImages(input: SaveWithImagesInput): Promise<SaveWithImagesResult> {
  const companyId = input.values.company_id || null;
  const urls: string[] = [];
  const uploaded: string[] = [];
  const failedUploads: string[] = [];
  for (const item of input.items) {
    if (item.kind === 'stored') {
      urls.push(item.url);
      continue;
    }
    try {
      input.onProgress(item.key, 0);
      const result = await uploadOfferImage(item.file, companyId, (fraction) =>
        input.onProgress(item.key, fraction),
      );
      urls.push(result.publicUrl);
      uploaded.push(result.path);
    } catch (error) {
      console.warn('Skipped an image that could not be uploaded', item.file.name, error);
      input.onProgress(item.key, 'failed');
      failedUploads.push(item.file.name);
    }
  }
  const saved = await saveOffer(
    saveOfferArgs({
      offerId: input.offerId,
      values: input.values,
      images: urls,
      discount: input.discount,
      placeholderImage: input.placeholderImage,
    }),
  );
  if (!saved.ok) {
    void removeOfferImages(uploaded);
    return saved;
  }
  void removeOfferImages(removableImagePaths(input.removedUrls));
  void requestCatalogueSync();
  return { ok: true, id: saved.id, failedUploads };
}
