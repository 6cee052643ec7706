// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeUpdateFailure } from '../../src/features/branding/api/update-company-branding.ts';
import {
  BRANDING_MESSAGES,
  BrandingFormSchema,
  formValuesFromSettings,
  hexToHsl,
  hslTextFromHex,
  pickerHex,
  primaryContrastWarning,
  settingsFromFormValues,
  type BrandingFormInput,
} from '../../src/features/branding/branding-form-schema.ts';
import { formatHsl, hslToHex, parseHsl } from '../../src/features/branding/color-contrast.ts';
import { DEFAULT_COLOURS } from '../../src/features/branding/resolve-branding.ts';

const ACME: BrandingFormInput = {
  subdomain: 'acme',
  is_white_label_enabled: true,
  title: 'Acme Fordeler',
  meta_description: 'Fordeler og rabatter for ansatte i Acme AS',
  og_image: '/storage/v1/object/public/offer-images/acme/acme-og.webp',
  favicon_url: 'https://cdn.example.com/favicon.png',
  logo_url: '',
  primary_hsl: '214 84% 42%',
  secondary_hsl: '210 40% 94%',
  accent_hsl: '',
  theme: 'light',
};

function errorsOf(values: Partial<BrandingFormInput>): Record<string, string> {
  const parsed = BrandingFormSchema.safeParse({ ...ACME, ...values });
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('branding form schema', () => {
  it('accepts a complete branding, empty optional fields and storage paths', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ subdomain: '', title: '', primary_hsl: '' })).toEqual({});
  });

  it('lowercases the subdomain as typed and trims the texts', () => {
    const parsed = BrandingFormSchema.parse({ ...ACME, subdomain: 'Acme-Norge', title: '  Acme  ' });
    expect(parsed.subdomain).toBe('acme-norge');
    expect(parsed.title).toBe('Acme');
  });

  // Reserved labels (www, sso, ...) are the database's alone since issue 23: see describeUpdateFailure.
  it.each(['ab', 'a'.repeat(64), '-acme', 'acme-', 'acme_as', 'æøå'])(
    "says 'Ugyldig subdomain' for %s",
    (subdomain) => {
      expect(errorsOf({ subdomain })).toEqual({ subdomain: BRANDING_MESSAGES.invalidSubdomain });
    },
  );

  it.each(['abc', 'a'.repeat(63), 'acme-2', '123'])('accepts the subdomain %s', (subdomain) => {
    expect(errorsOf({ subdomain })).toEqual({});
  });

  it.each([
    'javascript:alert(1)',
    'ftp://example.com/a.png',
    'example.com/logo.png',
    '//evil.test/x',
    'https://',
    'https://a b',
  ])("says 'Ugyldig URL' for %s", (logo_url) => {
    expect(errorsOf({ logo_url })).toEqual({ logo_url: BRANDING_MESSAGES.invalidUrl });
  });

  it.each(['#1a5fc4', '214 84 42', '214, 84%, 42%', '400 50% 50%', '200 50% 120%', 'blue'])(
    "says 'Ugyldig farge' for %s",
    (primary_hsl) => {
      expect(errorsOf({ primary_hsl })).toEqual({ primary_hsl: BRANDING_MESSAGES.invalidColour });
    },
  );

  it('stores empty fields as null and keeps the rest', () => {
    const settings = settingsFromFormValues(BrandingFormSchema.parse({ ...ACME, subdomain: '' }));
    expect(settings.subdomain).toBeNull();
    expect(settings.is_white_label_enabled).toBe(true);
    expect(settings.branding_config).toMatchObject({
      logo_url: null,
      accent_hsl: null,
      title: 'Acme Fordeler',
    });
    expect(formValuesFromSettings(settings)).toEqual({ ...ACME, subdomain: '' });
  });
});

describe('colour picker conversion', () => {
  it.each([
    '#1a5fc4',
    '#000000',
    '#ffffff',
    '#ff0000',
    '#00ff00',
    '#0000ff',
    '#808080',
    '#f5a623',
    '#123456',
  ])('turns %s into HSL text and back into the same hex', (hex) => {
    const text = hslTextFromHex(hex);
    expect(text).not.toBeNull();
    expect(pickerHex(text ?? '', DEFAULT_COLOURS.primary)).toBe(hex);
  });

  it('turns HSL into hex and back into (nearly) the same HSL', () => {
    for (const text of ['214 84% 42%', '70 60% 35%', '28 92% 54%', '210 40% 94%', '0 0% 50%']) {
      const original = parseHsl(text);
      const back = hexToHsl(hslToHex(original ?? DEFAULT_COLOURS.primary));
      expect(back).not.toBeNull();
      if (!original || !back) continue;
      if (original.s > 0) expect(Math.abs(back.h - original.h)).toBeLessThan(1.5);
      expect(Math.abs(back.s - original.s)).toBeLessThan(1.5);
      expect(Math.abs(back.l - original.l)).toBeLessThan(0.5);
    }
  });

  it('reads short hex and gives text the colour fields accept', () => {
    expect(hexToHsl('#fff')).toEqual({ h: 0, s: 0, l: 100 });
    expect(hexToHsl('not a colour')).toBeNull();
    const text = hslTextFromHex('#1a5fc4') ?? '';
    expect(parseHsl(text)).not.toBeNull();
    expect(text).toBe(formatHsl(hexToHsl('#1a5fc4') ?? DEFAULT_COLOURS.primary));
  });

  it('shows the default colour in the picker while the text is empty or invalid', () => {
    expect(pickerHex('', DEFAULT_COLOURS.primary)).toBe(hslToHex(DEFAULT_COLOURS.primary));
    expect(pickerHex('nonsense', DEFAULT_COLOURS.secondary)).toBe(hslToHex(DEFAULT_COLOURS.secondary));
  });
});

describe('primary contrast warning', () => {
  it('warns when white text on the primary colour is under 4.5:1', () => {
    // The product's olive default and a light yellow both fail with white text.
    expect(primaryContrastWarning('70 60% 35%')).not.toBeNull();
    expect(primaryContrastWarning('50 90% 60%')?.ratio).toBeLessThan(4.5);
  });

  it('says nothing for a primary colour white text reads on', () => {
    expect(primaryContrastWarning('214 84% 32%')).toBeNull();
    expect(primaryContrastWarning('0 0% 0%')).toBeNull();
  });

  it('judges the default colour while the field is empty or invalid', () => {
    expect(primaryContrastWarning('')).toEqual(primaryContrastWarning('70 60% 35%'));
  });
});

describe('server refusals', () => {
  it("maps a taken subdomain (23505) to 'Subdomain opptatt'", () => {
    expect(describeUpdateFailure({ code: '23505', message: 'duplicate key' })).toEqual({
      ok: false,
      field: 'subdomain',
      message: BRANDING_MESSAGES.subdomainTaken,
    });
  });

  it("maps a refused subdomain (23514) to 'Ugyldig subdomain' with the database's reason", () => {
    expect(describeUpdateFailure({ code: '23514', message: 'Subdomenet «www» er reservert' })).toMatchObject({
      field: 'subdomain',
      message: 'Ugyldig subdomain: Subdomenet «www» er reservert',
    });
    expect(describeUpdateFailure({ code: '23514', message: 'check constraint' })).toMatchObject({
      field: 'subdomain',
      message: BRANDING_MESSAGES.invalidSubdomain,
    });
  });

  it("says a released subdomain is held, and that a pending company can't have one", () => {
    expect(
      describeUpdateFailure({
        code: '23505',
        message: 'Subdomenet «fjord» ble nylig frigitt og er holdt av til 27.12.2026',
      }),
    ).toMatchObject({
      field: 'subdomain',
      message: 'Subdomain opptatt: Subdomenet «fjord» ble nylig frigitt og er holdt av til 27.12.2026',
    });
    const pending = 'Bedriften må være godkjent før den kan få subdomene eller eget design (white label)';
    expect(describeUpdateFailure({ code: '23514', message: pending })).toEqual({
      ok: false,
      field: null,
      message: pending,
    });
  });

  it('maps a refused branding_config (23514) to the Ugyldig messages', () => {
    const result = describeUpdateFailure({
      code: '23514',
      message: 'new row for relation "companies" violates check constraint "companies_branding_config_check"',
    });
    expect(result).toMatchObject({ field: null });
    expect(!result.ok && result.message).toContain(BRANDING_MESSAGES.invalidUrl);
  });

  it('gives the save failure for anything else', () => {
    expect(describeUpdateFailure({ code: '42501', message: 'permission denied' })).toMatchObject({
      message: BRANDING_MESSAGES.saveFailed,
    });
  });
});
