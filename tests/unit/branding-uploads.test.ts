// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { imageFileProblem, publicObjectPath } from '../../src/lib/image-files.ts';
import {
  brandingUploadPath,
  unusedBrandingUploads,
} from '../../src/features/branding/api/remove-branding-images.ts';
import { brandingImagePath } from '../../src/features/branding/api/upload-branding-image.ts';

vi.mock('@/lib/env.ts', () => ({
  env: {
    supabaseUrl: 'http://backend.test',
    supabaseAnonKey: 'anon',
    appDomain: 'ordning.no',
    platformDomains: [],
  },
}));
vi.mock('@/features/auth/index.ts', () => ({
  readAuthState: () => ({ session: null }),
}));
vi.mock('@/lib/load-supabase.ts', () => ({ loadSupabase: vi.fn() }));

const ACME = '0c0a0000-0000-4000-8000-000000000001';
const FJORD = '0c0a0000-0000-4000-8000-000000000002';
const upload = (company: string, file: string) => publicObjectPath(`${company}/branding/${file}`);

describe('branding picture files', () => {
  it("puts a picture in the company's own branding folder under a random name", () => {
    expect(brandingImagePath(ACME, 'logo', 'png', 'abc')).toBe(`${ACME}/branding/logo-abc.png`);
  });

  it('refuses a folder that is not a company id', () => {
    expect(() => brandingImagePath('../admin', 'logo', 'png', 'abc')).toThrow();
  });

  it('says in Norwegian why a file would be refused, before it is sent', () => {
    expect(imageFileProblem({ type: 'image/png', size: 2048 })).toBeNull();
    expect(imageFileProblem({ type: 'image/svg+xml', size: 2048 })).toBe(
      'Filtypen støttes ikke. Velg et bilde i PNG, JPG, GIF eller WebP.',
    );
    expect(imageFileProblem({ type: 'image/png', size: 0 })).toBe('Filen er tom. Velg et annet bilde.');
    expect(imageFileProblem({ type: 'image/jpeg', size: 10 * 1024 * 1024 })).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: 12.3 * 1024 * 1024 })).toBe(
      'Bildet er for stort (12,3 MB). Største tillatte størrelse er 10 MB.',
    );
  });
});

describe('removing replaced branding pictures', () => {
  it('knows its own uploads by their public URL, root-relative or absolute', () => {
    expect(brandingUploadPath(upload(ACME, 'logo-1.png'), ACME)).toBe(`${ACME}/branding/logo-1.png`);
    expect(brandingUploadPath(`https://x.supabase.co${upload(ACME, 'logo-1.png')}`, ACME)).toBe(
      `${ACME}/branding/logo-1.png`,
    );
  });

  it("never takes the seed's pictures, another company's, or other web addresses", () => {
    expect(brandingUploadPath(publicObjectPath(`${ACME}/acme-logo.webp`), ACME)).toBeNull();
    expect(brandingUploadPath(upload(FJORD, 'logo-1.png'), ACME)).toBeNull();
    expect(brandingUploadPath('https://cdn.example.com/logo.png', ACME)).toBeNull();
    expect(brandingUploadPath(`${upload(ACME, '')}%2E%2E/x.png`, ACME)).toBeNull();
  });

  it('removes what the saved branding no longer uses, once, and keeps what it uses', () => {
    const old = upload(ACME, 'logo-old.png');
    const tried = upload(ACME, 'logo-tried.png');
    const chosen = upload(ACME, 'logo-chosen.png');
    const seeded = publicObjectPath(`${ACME}/acme-favicon.webp`);
    expect(unusedBrandingUploads(ACME, [old, seeded, tried, tried, chosen], [chosen, seeded])).toEqual([
      `${ACME}/branding/logo-old.png`,
      `${ACME}/branding/logo-tried.png`,
    ]);
  });
});
