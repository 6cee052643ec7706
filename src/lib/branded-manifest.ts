import * as z from 'zod/mini';

// The white-label install, shared by the page (which knows the branding) and
// the service worker (which answers /manifest.webmanifest): on a company's
// subdomain the installed app carries that company's name, icon and colours,
// also on a static host and offline. The page sends the brand; the worker
// keeps it in Cache Storage and merges it into the build's manifest.

export const BRANDED_MANIFEST_MESSAGE = 'BRANDED_MANIFEST';

/** Where the worker serves the company's generated icons (same origin, so install can fetch them offline). */
export const BRAND_ICON_SIZES = [192, 512] as const;
export type BrandIconSize = (typeof BRAND_ICON_SIZES)[number];
export const brandIconPath = (size: BrandIconSize): string => `/__brand/icon-${size}.png`;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export const BrandedManifestSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  short_name: z.string().check(z.minLength(1), z.maxLength(100)),
  description: z.string().check(z.maxLength(500)),
  theme_color: z.string().check(z.regex(HEX_COLOUR)),
  background_color: z.string().check(z.regex(HEX_COLOUR)),
  /** Changes whenever anything above or the icons change; busts the icon URLs' caches. */
  version: z.string().check(z.regex(/^[0-9a-z]{1,16}$/)),
});
export type BrandedManifest = z.infer<typeof BrandedManifestSchema>;

export const BrandIconSchema = z.object({
  size: z.union([z.literal(192), z.literal(512)]),
  png: z.instanceof(Blob),
});
export type BrandIcon = z.infer<typeof BrandIconSchema>;

/** Page -> worker. manifest null: this origin has no white-label brand (any stored one is dropped). */
export const BrandedManifestMessageSchema = z.object({
  type: z.literal(BRANDED_MANIFEST_MESSAGE),
  manifest: z.nullable(BrandedManifestSchema),
  icons: z.array(BrandIconSchema),
});
export type BrandedManifestMessage = z.infer<typeof BrandedManifestMessageSchema>;

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

/**
 * The build's manifest wearing the brand: name, short name, description,
 * colours, and the generated icons (any and maskable: they are drawn with
 * the logo inside the maskable safe zone). The id, scope, start URL and
 * shortcuts' URLs stay, so it is the same app on that origin.
 */
export function mergeBrandedManifest(
  base: Record<string, unknown>,
  brand: BrandedManifest,
  iconSizes: readonly BrandIconSize[],
): Record<string, unknown> {
  const src = (size: BrandIconSize) => `${brandIconPath(size)}?v=${brand.version}`;
  const icons: ManifestIcon[] = iconSizes.flatMap((size) =>
    (['any', 'maskable'] as const).map((purpose) => ({
      src: src(size),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  );
  const smallest = iconSizes[0];
  const shortcuts = Array.isArray(base.shortcuts)
    ? base.shortcuts.map((shortcut: unknown) =>
        typeof shortcut === 'object' && shortcut !== null && smallest !== undefined
          ? {
              ...shortcut,
              icons: [{ src: src(smallest), sizes: `${smallest}x${smallest}`, type: 'image/png' }],
            }
          : shortcut,
      )
    : base.shortcuts;
  return {
    ...base,
    name: brand.name,
    short_name: brand.short_name,
    description: brand.description,
    theme_color: brand.theme_color,
    background_color: brand.background_color,
    ...(icons.length > 0 ? { icons, shortcuts } : {}),
  };
}

const MANIFEST_LINK = /<link\s+rel="manifest"\s+href="[^"]*"\s*\/?>/i;
const TOUCH_ICON_LINK = /<link\s+rel="apple-touch-icon"\s+href="[^"]*"\s*\/?>/i;

/**
 * The app shell as the worker answers it on a branded origin: its manifest
 * link names the branded manifest (a versioned URL, so the browser reads it
 * again when the brand changes) and its apple-touch-icon is the brand's, so
 * the document never points an install at the product's own. Without a
 * stored icon the touch icon link is left out rather than left as the
 * product's. Anything else in the document stays as it is.
 */
export function brandShellLinks(
  html: string,
  brand: { version: string; iconSizes: readonly BrandIconSize[] },
): string {
  const manifestLink = `<link rel="manifest" href="/manifest.webmanifest?v=${brand.version}">`;
  // iOS draws the home-screen icon from this, scaled: the largest stored icon looks best.
  const iconSize = brand.iconSizes.includes(512) ? 512 : brand.iconSizes.includes(192) ? 192 : null;
  const touchIcon =
    iconSize === null
      ? ''
      : `<link rel="apple-touch-icon" href="${brandIconPath(iconSize)}?v=${brand.version}" />`;
  return html.replace(MANIFEST_LINK, manifestLink).replace(TOUCH_ICON_LINK, touchIcon);
}
