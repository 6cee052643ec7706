// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { readCachedBrandingRecord } from '../../src/features/branding/branding-cache.ts';
import { readCompanyBranding } from '../../src/features/branding/branding-check.ts';
import { CompanyBrandingSchema } from '../../src/features/branding/branding-schema.ts';

// The cache record's schema before its check went by hand (zod left the boot path).
const FormerCachedBrandingSchema = z.object({
  subdomain: z.string(),
  company: z.nullable(CompanyBrandingSchema),
  fetchedAt: z.string(),
});

const config = {
  title: 'Acme fordeler',
  meta_description: null,
  og_image: '/og.png',
  favicon_url: null,
  logo_url: 'logos/acme.svg',
  primary_hsl: '70 60% 35%',
  secondary_hsl: null,
  accent_hsl: null,
  theme: 'dark',
  short_name: 'Acme',
};
const company = {
  id: 'c1',
  name: 'Acme AS',
  subdomain: 'acme',
  is_white_label_enabled: true,
  branding_config: config,
};

const rows: Record<string, unknown> = {
  'a full row': company,
  'no branding config': { ...company, branding_config: null },
  'an absent branding config': { ...company, branding_config: undefined },
  'a config as text': { ...company, branding_config: 'blue' },
  'a config as a list': { ...company, branding_config: [config] },
  'an empty config': { ...company, branding_config: {} },
  'a config with an unknown theme': { ...company, branding_config: { ...config, theme: 'sepia' } },
  'a config with a light theme': { ...company, branding_config: { ...config, theme: 'light' } },
  'a config with a numeric colour': { ...company, branding_config: { ...config, primary_hsl: 70 } },
  'a config with undefined fields': { ...company, branding_config: { title: undefined, theme: undefined } },
  'a config with a field beyond the schema': { ...company, branding_config: { ...config, font: 'Inter' } },
  'a row with a field beyond the schema': { ...company, org_number: '999999999' },
  'no subdomain': { ...company, subdomain: null },
  'an absent subdomain': { ...company, subdomain: undefined },
  'an empty id': { ...company, id: '' },
  'a numeric name': { ...company, name: 1 },
  'white-label as text': { ...company, is_white_label_enabled: 'true' },
  'a list': [company],
  null: null,
};

describe('a company branding row, checked by hand', () => {
  for (const [name, row] of Object.entries(rows)) {
    it(`gives what CompanyBrandingSchema gives for ${name}`, () => {
      const parsed = CompanyBrandingSchema.safeParse(row);
      expect(readCompanyBranding(row)).toStrictEqual(parsed.success ? parsed.data : null);
    });
  }
});

describe('the cached branding record, checked by hand', () => {
  const record = { subdomain: 'acme', company, fetchedAt: '2026-11-27T12:00:00.000Z' };
  const records: Record<string, unknown> = {
    'a record as written': record,
    'a subdomain without a company': { ...record, company: null },
    'an absent company': { ...record, company: undefined },
    'a company the schema refuses': { ...record, company: { ...company, id: '' } },
    'a company with a bad config': { ...record, company: { ...company, branding_config: 7 } },
    'a numeric subdomain': { ...record, subdomain: 1 },
    'no fetchedAt': { ...record, fetchedAt: undefined },
    'a field beyond the record': { ...record, version: 2 },
    'a list': [record],
    text: 'acme',
  };
  for (const [name, value] of Object.entries(records)) {
    it(`gives what the former schema gave for ${name}`, () => {
      const parsed = FormerCachedBrandingSchema.safeParse(value);
      expect(readCachedBrandingRecord(value)).toStrictEqual(parsed.success ? parsed.data : null);
    });
  }
});
