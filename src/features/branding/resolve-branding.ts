import type { CompanyBranding } from './branding-schema.ts';
import { parseHsl, type Hsl } from './color-contrast.ts';

export const PRODUCT_NAME = 'Ordning';
// The spec's default was English; the UI is Norwegian, so its description is too (issue 21).
export const DEFAULT_META_DESCRIPTION = 'Ansattfordeler og partnertilbud på ett sted';
export const DEFAULT_FAVICON = '/favicon.svg';
export const DEFAULT_COLOURS = {
  primary: { h: 70, s: 60, l: 35 },
  secondary: { h: 35, s: 25, l: 90 },
  accent: { h: 70, s: 60, l: 35 },
} as const satisfies Record<string, Hsl>;

export type Theme = 'light' | 'dark';

/** Everything the page shows of a brand, defaults filled in. */
export interface ResolvedBranding {
  /** The white-label company's name; null for the product's own branding. */
  companyName: string | null;
  /** The installed app's home-screen label, at most SHORT_NAME_MAX characters; null for the product's own. */
  shortName: string | null;
  title: string;
  description: string;
  ogImage: string | null;
  favicon: string;
  logoUrl: string | null;
  theme: Theme;
  colours: { primary: Hsl; secondary: Hsl; accent: Hsl };
}

export const DEFAULT_BRANDING: ResolvedBranding = {
  companyName: null,
  shortName: null,
  title: PRODUCT_NAME,
  description: DEFAULT_META_DESCRIPTION,
  ogImage: null,
  favicon: DEFAULT_FAVICON,
  logoUrl: null,
  theme: 'light',
  colours: DEFAULT_COLOURS,
};

/** Home screens cut labels longer than about 12 characters ('Acme Fordel…'). */
export const SHORT_NAME_MAX = 12;

/** Norwegian legal forms that say nothing on a home screen ('Acme AS' is 'Acme' there). */
const LEGAL_FORM = /\s+(AS|ASA|ANS|DA|SA|BA|ENK|NUF|SE|KS)\.?$/i;

/**
 * The home-screen label: the company's own short name when it set one, else
 * its name without the legal form, else its first word; never more than
 * SHORT_NAME_MAX characters (cut, never squeezed).
 */
/** The characters a reader sees (an emoji or 'å' written as two code points is one). */
function graphemes(value: string): string[] {
  return Array.from(
    new Intl.Segmenter('nb', { granularity: 'grapheme' }).segment(value),
    (part) => part.segment,
  );
}

export function brandShortName(name: string, chosen?: string | null): string {
  const own = chosen?.trim();
  if (own) return graphemes(own).slice(0, SHORT_NAME_MAX).join('').trim();
  const plain = name.trim().replace(LEGAL_FORM, '').trim() || name.trim();
  if (graphemes(plain).length <= SHORT_NAME_MAX) return plain;
  const firstWord = plain.split(/\s+/)[0] ?? plain;
  return graphemes(firstWord).slice(0, SHORT_NAME_MAX).join('');
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * An image URL from branding_config as the browser can load it: stored paths
 * ('/storage/v1/object/public/...') live on the Supabase origin; anything that
 * is not http(s) is dropped. `base` is the Supabase URL.
 */
export function brandingAssetUrl(value: string | null | undefined, base: string): string | null {
  const raw = text(value);
  if (!raw) return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The branding a company supplies, by the spec: its title, else
 * '{company name} – Ordning'; defaults for whatever it leaves out. A company
 * without white label enabled (or none) gives the product's own branding.
 */
export function resolveBranding(company: CompanyBranding | null, base: string): ResolvedBranding {
  if (!company?.is_white_label_enabled) return DEFAULT_BRANDING;
  const config = company.branding_config;
  const name = text(company.name);
  return {
    companyName: name,
    shortName: name ? brandShortName(name, config?.short_name) : null,
    title: text(config?.title) ?? (name ? `${name} – ${PRODUCT_NAME}` : PRODUCT_NAME),
    description: text(config?.meta_description) ?? DEFAULT_META_DESCRIPTION,
    ogImage: brandingAssetUrl(config?.og_image, base),
    favicon: brandingAssetUrl(config?.favicon_url, base) ?? DEFAULT_FAVICON,
    logoUrl: brandingAssetUrl(config?.logo_url, base),
    theme: config?.theme ?? 'light',
    colours: {
      primary: parseHsl(config?.primary_hsl) ?? DEFAULT_COLOURS.primary,
      secondary: parseHsl(config?.secondary_hsl) ?? DEFAULT_COLOURS.secondary,
      accent: parseHsl(config?.accent_hsl) ?? DEFAULT_COLOURS.accent,
    },
  };
}
