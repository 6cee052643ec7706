import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../src/lib/web-storage.ts';
import type { CompanyBranding } from '../../src/features/branding/branding-schema.ts';
import {
  resolvedBrandingAtom,
  selectedCompanyBrandingAtom,
  subdomainBrandingAtom,
} from '../../src/features/branding/branding-state.ts';
import { applySavedCompanyBranding } from '../../src/features/branding/saved-branding.ts';
import { store } from '../../src/lib/store.ts';

const ACME: CompanyBranding = {
  id: 'acme-id',
  name: 'Acme AS',
  subdomain: 'acme',
  is_white_label_enabled: true,
  branding_config: {
    title: 'Acme Goder',
    meta_description: null,
    og_image: null,
    favicon_url: null,
    logo_url: null,
    primary_hsl: '160 84% 25%',
    secondary_hsl: null,
    accent_hsl: null,
    theme: 'light',
  },
};

function onSubdomain(subdomain: string | null, company: CompanyBranding | null): void {
  store.set(subdomainBrandingAtom, { subdomain, status: 'ready', company, error: null });
}

afterEach(() => {
  onSubdomain(null, null);
  store.set(selectedCompanyBrandingAtom, null);
  localStorage.clear();
});

describe('applying saved branding', () => {
  it('brands the page with the saved values of the selected company', () => {
    onSubdomain(null, null);
    applySavedCompanyBranding({ ...ACME, ...{ org_no: '914563720' } });
    const resolved = store.get(resolvedBrandingAtom);
    expect(resolved.title).toBe('Acme Goder');
    expect(resolved.colours.primary).toEqual({ h: 160, s: 84, l: 25 });
    expect(store.get(selectedCompanyBrandingAtom)).not.toHaveProperty('org_no');
  });

  it("replaces the subdomain's branding and its cache when the page is on that company's subdomain", () => {
    onSubdomain('acme', { ...ACME, branding_config: null });
    applySavedCompanyBranding(ACME);
    expect(store.get(resolvedBrandingAtom).title).toBe('Acme Goder');
    expect(localStorage.getItem(STORAGE_KEYS.branding)).toContain('Acme Goder');
  });

  it('takes the branding off the subdomain when white label is switched off', () => {
    onSubdomain('acme', ACME);
    applySavedCompanyBranding({ ...ACME, is_white_label_enabled: false });
    expect(store.get(subdomainBrandingAtom).company).toBeNull();
    expect(store.get(resolvedBrandingAtom).title).toBe('Ordning');
  });

  it("leaves another company's subdomain alone", () => {
    const fjord = { ...ACME, id: 'fjord-id', name: 'Fjord', subdomain: 'fjord' };
    onSubdomain('fjord', fjord);
    applySavedCompanyBranding(ACME);
    expect(store.get(subdomainBrandingAtom).company).toBe(fjord);
    expect(localStorage.getItem(STORAGE_KEYS.branding)).toBeNull();
  });
});
