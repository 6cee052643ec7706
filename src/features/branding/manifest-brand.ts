import type { BrandedManifest } from '@/lib/branded-manifest.ts';
import { shortHash } from '@/lib/short-hash.ts';
import { hslToHex, parseHsl, readableForeground } from './color-contrast.ts';
import { DEFAULT_FAVICON, type ResolvedBranding } from './resolve-branding.ts';

/** The build manifest's background (styles.css's light surface) and the dark theme's page colour. */
const BACKGROUNDS = { light: '#fcfbf8', dark: hslToHex(parseHsl('70 10% 8%') ?? { h: 70, s: 10, l: 8 }) };

/** What the company's app icon is drawn from: its own favicon or logo (first that loads well), else its initial. */
export interface BrandIconSource {
  imageUrls: string[];
  letter: string;
  background: string;
  foreground: string;
}

/** The icon of a white-label company; null for the product's own branding. */
export function brandIconSource(branding: ResolvedBranding): BrandIconSource | null {
  if (branding.companyName === null) return null;
  const favicon = branding.favicon === DEFAULT_FAVICON ? null : branding.favicon;
  return {
    imageUrls: [favicon, branding.logoUrl].filter((url): url is string => url !== null),
    letter: branding.companyName.trim().charAt(0).toLocaleUpperCase('nb-NO') || 'O',
    background: hslToHex(branding.colours.primary),
    foreground: hslToHex(readableForeground(branding.colours.primary)),
  };
}

/**
 * The manifest fields a white-label company's installed app wears: its
 * title as the name, its short name (at most 12 characters) on the home screen, its description and
 * colours. null for the product's own branding (the build's manifest stands).
 */
export function brandedManifestFor(branding: ResolvedBranding): BrandedManifest | null {
  const icon = brandIconSource(branding);
  if (branding.companyName === null || icon === null) return null;
  const fields = {
    name: branding.title.slice(0, 200),
    short_name: branding.shortName ?? branding.companyName.slice(0, 12),
    description: branding.description.slice(0, 500),
    theme_color: icon.background,
    background_color: BACKGROUNDS[branding.theme],
  };
  return { ...fields, version: shortHash(JSON.stringify([fields, icon])) };
}
