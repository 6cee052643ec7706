import * as z from 'zod/mini';

// Lenient on purpose: one bad field (a colour in the wrong shape, an unknown
// theme) falls back to its default instead of discarding the company's branding.
const OptionalText = z.catch(z.nullish(z.string()), null);

export const BrandingConfigSchema = z.object({
  title: OptionalText,
  meta_description: OptionalText,
  og_image: OptionalText,
  favicon_url: OptionalText,
  logo_url: OptionalText,
  primary_hsl: OptionalText,
  secondary_hsl: OptionalText,
  accent_hsl: OptionalText,
  theme: z.catch(z.nullish(z.enum(['light', 'dark'])), null),
  /** The home-screen label of the installed app (at most 12 characters are shown). */
  short_name: OptionalText,
});
export type BrandingConfig = z.infer<typeof BrandingConfigSchema>;

/** A row of the public_company_branding view (white-label companies' public fields only). */
export const CompanyBrandingSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  subdomain: z.nullable(z.string()),
  is_white_label_enabled: z.boolean(),
  branding_config: z.catch(z.nullable(BrandingConfigSchema), null),
});
export type CompanyBranding = z.infer<typeof CompanyBrandingSchema>;

export const COMPANY_BRANDING_COLUMNS = 'id, name, subdomain, is_white_label_enabled, branding_config';
