import { IMAGES_BUCKET, publicObjectPath } from '@/lib/image-files.ts';
import { loadSupabase } from '@/lib/load-supabase.ts';

/**
 * The object path of a branding picture the card uploaded for this company
 * ('{company_id}/branding/...'), from its stored public URL, root-relative or
 * absolute; null for anything else (the seed's pictures, other web addresses).
 */
export function brandingUploadPath(value: string, companyId: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(value, 'http://placeholder.invalid').pathname;
  } catch {
    return null;
  }
  const prefix = publicObjectPath(`${companyId}/branding/`);
  if (!pathname.startsWith(prefix)) return null;
  const path = decodeURIComponent(pathname.slice(publicObjectPath('').length));
  return path.split('/').some((part) => part === '' || part === '.' || part === '..') ? null : path;
}

/** The uploads among `candidates` that none of `kept` (the saved branding's pictures) still uses. */
export function unusedBrandingUploads(
  companyId: string,
  candidates: readonly string[],
  kept: readonly string[],
): string[] {
  const keep = new Set(kept.map((value) => brandingUploadPath(value, companyId)));
  const unused = candidates
    .map((value) => brandingUploadPath(value, companyId))
    .filter((path): path is string => path !== null && !keep.has(path));
  return [...new Set(unused)];
}

/**
 * Removes pictures the saved branding no longer uses: replaced or cleared
 * ones, and uploads that were replaced before saving. Best effort: a leftover
 * file is harmless, and the save has already succeeded.
 */
export async function removeBrandingUploads(paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  try {
    const supabase = await loadSupabase();
    const { error } = await supabase.storage.from(IMAGES_BUCKET).remove([...paths]);
    if (error) console.warn('Could not remove replaced branding pictures', paths, error);
  } catch (error) {
    console.warn('Could not remove replaced branding pictures', paths, error);
  }
}
