import {
  ensureContrast,
  formatHsl,
  hslToHex,
  parseHsl,
  readableForeground,
  type Hsl,
} from './color-contrast.ts';
import type { ResolvedBranding, Theme } from './resolve-branding.ts';

/**
 * The surfaces brand-coloured text sits on, per theme (the same values as
 * styles.css). Text in the brand colour must read on every one of them.
 */
export const THEME_SURFACES: Record<Theme, readonly string[]> = {
  light: ['45 33% 98%', '0 0% 100%', '40 20% 94%'],
  dark: ['70 10% 8%', '70 9% 11%', '70 9% 12%', '70 8% 16%'],
};

function readableOnSurfaces(colour: Hsl, theme: Theme): Hsl {
  // Each step only moves further from every surface of the theme (all light or
  // all dark), so the colour that passes the last one still passes the others.
  return THEME_SURFACES[theme].reduce((current, surface) => {
    const parsed = parseHsl(surface);
    return parsed ? ensureContrast(current, parsed) : current;
  }, colour);
}

/**
 * Secondary is a soft surface (chips, active links, panels). A light one
 * would glare on the dark theme, so there its lightness is mirrored
 * (90% -> 10%), keeping the hue and saturation the company chose.
 */
function secondarySurface(secondary: Hsl, theme: Theme): Hsl {
  return theme === 'dark' && secondary.l > 50 ? { ...secondary, l: 100 - secondary.l } : secondary;
}

/**
 * The CSS variables for a brand: the brand colours as given, a text colour
 * for each computed so it reads at AA on that colour, and --primary-text
 * (the primary adjusted to read as text on the page) whatever colours a
 * company picks.
 */
export function brandingCssVariables(branding: ResolvedBranding): Record<string, string> {
  const { primary, accent } = branding.colours;
  const secondary = secondarySurface(branding.colours.secondary, branding.theme);
  const primaryText = formatHsl(readableOnSurfaces(primary, branding.theme));
  return {
    '--primary': formatHsl(primary),
    '--primary-foreground': formatHsl(readableForeground(primary)),
    '--primary-text': primaryText,
    '--ring': primaryText,
    '--secondary': formatHsl(secondary),
    '--secondary-foreground': formatHsl(readableForeground(secondary)),
    '--accent': formatHsl(accent),
    '--accent-foreground': formatHsl(readableForeground(accent)),
  };
}

/** Sets (or, given null, removes) one meta tag of the head. */
export function upsertMeta(
  doc: Document,
  attribute: 'name' | 'property',
  key: string,
  content: string | null,
): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.append(element);
  }
  element.content = content;
}

function iconType(href: string): string | null {
  const path = href.split(/[?#]/, 1)[0]?.toLowerCase() ?? '';
  const types: Record<string, string> = {
    svg: 'image/svg+xml',
    png: 'image/png',
    ico: 'image/x-icon',
    webp: 'image/webp',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
  };
  return types[path.slice(path.lastIndexOf('.') + 1)] ?? null;
}

function applyFavicon(doc: Document, href: string): void {
  // One icon link: with several, browsers may keep showing another brand's icon.
  const [first, ...others] = doc.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]');
  others.forEach((other) => other.remove());
  let link = first;
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.href = href;
  const type = iconType(href);
  if (type) link.type = type;
  else link.removeAttribute('type');
}

/**
 * Puts a brand on the page: title, description and Open Graph tags, favicon,
 * browser theme colour, light or dark theme, and the colour variables.
 * Idempotent; applying the defaults undoes a company's branding.
 */
export function applyBranding(branding: ResolvedBranding, doc: Document = document): void {
  const root = doc.documentElement;
  doc.title = branding.title;
  upsertMeta(doc, 'name', 'description', branding.description);
  upsertMeta(doc, 'property', 'og:title', branding.title);
  upsertMeta(doc, 'property', 'og:description', branding.description);
  upsertMeta(doc, 'property', 'og:image', branding.ogImage);
  upsertMeta(doc, 'name', 'theme-color', hslToHex(branding.colours.primary));
  applyFavicon(doc, branding.favicon);

  root.classList.toggle('dark', branding.theme === 'dark');
  root.style.colorScheme = branding.theme;
  for (const [name, value] of Object.entries(brandingCssVariables(branding)))
    root.style.setProperty(name, value);
}
