// The rules every image upload shares (offer pictures, company branding):
// the public bucket they go to and the files it takes. The bucket itself
// refuses anything else (supabase/migrations/*_offer_images_bucket.sql);
// checking here first lets a form say why in Norwegian before sending.

/** The public bucket; each company writes only in the folder named by its id. */
export const IMAGES_BUCKET = 'offer-images';
/** The types the bucket accepts; the pickers offer these. */
export const ACCEPTED_IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';
/** The bucket's file_size_limit: 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const IMAGE_FILE_MESSAGES = {
  wrongType: 'Filtypen støttes ikke. Velg et bilde i PNG, JPG, GIF eller WebP.',
  tooLarge: (megabytes: string) =>
    `Bildet er for stort (${megabytes} MB). Største tillatte størrelse er 10 MB.`,
  empty: 'Filen er tom. Velg et annet bilde.',
} as const;

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The file's own extension (lower-cased), or one from its type when the name has none. */
export function fileExtension(name: string, type: string): string {
  const match = /\.([a-z0-9]{1,8})$/i.exec(name);
  return match?.[1]?.toLowerCase() ?? EXTENSION_BY_TYPE[type] ?? 'bin';
}

/** Why the bucket would refuse this file, in Norwegian; null when it is fine. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(file.type in EXTENSION_BY_TYPE)) return IMAGE_FILE_MESSAGES.wrongType;
  if (file.size === 0) return IMAGE_FILE_MESSAGES.empty;
  if (file.size > MAX_IMAGE_BYTES) {
    const megabytes = (file.size / (1024 * 1024)).toLocaleString('nb-NO', { maximumFractionDigits: 1 });
    return IMAGE_FILE_MESSAGES.tooLarge(megabytes);
  }
  return null;
}

/** An object's public URL path on the Storage origin, '/storage/v1/object/public/{bucket}/{path}'. */
export function publicObjectPath(path: string, bucket: string = IMAGES_BUCKET): string {
  return `/storage/v1/object/public/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`;
}
