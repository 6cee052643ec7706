import * as z from 'zod/mini';
import type { BrandingConfig, CompanyBranding } from './branding-schema.ts';
import { AA_TEXT, WHITE, contrastRatio, hslToHex, parseHsl, type Hsl } from './color-contrast.ts';
import { hexToHslText, hslTextToHex } from './hex-colour.ts';
import { DEFAULT_COLOURS, type Theme } from './resolve-branding.ts';

/** The branding card's messages (spec section 8, quoted exactly, plus the card's own). */
export const BRANDING_MESSAGES = {
  invalidSubdomain: 'Ugyldig subdomain',
  invalidUrl: 'Ugyldig URL',
  invalidColour: 'Ugyldig farge',
  subdomainTaken: 'Subdomain opptatt',
  loadFailed: 'Kunne ikke laste bedriftens data.',
  saveFailed: 'Kunne ikke oppdatere innstillingene. Prøv igjen.',
  saved: 'Suksess!',
  offline: 'Du er frakoblet. Koble til internett for å lagre merkevaren.',
} as const;

const SUBDOMAIN_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

/**
 * Spec section 5: 3 to 63 of a-z, 0-9 and '-', no hyphen at either end; empty means none.
 * Reserved labels are the database's alone (private.is_reserved_subdomain, the one place
 * the patterns live): a save answers with its Norwegian reason.
 */
export function isValidSubdomain(value: string): boolean {
  if (value === '') return true;
  return value.length >= 3 && value.length <= 63 && SUBDOMAIN_PATTERN.test(value);
}

/** The subdomain as the field keeps it: lower-cased as typed, no spaces. */
export function normaliseSubdomain(value: string): string {
  return value.toLowerCase().replace(/\s+/g, '');
}

/** An absolute http(s) URL, or a root-relative storage path ('/storage/v1/object/public/...'); empty means none. */
export function isValidBrandingUrl(value: string): boolean {
  if (value === '') return true;
  if (/\s/.test(value)) return false;
  if (/^\/[^/]/.test(value)) return true;
  if (!/^https?:\/\/[^/]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** 'H S% L%' in range; empty means the default colour. */
export function isValidHslText(value: string): boolean {
  return value === '' || parseHsl(value) !== null;
}

const trimmed = z.pipe(
  z.string(),
  z.transform((value) => value.trim()),
);
const urlField = z.pipe(
  trimmed,
  z.string().check(z.refine(isValidBrandingUrl, BRANDING_MESSAGES.invalidUrl)),
);
const colourField = z.pipe(
  trimmed,
  z.string().check(z.refine(isValidHslText, BRANDING_MESSAGES.invalidColour)),
);

/** The branding card's form: what the owner or admin typed, checked as the database will. */
export const BrandingFormSchema = z.object({
  subdomain: z.pipe(
    z.pipe(z.string(), z.transform(normaliseSubdomain)),
    z.string().check(z.refine(isValidSubdomain, BRANDING_MESSAGES.invalidSubdomain)),
  ),
  is_white_label_enabled: z.boolean(),
  title: trimmed,
  meta_description: trimmed,
  og_image: urlField,
  favicon_url: urlField,
  logo_url: urlField,
  primary_hsl: colourField,
  secondary_hsl: colourField,
  accent_hsl: colourField,
  theme: z.enum(['light', 'dark']),
});
export type BrandingFormInput = z.input<typeof BrandingFormSchema>;
export type BrandingFormValues = z.output<typeof BrandingFormSchema>;
export type BrandingFormField = keyof BrandingFormValues;

/** The columns the card reads and writes (spec section 7). */
export interface CompanyBrandingSettings {
  subdomain: string | null;
  is_white_label_enabled: boolean;
  branding_config: BrandingConfig | null;
}

/** The form's starting values from the company row (empty strings for what is not set). */
export function formValuesFromSettings(settings: CompanyBrandingSettings): BrandingFormInput {
  const config = settings.branding_config;
  return {
    subdomain: settings.subdomain ?? '',
    is_white_label_enabled: settings.is_white_label_enabled,
    title: config?.title ?? '',
    meta_description: config?.meta_description ?? '',
    og_image: config?.og_image ?? '',
    favicon_url: config?.favicon_url ?? '',
    logo_url: config?.logo_url ?? '',
    primary_hsl: config?.primary_hsl ?? '',
    secondary_hsl: config?.secondary_hsl ?? '',
    accent_hsl: config?.accent_hsl ?? '',
    theme: config?.theme ?? 'light',
  };
}

const orNull = (value: string) => (value === '' ? null : value);

/** The update's columns: empty fields are stored as null ("not set"). */
export function settingsFromFormValues(values: BrandingFormValues): CompanyBrandingSettings {
  return {
    subdomain: orNull(values.subdomain),
    is_white_label_enabled: values.is_white_label_enabled,
    branding_config: {
      title: orNull(values.title),
      meta_description: orNull(values.meta_description),
      og_image: orNull(values.og_image),
      favicon_url: orNull(values.favicon_url),
      logo_url: orNull(values.logo_url),
      primary_hsl: orNull(values.primary_hsl),
      secondary_hsl: orNull(values.secondary_hsl),
      accent_hsl: orNull(values.accent_hsl),
      theme: values.theme,
    },
  };
}

/** The company as the branding feature applies it, with the saved settings. */
export function withSettings<T extends CompanyBranding>(company: T, settings: CompanyBrandingSettings): T {
  return { ...company, ...settings };
}

export { hexToHsl } from './hex-colour.ts';

/** The colour picker's value for an HSL field: its colour, or the default while the text is empty or invalid. */
export function pickerHex(text: string, fallback: Hsl): string {
  return hslTextToHex(text) ?? hslToHex(fallback);
}

/** The HSL field's text for a colour picked as hex ('#1a5fc4' -> '214.6 76.6% 43.5%'). */
export function hslTextFromHex(hex: string): string | null {
  return hexToHslText(hex);
}

export interface ContrastWarning {
  /** White text on the primary colour, e.g. 3.1 (for '3,1:1'). */
  ratio: number;
}

/**
 * Whether to warn that light text on the primary colour (its buttons) fails
 * WCAG AA (4.5:1). The app then puts dark text on it, so the page stays
 * readable, but the brand looks different from what the company may expect.
 */
export function primaryContrastWarning(primaryText: string): ContrastWarning | null {
  const contrast = primaryContrast(primaryText);
  return contrast.enough ? null : { ratio: contrast.ratio };
}

export interface PrimaryContrast {
  /** White text on the primary colour, rounded down to one decimal (3.1 for '3,1:1'). */
  ratio: number;
  /** At least WCAG AA for normal text (4.5:1). */
  enough: boolean;
}

/** How white text reads on the primary colour (the default while the field is empty or invalid). */
export function primaryContrast(primaryText: string): PrimaryContrast {
  const primary = parseHsl(primaryText) ?? DEFAULT_COLOURS.primary;
  const ratio = contrastRatio(WHITE, primary);
  return { ratio: Math.floor(ratio * 10) / 10, enough: ratio >= AA_TEXT };
}

export const THEME_LABELS: Record<Theme, string> = { light: 'Lyst', dark: 'Mørkt' };
