import * as z from 'zod/mini';
import { CompanyBrandingSchema, type CompanyBranding } from './branding-schema.ts';
import { STORAGE_KEYS, localStore } from '@/lib/web-storage.ts';

/**
 * The last branding seen for a subdomain, kept in localStorage so a
 * white-label app opened offline (or before the fetch answers) already wears
 * its company's colours. localStorage, not IndexedDB: it is read synchronously
 * before the first render.
 */
const CachedBrandingSchema = z.object({
  subdomain: z.string(),
  /** null: the subdomain names no white-label company. */
  company: z.nullable(CompanyBrandingSchema),
  fetchedAt: z.string(),
});
export type CachedBranding = z.infer<typeof CachedBrandingSchema>;

// Blocked storage: branding then simply is not cached.
const storage = localStore;

export function readCachedBranding(subdomain: string): CachedBranding | null {
  const raw = storage()?.getItem(STORAGE_KEYS.branding);
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
    storage()?.setItem(STORAGE_KEYS.branding, JSON.stringify(value));
  } catch {
    // A full or blocked storage only costs the offline branding.
  }
}
