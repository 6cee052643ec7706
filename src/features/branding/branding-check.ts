import { type Fields, isFields } from '@/lib/is-fields.ts';
import type { BrandingConfig, CompanyBranding } from './branding-schema.ts';

// CompanyBrandingSchema (branding-schema.ts) checked by hand, for what runs
// before the first paint (the cached branding): zod would be in the entry
// chunk for it. Gives what the schema gives (tests/unit/branding-check.test.ts
// holds them together), lenient the same way: one bad field of the config
// falls back to null instead of discarding the company's branding.

const CONFIG_TEXT_KEYS = [
  'title',
  'meta_description',
  'og_image',
  'favicon_url',
  'logo_url',
  'primary_hsl',
  'secondary_hsl',
  'accent_hsl',
  'short_name',
] as const;

/** A present key keeps undefined, text or null; anything else becomes null. An absent key stays absent. */
function lenient(config: Fields, key: string, accepts: (value: unknown) => boolean, out: Fields): void {
  if (!(key in config)) return;
  const value = config[key];
  out[key] = value === undefined || value === null || accepts(value) ? value : null;
}

function brandingConfig(value: unknown): BrandingConfig | null {
  if (!isFields(value)) return null;
  const config: Fields = {};
  for (const key of CONFIG_TEXT_KEYS) lenient(value, key, (text) => typeof text === 'string', config);
  lenient(value, 'theme', (theme) => theme === 'light' || theme === 'dark', config);
  return config;
}

/** A public_company_branding row as CompanyBrandingSchema returns it, or null when the schema refuses it. */
export function readCompanyBranding(value: unknown): CompanyBranding | null {
  if (!isFields(value)) return null;
  const { id, name, subdomain, is_white_label_enabled } = value;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string') return null;
  if (subdomain !== null && typeof subdomain !== 'string') return null;
  if (typeof is_white_label_enabled !== 'boolean') return null;
  return {
    id,
    name,
    subdomain,
    is_white_label_enabled,
    branding_config: brandingConfig(value.branding_config),
  };
}
