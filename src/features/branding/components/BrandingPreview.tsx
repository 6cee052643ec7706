import type { CSSProperties } from 'react';
import { env } from '@/lib/env.ts';
import { brandingCssVariables } from '../apply-branding.ts';
import type { BrandingFormInput } from '../branding-form-schema.ts';
import { parseHsl } from '../color-contrast.ts';
import {
  DEFAULT_COLOURS,
  DEFAULT_BRANDING,
  brandingAssetUrl,
  type ResolvedBranding,
} from '../resolve-branding.ts';

/** The chosen colours and pictures as the page would get them (the same variables applyBranding sets). */
export function previewBranding(values: BrandingFormInput, companyName: string): ResolvedBranding {
  return {
    ...DEFAULT_BRANDING,
    companyName,
    title: values.title.trim() || `${companyName} – Ordning`,
    theme: values.theme,
    logoUrl: brandingAssetUrl(values.logo_url, env.supabaseUrl),
    favicon: brandingAssetUrl(values.favicon_url, env.supabaseUrl) ?? DEFAULT_BRANDING.favicon,
    ogImage: brandingAssetUrl(values.og_image, env.supabaseUrl),
    colours: {
      primary: parseHsl(values.primary_hsl) ?? DEFAULT_COLOURS.primary,
      secondary: parseHsl(values.secondary_hsl) ?? DEFAULT_COLOURS.secondary,
      accent: parseHsl(values.accent_hsl) ?? DEFAULT_COLOURS.accent,
    },
  };
}

/** The page's own surfaces per theme (styles.css), so the preview is right whichever theme the page wears. */
const SURFACES = {
  light: {
    '--background': '45 33% 98%',
    '--foreground': '70 18% 11%',
    '--muted-foreground': '70 8% 36%',
    '--border': '40 15% 86%',
  },
  dark: {
    '--background': '70 10% 8%',
    '--foreground': '45 25% 94%',
    '--muted-foreground': '45 10% 68%',
    '--border': '70 8% 20%',
  },
} as const;

/**
 * What the choices look like before saving: a browser tab with the icon and
 * title, the page's top with the logo, a button on primary, an accent badge,
 * and the card a shared link gets.
 */
export function BrandingPreview({ values, companyName }: { values: BrandingFormInput; companyName: string }) {
  const branding = previewBranding(values, companyName);
  // Local variables: the design system's utilities (bg-primary, ...) read them inside this box.
  const style = { ...SURFACES[branding.theme], ...brandingCssVariables(branding) } as CSSProperties;
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium">Forhåndsvisning</figcaption>
      <div
        data-testid="branding-preview"
        style={style}
        className="flex flex-col gap-3 overflow-hidden rounded-2xl border border-border bg-background p-4 text-foreground"
      >
        <div className="flex min-w-0 items-center gap-2 rounded-t-lg border-b border-border pb-2 text-xs text-muted-foreground">
          <img src={branding.favicon} alt="" className="size-4 shrink-0 object-contain" />
          <span className="truncate">{branding.title}</span>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {branding.logoUrl ? (
            <img
              src={branding.logoUrl}
              alt={`Logo for ${companyName}`}
              data-testid="branding-preview-logo"
              className="h-8 w-auto max-w-40 object-contain"
            />
          ) : (
            <p className="font-semibold break-words">{branding.title}</p>
          )}
          <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
            Nyhet
          </span>
        </div>
        <p className="text-sm text-muted-foreground">
          Fordeler og rabatter for ansatte. <span className="font-semibold text-primary-text">Se tilbud</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <span
            data-testid="branding-preview-primary"
            className="inline-flex h-9 items-center rounded-full bg-primary px-4 text-sm font-semibold text-primary-foreground"
          >
            Sjekk ut tilbud
          </span>
          <span className="inline-flex h-9 items-center rounded-full bg-secondary px-4 text-sm font-semibold text-secondary-foreground">
            Les mer
          </span>
        </div>
        {branding.ogImage ? (
          <div className="overflow-hidden rounded-xl border border-border">
            <img src={branding.ogImage} alt="" className="aspect-[1200/630] w-full object-cover" />
            <p className="truncate px-3 py-2 text-xs font-semibold">{branding.title}</p>
          </div>
        ) : null}
      </div>
    </figure>
  );
}
