import { env } from '@/lib/env.ts';
import { uploadStorageObject } from '@/lib/storage-upload.ts';
import { readAuthState } from '@/features/auth/index.ts';
import { loadSupabase } from '@/lib/load-supabase.ts';
import { OFFER_IMAGES_BUCKET, fileExtension, imageObjectPath } from '../image-rules.ts';
import { scaleImageForUpload } from '../scale-image.ts';

export interface UploadedImage {
  path: string;
  publicUrl: string;
}

/**
 * Uploads one image into the offer's company folder under a random name
 * keeping its extension, scaled down first when it is a large photo, with
 * progress from 0 to 1 for the file's progress bar.
 */
export async function uploadOfferImage(
  file: File,
  companyId: string | null,
  onProgress: (fraction: number) => void,
): Promise<UploadedImage> {
  const token = readAuthState().session?.access_token;
  if (!token) throw new Error('Not signed in');
  const body = await scaleImageForUpload(file);
  const path = imageObjectPath(companyId, fileExtension(file.name, file.type), crypto.randomUUID());
  await uploadStorageObject({
    supabaseUrl: env.supabaseUrl,
    anonKey: env.supabaseAnonKey,
    accessToken: token,
    bucket: OFFER_IMAGES_BUCKET,
    path,
    body,
    contentType: file.type,
    onProgress,
  });
  const supabase = await loadSupabase();
  return { path, publicUrl: supabase.storage.from(OFFER_IMAGES_BUCKET).getPublicUrl(path).data.publicUrl };
}
