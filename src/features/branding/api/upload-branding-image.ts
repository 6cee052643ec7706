import * as z from 'zod/mini';
import { env } from '@/lib/env.ts';
import { IMAGES_BUCKET, fileExtension, imageFileProblem, publicObjectPath } from '@/lib/image-files.ts';
import { uploadStorageObject } from '@/lib/storage-upload.ts';
import { readAuthState } from '@/features/auth/index.ts';
import { isOffline } from '@/lib/online.ts';

/** The three pictures of a company's branding_config. */
export type BrandingImageKind = 'logo' | 'icon' | 'share';

export const BRANDING_UPLOAD_MESSAGES = {
  failed: 'Opplastingen feilet. Prøv igjen.',
  offline: 'Du er frakoblet. Koble til internett for å laste opp bilder.',
  signedOut: 'Du er logget ut. Logg inn igjen for å laste opp bilder.',
} as const;

const CompanyId = z.uuid();

/**
 * Where a branding picture goes: the company's own folder of the images
 * bucket, whose policies let only that company's owners and admins (and
 * platform admins) write there; `branding/` keeps it apart from offer pictures.
 */
export function brandingImagePath(
  companyId: string,
  kind: BrandingImageKind,
  extension: string,
  randomId: string,
): string {
  return `${CompanyId.parse(companyId)}/branding/${kind}-${randomId}.${extension}`;
}

export type BrandingUploadResult = { ok: true; value: string } | { ok: false; message: string };

/**
 * Checks and uploads one branding picture. `value` is what branding_config
 * stores: the root-relative public path, as the seed stores its pictures, so
 * it loads from whichever host the app runs on (the company's subdomain, the
 * main domain) through the Supabase URL (resolve-branding.ts). Never throws.
 */
export async function uploadBrandingImage(
  file: File,
  companyId: string,
  kind: BrandingImageKind,
  onProgress: (fraction: number) => void,
): Promise<BrandingUploadResult> {
  const problem = imageFileProblem(file);
  if (problem) return { ok: false, message: problem };
  if (isOffline()) {
    return { ok: false, message: BRANDING_UPLOAD_MESSAGES.offline };
  }
  const token = readAuthState().session?.access_token;
  if (!token) return { ok: false, message: BRANDING_UPLOAD_MESSAGES.signedOut };
  const path = brandingImagePath(companyId, kind, fileExtension(file.name, file.type), crypto.randomUUID());
  try {
    await uploadStorageObject({
      supabaseUrl: env.supabaseUrl,
      anonKey: env.supabaseAnonKey,
      accessToken: token,
      bucket: IMAGES_BUCKET,
      path,
      body: file,
      contentType: file.type,
      onProgress,
    });
  } catch (error) {
    console.warn('Could not upload a branding image', error);
    return { ok: false, message: BRANDING_UPLOAD_MESSAGES.failed };
  }
  return { ok: true, value: publicObjectPath(path) };
}
