import { env } from '@/lib/env.ts';
import { loadSupabase, readAuthState } from '@/features/auth/index.ts';
import { OFFER_IMAGES_BUCKET, fileExtension, imageObjectPath } from '../image-rules.ts';
import { scaleImageForUpload } from '../scale-image.ts';

export interface UploadedImage {
  path: string;
  publicUrl: string;
}

/**
 * Uploads one image into the offer's company folder under a random name
 * keeping its extension, scaled down first when it is a large photo.
 * XMLHttpRequest rather than supabase-js: only it reports upload progress,
 * which drives the file's progress bar (0 to 1).
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
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  const url = `${env.supabaseUrl.replace(/\/$/, '')}/storage/v1/object/${OFFER_IMAGES_BUCKET}/${encoded}`;
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('apikey', env.supabaseAnonKey);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.setRequestHeader('cache-control', 'max-age=3600');
    request.setRequestHeader('x-upsert', 'false');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new Error(`Upload refused (${request.status}): ${request.responseText.slice(0, 200)}`));
    };
    request.onerror = () => reject(new Error('Upload failed (network)'));
    request.send(body);
  });
  onProgress(1);
  const supabase = await loadSupabase();
  return { path, publicUrl: supabase.storage.from(OFFER_IMAGES_BUCKET).getPublicUrl(path).data.publicUrl };
}
