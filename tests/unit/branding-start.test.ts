import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCachedBranding, writeCachedBranding } from '../../src/features/branding/branding-cache.ts';
import { STORAGE_KEYS } from '../../src/lib/web-storage.ts';
import type { CompanyBranding } from '../../src/features/branding/branding-schema.ts';
import {
  selectedCompanyBrandingAtom,
  setSelectedCompanyBranding,
  subdomainBrandingAtom,
} from '../../src/features/branding/branding-state.ts';
import type { ResolvedBranding } from '../../src/features/branding/resolve-branding.ts';
import { startBranding } from '../../src/features/branding/start-branding.ts';
import { store } from '../../src/lib/store.ts';

const BASE = 'https://project.supabase.co';

function company(name: string, primary: string, subdomain = 'acme'): CompanyBranding {
  return {
    id: `id-${name}`,
    name,
    subdomain,
    is_white_label_enabled: true,
    branding_config: {
      title: null,
      meta_description: null,
      og_image: null,
      favicon_url: null,
      logo_url: null,
      primary_hsl: primary,
      secondary_hsl: null,
      accent_hsl: null,
      theme: null,
    },
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let stop: (() => void) | null = null;
let applied: ResolvedBranding[] = [];
const apply = (branding: ResolvedBranding) => applied.push(branding);
const lastTitle = () => applied.at(-1)?.title;

beforeEach(() => {
  localStorage.clear();
  applied = [];
  store.set(subdomainBrandingAtom, { subdomain: null, status: 'idle', company: null, error: null });
  store.set(selectedCompanyBrandingAtom, null);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  stop?.();
  stop = null;
  vi.restoreAllMocks();
});

describe('startBranding', () => {
  it('applies the defaults on hosts without a subdomain, without fetching', () => {
    const fetchCompany = vi.fn();
    stop = startBranding({ subdomain: null, assetBase: BASE, fetchCompany, apply });
    expect(fetchCompany).not.toHaveBeenCalled();
    expect(applied).toHaveLength(1);
    expect(lastTitle()).toBe('Ordning');
  });

  it('applies the cached branding at once, then the fetched one, and caches it', async () => {
    writeCachedBranding('acme', company('Acme AS', '214 84% 42%'));
    const answer = deferred<CompanyBranding | null>();
    stop = startBranding({ subdomain: 'acme', assetBase: BASE, fetchCompany: () => answer.promise, apply });

    expect(lastTitle()).toBe('Acme AS – Ordning');
    answer.resolve(company('Acme Nye AS', '10 80% 40%'));
    await vi.waitFor(() => expect(lastTitle()).toBe('Acme Nye AS – Ordning'));
    expect(applied.at(-1)?.colours.primary).toEqual({ h: 10, s: 80, l: 40 });
    expect(readCachedBranding('acme')?.company?.name).toBe('Acme Nye AS');
  });

  it('falls back to the defaults when the subdomain names no white-label company', async () => {
    writeCachedBranding('acme', company('Acme AS', '214 84% 42%'));
    stop = startBranding({
      subdomain: 'acme',
      assetBase: BASE,
      fetchCompany: () => Promise.resolve(null),
      apply,
    });
    await vi.waitFor(() => expect(lastTitle()).toBe('Ordning'));
    expect(readCachedBranding('acme')?.company).toBeNull();
  });

  it('keeps the cached branding when the fetch fails, stores the message, and retries when back online', async () => {
    writeCachedBranding('acme', company('Acme AS', '214 84% 42%'));
    const fetchCompany = vi
      .fn<(subdomain: string) => Promise<CompanyBranding | null>>()
      .mockRejectedValueOnce(new Error(''))
      .mockResolvedValueOnce(company('Acme AS', '120 50% 30%'));
    stop = startBranding({ subdomain: 'acme', assetBase: BASE, fetchCompany, apply });

    await vi.waitFor(() => expect(store.get(subdomainBrandingAtom).status).toBe('error'));
    expect(store.get(subdomainBrandingAtom).error).toBe('Unknown error');
    expect(lastTitle()).toBe('Acme AS – Ordning');

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(applied.at(-1)?.colours.primary).toEqual({ h: 120, s: 50, l: 30 }));
    expect(store.get(subdomainBrandingAtom).status).toBe('ready');
  });

  it("ignores another subdomain's cache", () => {
    writeCachedBranding('fjord', company('Fjord Eiendom AS', '200 50% 30%', 'fjord'));
    stop = startBranding({
      subdomain: 'acme',
      assetBase: BASE,
      fetchCompany: () => new Promise(() => undefined),
      apply,
    });
    expect(lastTitle()).toBe('Ordning');
  });

  it('reapplies when the selected company changes, and the subdomain company wins over it', async () => {
    stop = startBranding({ subdomain: null, assetBase: BASE, fetchCompany: vi.fn(), apply });
    setSelectedCompanyBranding(company('Fjord Eiendom AS', '200 50% 30%', 'fjord'));
    expect(lastTitle()).toBe('Fjord Eiendom AS – Ordning');
    setSelectedCompanyBranding(null);
    expect(lastTitle()).toBe('Ordning');

    stop();
    applied = [];
    stop = startBranding({
      subdomain: 'acme',
      assetBase: BASE,
      fetchCompany: () => Promise.resolve(company('Acme AS', '214 84% 42%')),
      apply,
    });
    await vi.waitFor(() => expect(lastTitle()).toBe('Acme AS – Ordning'));
    setSelectedCompanyBranding(company('Fjord Eiendom AS', '200 50% 30%', 'fjord'));
    expect(lastTitle()).toBe('Acme AS – Ordning');
  });

  it('does not reapply an unchanged branding', async () => {
    stop = startBranding({
      subdomain: 'acme',
      assetBase: BASE,
      fetchCompany: () => Promise.resolve(company('Acme AS', '214 84% 42%')),
      apply,
    });
    await vi.waitFor(() => expect(lastTitle()).toBe('Acme AS – Ordning'));
    const count = applied.length;
    store.set(subdomainBrandingAtom, (previous) => ({ ...previous, status: 'ready' }));
    expect(applied).toHaveLength(count);
  });
});

describe("the installed app's manifest", () => {
  it("follows the subdomain's company (cached, then fetched), never the selected company, once per change", async () => {
    writeCachedBranding('acme', company('Acme AS', '214 84% 42%'));
    const synced: ResolvedBranding[] = [];
    const answer = deferred<CompanyBranding | null>();
    stop = startBranding({
      subdomain: 'acme',
      assetBase: BASE,
      fetchCompany: () => answer.promise,
      apply,
      syncManifest: (branding) => synced.push(branding),
    });
    expect(synced.map((branding) => branding.companyName)).toEqual(['Acme AS']);

    setSelectedCompanyBranding(company('Fjord Eiendom AS', '200 50% 30%', 'fjord'));
    answer.resolve(company('Acme AS', '214 84% 42%'));
    await vi.waitFor(() => expect(store.get(subdomainBrandingAtom).status).toBe('ready'));
    expect(synced).toHaveLength(1);

    store.set(subdomainBrandingAtom, (previous) => ({ ...previous, company: null }));
    expect(synced.at(-1)?.companyName).toBeNull();
  });

  it('is left alone on hosts without a subdomain, whatever company is selected', () => {
    const syncManifest = vi.fn();
    stop = startBranding({ subdomain: null, assetBase: BASE, fetchCompany: vi.fn(), apply, syncManifest });
    setSelectedCompanyBranding(company('Fjord Eiendom AS', '200 50% 30%', 'fjord'));
    expect(syncManifest).not.toHaveBeenCalled();
  });
});

describe('branding cache', () => {
  it('drops a corrupt cache entry instead of failing', () => {
    localStorage.setItem(STORAGE_KEYS.branding, '{"subdomain":"acme","company":{"id":5}}');
    expect(readCachedBranding('acme')).toBeNull();
    localStorage.setItem(STORAGE_KEYS.branding, 'not json');
    expect(readCachedBranding('acme')).toBeNull();
  });
});
