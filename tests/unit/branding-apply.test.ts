import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyBranding,
  brandingCssVariables,
  THEME_SURFACES,
} from '../../src/features/branding/apply-branding.ts';
import type { BrandingConfig, CompanyBranding } from '../../src/features/branding/branding-schema.ts';
import { contrastRatio, parseHsl, type Hsl } from '../../src/features/branding/color-contrast.ts';
import {
  DEFAULT_BRANDING,
  resolveBranding,
  type ResolvedBranding,
} from '../../src/features/branding/resolve-branding.ts';

const SUPABASE_URL = 'https://project.supabase.co';

const ACME_CONFIG: BrandingConfig = {
  title: 'Acme Fordeler',
  meta_description: 'Fordeler og rabatter for ansatte i Acme AS',
  primary_hsl: '214 84% 42%',
  secondary_hsl: '210 40% 94%',
  accent_hsl: '28 92% 54%',
  theme: 'light',
  logo_url: '/storage/v1/object/public/offer-images/seed/acme-logo.webp',
  favicon_url: '/storage/v1/object/public/offer-images/seed/acme-favicon.webp',
  og_image: 'https://cdn.example.com/acme-og.png',
};

const ACME: CompanyBranding = {
  id: '0c0a0000-0000-4000-8000-000000000001',
  name: 'Acme AS',
  subdomain: 'acme',
  is_white_label_enabled: true,
  branding_config: ACME_CONFIG,
};

function resetDocument(): void {
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  document.head.innerHTML =
    '<title>Ordning</title><meta name="description" content="Ansattfordeler og partnertilbud på ett sted">' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="icon" href="/favicon.ico" sizes="48x48">';
}

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content ?? null;
const cssVar = (name: string) => document.documentElement.style.getPropertyValue(name);
const hsl = (value: string): Hsl => {
  const parsed = parseHsl(value);
  if (!parsed) throw new Error(`not an HSL triple: ${value}`);
  return parsed;
};

afterEach(resetDocument);

describe('resolveBranding', () => {
  it('gives the product defaults without a company', () => {
    const branding = resolveBranding(null, SUPABASE_URL);
    expect(branding).toEqual(DEFAULT_BRANDING);
    expect(branding.title).toBe('Ordning');
    expect(branding.description).toBe('Ansattfordeler og partnertilbud på ett sted');
    expect(branding.colours).toEqual({
      primary: { h: 70, s: 60, l: 35 },
      secondary: { h: 35, s: 25, l: 90 },
      accent: { h: 70, s: 60, l: 35 },
    });
  });

  it('uses the company title, and resolves stored image paths against the Supabase URL', () => {
    const branding = resolveBranding(ACME, SUPABASE_URL);
    expect(branding.title).toBe('Acme Fordeler');
    expect(branding.companyName).toBe('Acme AS');
    expect(branding.logoUrl).toBe(
      `${SUPABASE_URL}/storage/v1/object/public/offer-images/seed/acme-logo.webp`,
    );
    expect(branding.favicon).toBe(
      `${SUPABASE_URL}/storage/v1/object/public/offer-images/seed/acme-favicon.webp`,
    );
    expect(branding.ogImage).toBe('https://cdn.example.com/acme-og.png');
  });

  it("falls back to '{company name} – Ordning' when the company sets no title", () => {
    const branding = resolveBranding(
      { ...ACME, branding_config: { ...ACME_CONFIG, title: '  ' } },
      SUPABASE_URL,
    );
    expect(branding.title).toBe('Acme AS – Ordning');
    expect(resolveBranding({ ...ACME, branding_config: null }, SUPABASE_URL).title).toBe('Acme AS – Ordning');
  });

  it('replaces malformed colours and unsafe image URLs with defaults, field by field', () => {
    const branding = resolveBranding(
      {
        ...ACME,
        branding_config: {
          ...ACME_CONFIG,
          primary_hsl: 'blue',
          accent_hsl: '400 50% 50%',
          favicon_url: 'javascript:alert(1)',
        },
      },
      SUPABASE_URL,
    );
    expect(branding.colours.primary).toEqual(DEFAULT_BRANDING.colours.primary);
    expect(branding.colours.accent).toEqual(DEFAULT_BRANDING.colours.accent);
    expect(branding.colours.secondary).toEqual({ h: 210, s: 40, l: 94 });
    expect(branding.favicon).toBe('/favicon.svg');
  });

  it('ignores a company whose white label is not enabled', () => {
    expect(resolveBranding({ ...ACME, is_white_label_enabled: false }, SUPABASE_URL)).toEqual(
      DEFAULT_BRANDING,
    );
  });
});

describe('applyBranding', () => {
  it("applies a company's title, description, Open Graph image, favicon, theme colour and colours", () => {
    resetDocument();
    applyBranding(resolveBranding(ACME, SUPABASE_URL));

    expect(document.title).toBe('Acme Fordeler');
    expect(meta('meta[name="description"]')).toBe('Fordeler og rabatter for ansatte i Acme AS');
    expect(meta('meta[property="og:title"]')).toBe('Acme Fordeler');
    expect(meta('meta[property="og:image"]')).toBe('https://cdn.example.com/acme-og.png');
    expect(meta('meta[name="theme-color"]')).toBe('#115fc5');
    const icons = document.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]');
    expect(icons).toHaveLength(1);
    expect(icons[0]?.href).toBe(
      `${SUPABASE_URL}/storage/v1/object/public/offer-images/seed/acme-favicon.webp`,
    );
    expect(icons[0]?.type).toBe('image/webp');
    expect(cssVar('--primary')).toBe('214 84% 42%');
    expect(cssVar('--secondary')).toBe('210 40% 94%');
    expect(cssVar('--accent')).toBe('28 92% 54%');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('switches to the dark theme and back', () => {
    resetDocument();
    const dark = resolveBranding(
      { ...ACME, branding_config: { ...ACME_CONFIG, theme: 'dark' } },
      SUPABASE_URL,
    );
    applyBranding(dark);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    applyBranding(DEFAULT_BRANDING);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe('light');
  });

  it('darkens a light secondary colour for the dark theme, keeping its hue', () => {
    const vars = brandingCssVariables(
      resolveBranding({ ...ACME, branding_config: { ...ACME_CONFIG, theme: 'dark' } }, SUPABASE_URL),
    );
    expect(vars['--secondary']).toBe('210 40% 6%');
    expect(vars['--primary']).toBe('214 84% 42%');
  });

  it("restores the defaults when the company changes to none, dropping the company's og:image", () => {
    resetDocument();
    applyBranding(resolveBranding(ACME, SUPABASE_URL));
    applyBranding(resolveBranding(null, SUPABASE_URL));

    expect(document.title).toBe('Ordning');
    expect(meta('meta[name="description"]')).toBe('Ansattfordeler og partnertilbud på ett sted');
    expect(meta('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/favicon.svg',
    );
    expect(cssVar('--primary')).toBe('70 60% 35%');
    expect(cssVar('--secondary')).toBe('35 25% 90%');
    expect(cssVar('--accent')).toBe('70 60% 35%');
  });

  it('computes the same default colours that styles.css paints before any script runs', () => {
    const css = readFileSync(resolve(process.cwd(), 'src/styles.css'), 'utf8');
    const light = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
    const dark = /\.dark\s*{([^}]*)}/.exec(css)?.[1] ?? '';
    for (const [name, value] of Object.entries(brandingCssVariables(DEFAULT_BRANDING))) {
      expect(light, name).toContain(`${name}: ${value};`);
    }
    const darkVariables = brandingCssVariables({ ...DEFAULT_BRANDING, theme: 'dark' });
    for (const name of ['--primary-text', '--ring']) {
      expect(dark, name).toContain(`${name}: ${darkVariables[name]};`);
    }
  });
});

describe('brand colour contrast', () => {
  // A grid over the whole colour space: whatever a company picks, text stays readable.
  const samples: Hsl[] = [];
  for (let h = 0; h < 360; h += 30)
    for (const s of [0, 35, 70, 100])
      for (const l of [5, 20, 35, 45, 50, 55, 65, 80, 95]) samples.push({ h, s, l });

  const asConfig = (colour: Hsl) => `${colour.h} ${colour.s}% ${colour.l}%`;
  const brandingWith = (colour: Hsl, theme: 'light' | 'dark'): ResolvedBranding =>
    resolveBranding(
      {
        ...ACME,
        branding_config: {
          ...ACME_CONFIG,
          primary_hsl: asConfig(colour),
          secondary_hsl: asConfig(colour),
          accent_hsl: asConfig(colour),
          theme,
        },
      },
      SUPABASE_URL,
    );

  it.each(['light', 'dark'] as const)('keeps every brand pair at WCAG AA in the %s theme', (theme) => {
    for (const colour of samples) {
      const vars = brandingCssVariables(brandingWith(colour, theme));
      for (const surface of ['--primary', '--secondary', '--accent'] as const) {
        const ratio = contrastRatio(hsl(vars[`${surface}-foreground`] ?? ''), hsl(vars[surface] ?? ''));
        expect(ratio, `${surface} ${asConfig(colour)}`).toBeGreaterThanOrEqual(4.5);
      }
      for (const background of THEME_SURFACES[theme]) {
        const ratio = contrastRatio(hsl(vars['--primary-text'] ?? ''), hsl(background));
        expect(ratio, `primary text ${asConfig(colour)} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('keeps a brand colour unchanged as a surface and only adjusts it for text', () => {
    const vars = brandingCssVariables(brandingWith({ h: 50, s: 100, l: 50 }, 'light'));
    expect(vars['--primary']).toBe('50 100% 50%');
    expect(vars['--primary-text']).not.toBe('50 100% 50%');
  });
});
