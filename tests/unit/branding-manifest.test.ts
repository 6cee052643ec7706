// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brandIconSource, brandedManifestFor } from '../../src/features/branding/manifest-brand.ts';
import {
  DEFAULT_BRANDING,
  brandShortName,
  resolveBranding,
  type ResolvedBranding,
} from '../../src/features/branding/resolve-branding.ts';
import {
  BrandedManifestMessageSchema,
  BrandedManifestSchema,
  brandShellLinks,
  mergeBrandedManifest,
} from '../../src/lib/branded-manifest.ts';

const BASE = 'https://project.supabase.co';

function acme(config: Record<string, string | null> = {}): ResolvedBranding {
  return resolveBranding(
    {
      id: 'acme-id',
      name: 'Acme AS',
      subdomain: 'acme',
      is_white_label_enabled: true,
      branding_config: {
        title: 'Acme Fordeler',
        meta_description: 'Fordeler for Acme',
        og_image: null,
        favicon_url: '/storage/v1/object/public/offer-images/acme/favicon.webp',
        logo_url: null,
        primary_hsl: '214 84% 42%',
        secondary_hsl: null,
        accent_hsl: null,
        theme: 'light',
        ...config,
      },
    },
    BASE,
  );
}

const BUILD_MANIFEST = {
  id: '/',
  name: 'Ordning – fordeler og tilbud',
  short_name: 'Ordning',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#7d8f24',
  background_color: '#fcfbf8',
  icons: [{ src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' }],
  shortcuts: [{ name: 'Tilbud', url: '/offers', icons: [{ src: '/pwa-192x192.png', sizes: '192x192' }] }],
};

describe('the home-screen label', () => {
  it("is the company's own short name, cut to 12 characters", () => {
    expect(brandedManifestFor(acme({ short_name: 'Acme' }))?.short_name).toBe('Acme');
    expect(brandedManifestFor(acme({ short_name: 'Acme Fordeler Pluss' }))?.short_name).toBe('Acme Fordele');
  });

  it('without one: the name without its legal form, else its first word, at most 12 characters', () => {
    expect(brandShortName('Acme AS')).toBe('Acme');
    expect(brandShortName('Fjord Eiendom AS')).toBe('Fjord');
    expect(brandShortName('Nordlys Rørleggerservice ASA')).toBe('Nordlys');
    expect(brandShortName('Overlengdeselskapet AS')).toBe('Overlengdese');
    expect(brandShortName('   ', '  ')).toBe('');
    // Cut by the characters a reader sees: an emoji is never split in two.
    expect(brandShortName('Acme', 'Acme 🎿🎿🎿🎿🎿🎿🎿🎿')).toBe('Acme 🎿🎿🎿🎿🎿🎿🎿');
    for (const name of ['Acme AS', 'Fjord Eiendom AS', 'Et veldig langt firmanavn ANS']) {
      expect(brandShortName(name).length).toBeLessThanOrEqual(12);
    }
  });
});

describe('the brand of the manifest', () => {
  it('is none for the product itself', () => {
    expect(brandedManifestFor(DEFAULT_BRANDING)).toBeNull();
    expect(brandIconSource(DEFAULT_BRANDING)).toBeNull();
  });

  it("names the app by the company's title, its short name on the home screen, in its colours", () => {
    const manifest = brandedManifestFor(acme());
    expect(manifest).toMatchObject({
      name: 'Acme Fordeler',
      // Issue 24: the home screen said 'Acme AS'; the legal form says nothing there.
      short_name: 'Acme',
      description: 'Fordeler for Acme',
      background_color: '#fcfbf8',
    });
    expect(manifest?.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(BrandedManifestSchema.safeParse(manifest).success).toBe(true);
    expect(brandedManifestFor(acme({ theme: 'dark' }))?.background_color).not.toBe('#fcfbf8');
  });

  it('changes its version with anything the icon or the fields are made of, and only then', () => {
    const version = brandedManifestFor(acme())?.version;
    expect(brandedManifestFor(acme())?.version).toBe(version);
    expect(brandedManifestFor(acme({ primary_hsl: '10 80% 40%' }))?.version).not.toBe(version);
    expect(brandedManifestFor(acme({ favicon_url: null }))?.version).not.toBe(version);
    expect(brandedManifestFor(acme({ title: 'Acme Goder' }))?.version).not.toBe(version);
  });

  it("draws the icon from the company's favicon, then its logo, never the product's", () => {
    expect(brandIconSource(acme({ logo_url: '/logo.webp' }))?.imageUrls).toEqual([
      `${BASE}/storage/v1/object/public/offer-images/acme/favicon.webp`,
      `${BASE}/logo.webp`,
    ]);
    expect(brandIconSource(acme({ favicon_url: null }))).toMatchObject({ imageUrls: [], letter: 'A' });
  });
});

describe('mergeBrandedManifest', () => {
  const brand = brandedManifestFor(acme());
  if (!brand) throw new Error('no brand');

  it('brands the build manifest and keeps it the same app (id, scope, start URL, shortcuts)', () => {
    const merged = mergeBrandedManifest(BUILD_MANIFEST, brand, [192, 512]);
    expect(merged).toMatchObject({
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      name: 'Acme Fordeler',
      short_name: 'Acme',
      theme_color: brand.theme_color,
    });
    expect(merged.icons).toEqual([
      {
        src: `/__brand/icon-192.png?v=${brand.version}`,
        sizes: '192x192',
        type: 'image/png',
        purpose: 'any',
      },
      {
        src: `/__brand/icon-192.png?v=${brand.version}`,
        sizes: '192x192',
        type: 'image/png',
        purpose: 'maskable',
      },
      {
        src: `/__brand/icon-512.png?v=${brand.version}`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'any',
      },
      {
        src: `/__brand/icon-512.png?v=${brand.version}`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ]);
    expect(merged.shortcuts).toEqual([
      {
        name: 'Tilbud',
        url: '/offers',
        icons: [{ src: `/__brand/icon-192.png?v=${brand.version}`, sizes: '192x192', type: 'image/png' }],
      },
    ]);
  });

  it("keeps the build's icons when no brand icon was stored", () => {
    const merged = mergeBrandedManifest(BUILD_MANIFEST, brand, []);
    expect(merged.icons).toEqual(BUILD_MANIFEST.icons);
    expect(merged.shortcuts).toEqual(BUILD_MANIFEST.shortcuts);
    expect(merged.name).toBe('Acme Fordeler');
  });
});

describe('the message to the service worker', () => {
  const brand = brandedManifestFor(acme());

  it('accepts a brand with PNG icons, and the removal of a brand', () => {
    const icons = [{ size: 512, png: new Blob(['x'], { type: 'image/png' }) }];
    expect(
      BrandedManifestMessageSchema.safeParse({ type: 'BRANDED_MANIFEST', manifest: brand, icons }).success,
    ).toBe(true);
    expect(
      BrandedManifestMessageSchema.safeParse({ type: 'BRANDED_MANIFEST', manifest: null, icons: [] }).success,
    ).toBe(true);
  });

  it.each([
    ['another message type', { type: 'SKIP_WAITING', manifest: null, icons: [] }],
    [
      'a colour that is not hex',
      { type: 'BRANDED_MANIFEST', manifest: { ...brand, theme_color: 'red' }, icons: [] },
    ],
    ['an empty name', { type: 'BRANDED_MANIFEST', manifest: { ...brand, name: '' }, icons: [] }],
    [
      'a version that is not a short token',
      { type: 'BRANDED_MANIFEST', manifest: { ...brand, version: '../x' }, icons: [] },
    ],
    [
      'an icon size the manifest does not name',
      { type: 'BRANDED_MANIFEST', manifest: brand, icons: [{ size: 64, png: new Blob() }] },
    ],
    [
      'an icon that is not a blob',
      { type: 'BRANDED_MANIFEST', manifest: brand, icons: [{ size: 512, png: 'data:' }] },
    ],
  ])('refuses %s', (_, message) => {
    expect(BrandedManifestMessageSchema.safeParse(message).success).toBe(false);
  });
});

describe('the shell document on a branded origin', () => {
  const SHELL = [
    '<head>',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    '<link rel="apple-touch-icon" href="/apple-touch-icon-180x180.png" />',
    '<link rel="manifest" href="/manifest.webmanifest">',
    '</head>',
  ].join('\n');

  it("links the brand's versioned manifest and its icon, never the product's", () => {
    const html = brandShellLinks(SHELL, { version: 'abc123', iconSizes: [192, 512] });
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest?v=abc123">');
    expect(html).toContain('<link rel="apple-touch-icon" href="/__brand/icon-512.png?v=abc123" />');
    expect(html).not.toContain('apple-touch-icon-180x180.png');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
  });

  it("leaves the touch icon out rather than the product's when no brand icon is stored", () => {
    const html = brandShellLinks(SHELL, { version: 'abc123', iconSizes: [] });
    expect(html).not.toContain('apple-touch-icon');
    expect(html).toContain('/manifest.webmanifest?v=abc123');
  });
});
