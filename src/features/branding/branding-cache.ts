import { readCompanyBranding } from './branding-check.ts';
import type { CompanyBranding } from './branding-schema.ts';
import { isFields } from '@/lib/is-fields.ts';
import { STORAGE_KEYS, localStore } from '@/lib/web-storage.ts';

/**
 * The last branding seen for a subdomain, kept in localStorage so a
 * white-label app opened offline (or before the fetch answers) already wears
 * its company's colours. localStorage, not IndexedDB: it is read synchronously
 * before the first render.
 */
export interface CachedBranding {
  subdomain: string;
  /** null: the subdomain names no white-label company. */
  company: CompanyBranding | null;
  fetchedAt: string;
}

/**
 * The record as writeCachedBranding wrote it, or null. Checked by hand, not
 * with zod: it is read before the first render (tests/unit/branding-check.test.ts
 * holds it to the schema it replaced).
 */
export function readCachedBrandingRecord(value: unknown): CachedBranding | null {
  if (!isFields(value)) return null;
  const { subdomain, company, fetchedAt } = value;
  if (typeof subdomain !== 'string' || typeof fetchedAt !== 'string') return null;
  if (company === null) return { subdomain, company: null, fetchedAt };
  const branding = readCompanyBranding(company);
  return branding ? { subdomain, company: branding, fetchedAt } : null;
}

// Blocked storage: branding then simply is not cached.
const storage = localStore;

export function readCachedBranding(subdomain: string): CachedBranding | null {
  const raw = storage()?.getItem(STORAGE_KEYS.branding);
  if (!raw) return null;
  try {
    const cached = readCachedBrandingRecord(JSON.parse(raw));
    return cached?.subdomain === subdomain ? cached : null;
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
