import type { CSSProperties } from 'react';
import { brandingCssVariables } from '../apply-branding.ts';
import type { BrandingFormInput } from '../branding-form-schema.ts';
import { parseHsl } from '../color-contrast.ts';
import { DEFAULT_COLOURS, DEFAULT_BRANDING, type ResolvedBranding } from '../resolve-branding.ts';

/** The chosen colours as the page would get them (the same variables applyBranding sets). */
export function previewBranding(values: BrandingFormInput, companyName: string): ResolvedBranding {
  return {
    ...DEFAULT_BRANDING,
    companyName,
    title: values.title.trim() || `${companyName} – Ordning`,
    theme: values.theme,
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

/** A small card in the chosen theme and colours: a button on primary, text, an accent badge. */
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
        className="flex flex-col gap-3 rounded-2xl border border-border bg-background p-4 text-foreground"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold break-words">{branding.title}</p>
          <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
            Nyhet
          </span>
        </div>
        <p className="text-sm text-muted-foreground">
          Fordeler og rabatter for ansatte. <span className="font-semibold text-primary-text">Se tilbud</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <span className="inline-flex h-9 items-center rounded-full bg-primary px-4 text-sm font-semibold text-primary-foreground">
            Sjekk ut tilbud
          </span>
          <span className="inline-flex h-9 items-center rounded-full bg-secondary px-4 text-sm font-semibold text-secondary-foreground">
            Les mer
          </span>
        </div>
      </div>
    </figure>
  );
}
