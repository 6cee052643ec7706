import { IMAGES_BUCKET } from '@/lib/image-files.ts';
import { OFFER_MESSAGES, type EditorMode, type OfferContext } from './offer-messages.ts';

// The bucket, its types and file extensions are shared with the branding uploads.
export { ACCEPTED_IMAGE_TYPES, fileExtension } from '@/lib/image-files.ts';

/** Spec section 9: at most 4 images per offer (the database's save_offer holds every form to it). */
export const MAX_OFFER_IMAGES = 4;
/** Photos are scaled so their longer side is at most this many pixels before upload. */
export const MAX_IMAGE_EDGE = 2000;
export const OFFER_IMAGES_BUCKET = IMAGES_BUCKET;

export interface ImageLimitError {
  title: string;
  description: string;
}

/**
 * Whether adding `adding` files to `current` images breaks the limit of 4
 * (create: 'For mange bilder' / '... laste opp 4 bilder.'; edit: '... ha 4
 * bilder totalt.'). The spec states it for the admin forms only, but
 * save_offer refuses a fifth image from anyone, so the company form says so
 * before uploading rather than after.
 */
export function imageLimitError(
  _context: OfferContext,
  mode: EditorMode,
  current: number,
  adding: number,
): ImageLimitError | null {
  if (current + adding <= MAX_OFFER_IMAGES) return null;
  return {
    title: OFFER_MESSAGES.tooManyImagesTitle,
    description: mode === 'create' ? OFFER_MESSAGES.tooManyImagesCreate : OFFER_MESSAGES.tooManyImagesEdit,
  };
}

/** The size a photo is drawn at: the longer side at most `maxEdge`, the aspect ratio kept, never enlarged. */
export function scaledSize(
  width: number,
  height: number,
  maxEdge: number = MAX_IMAGE_EDGE,
): { width: number; height: number; scaled: boolean } {
  const longer = Math.max(width, height);
  if (longer <= maxEdge || longer <= 0) return { width, height, scaled: false };
  const ratio = maxEdge / longer;
  return {
    width: Math.max(1, Math.round(width * ratio)),
    height: Math.max(1, Math.round(height * ratio)),
    scaled: true,
  };
}

/**
 * Where an upload goes: the offer's company's folder (the storage rules
 * decide by folder), `admin/` for an admin's offer without a company, under
 * a random name that keeps the extension (spec section 3).
 */
export function imageObjectPath(companyId: string | null, extension: string, randomId: string): string {
  return `${companyId || 'admin'}/${randomId}.${extension}`;
}

const PUBLIC_PREFIX = `/storage/v1/object/public/${OFFER_IMAGES_BUCKET}/`;

/** The object path inside the bucket of a stored image's public URL, or null for any other URL. */
export function objectPathFromPublicUrl(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://placeholder.invalid').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(PUBLIC_PREFIX)) return null;
  const path = decodeURIComponent(pathname.slice(PUBLIC_PREFIX.length));
  return path !== '' && !path.split('/').some((part) => part === '' || part === '..') ? path : null;
}

/** The objects behind stored image URLs that may be removed: our uploads, never the seed's shared pictures. */
export function removableImagePaths(urls: readonly string[]): string[] {
  return urls.flatMap((url) => {
    const path = objectPathFromPublicUrl(url);
    return path && !path.startsWith('seed/') ? [path] : [];
  });
}

/** A list with the item at `from` moved to `to` (both clamped); the first image is the card image. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.min(Math.max(to, 0), next.length - 1);
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}
