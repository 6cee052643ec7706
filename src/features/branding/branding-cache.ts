import * as z from 'zod/mini';
import { CompanyBrandingSchema, type CompanyBranding } from './branding-schema.ts';

/**
 * The last branding seen for a subdomain, kept in localStorage so a
 * white-label app opened offline (or before the fetch answers) already wears
 * its company's colours. localStorage, not IndexedDB: it is read synchronously
 * before the first render.
 */
export const BRANDING_CACHE_KEY = 'ordning.branding.v1';

const CachedBrandingSchema = z.object({
  subdomain: z.string(),
  /** null: the subdomain names no white-label company. */
  company: z.nullable(CompanyBrandingSchema),
  fetchedAt: z.string(),
});
export type CachedBranding = z.infer<typeof CachedBrandingSchema>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be blocked (privacy settings); branding then simply is not cached.
    return null;
  }
}

export function readCachedBranding(subdomain: string): CachedBranding | null {
  const raw = storage()?.getItem(BRANDING_CACHE_KEY);
  if (!raw) return null;
  try {
    const parsed = CachedBrandingSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.subdomain === subdomain ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeCachedBranding(
  subdomain: string,
  company: CompanyBranding | null,
  now = new Date(),
): void {
  const value: CachedBranding = { subdomain, company, fetchedAt: now.toISOString() };
  try {
    storage()?.setItem(BRANDING_CACHE_KEY, JSON.stringify(value));
  } catch {
    // A full or blocked storage only costs the offline branding.
  }
}
