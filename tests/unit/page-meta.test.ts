import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NOT_FOUND_META, ROUTE_META, routeMeta } from '../../src/app/route-meta.ts';
import { applyPageMeta, pageTitle } from '../../src/features/branding/page-meta.ts';
import { DEFAULT_BRANDING, resolveBranding } from '../../src/features/branding/resolve-branding.ts';

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content ?? null;

afterEach(() => {
  document.head.innerHTML = '';
});

const ACME = resolveBranding(
  {
    id: '0c0a0000-0000-4000-8000-000000000001',
    name: 'Acme AS',
    subdomain: 'acme',
    is_white_label_enabled: true,
    branding_config: {
      title: 'Acme Fordeler',
      og_image: '/storage/v1/object/public/offer-images/acme/og.webp',
    },
  },
  'http://localhost:54321',
);

describe('page titles', () => {
  it("names the page before the product or the brand's title", () => {
    expect(pageTitle('Tilbud', 'Ordning')).toBe('Tilbud · Ordning');
    expect(pageTitle('Logg inn', 'Acme Fordeler')).toBe('Logg inn · Acme Fordeler');
    expect(pageTitle(null, 'Ordning')).toBe('Ordning');
  });

  it('gives every route its own title and a Norwegian description', () => {
    const titles = Object.values(ROUTE_META).map((entry) => entry.title);
    const named = titles.filter((title) => title !== null && title !== 'Tilbud');
    expect(new Set(named).size).toBe(named.length);
    for (const entry of Object.values(ROUTE_META).filter((value) => value.title !== null)) {
      expect(entry.description).toMatch(/[a-zæøå]/i);
      expect(entry.description).not.toMatch(/\b(the|and|offers|employee)\b/i);
    }
    expect(routeMeta('/login').title).toBe('Logg inn');
    expect(routeMeta('__root__')).toBe(NOT_FOUND_META);
    expect(routeMeta(undefined)).toBe(NOT_FOUND_META);
  });

  it('has a title for every page route (the type checker keeps the table complete)', () => {
    const tree = readFileSync(resolve(process.cwd(), 'src/routeTree.gen.ts'), 'utf8');
    const block = tree.slice(
      tree.indexOf('export interface FileRoutesById'),
      tree.indexOf('export interface FileRouteTypes'),
    );
    const ids = [...block.matchAll(/^\s+'([^']+)': typeof/gm)].map((match) => match[1] ?? '');
    // The pathless layout routes (the guards) are never a page on screen: they have no title.
    const isLayout = (id: string) => /(^|\/)_[^/]*$/.test(id);
    expect(ids.filter(isLayout).sort()).toEqual([
      '/_signed-in',
      '/_signed-in/_admin',
      '/_signed-in/_company',
      '/_signed-in/_company-or-employee',
    ]);
    const pages = ids.filter((id) => !isLayout(id));
    expect(pages.length).toBeGreaterThan(10);
    expect(Object.keys(ROUTE_META).sort()).toEqual(pages.sort());
  });
});

describe('applyPageMeta', () => {
  it("sets the title, description and Open Graph tags, the brand's where the page has none", () => {
    applyPageMeta({ title: 'Tilbud', description: null }, DEFAULT_BRANDING);
    expect(document.title).toBe('Tilbud · Ordning');
    expect(meta('meta[name="description"]')).toBe('Ansattfordeler og partnertilbud på ett sted');
    expect(meta('meta[property="og:title"]')).toBe('Tilbud · Ordning');
    expect(meta('meta[property="og:image"]')).toBeNull();

    applyPageMeta({ title: 'Om oss', description: 'Hvem vi er.' }, ACME);
    expect(document.title).toBe('Om oss · Acme Fordeler');
    expect(meta('meta[property="og:description"]')).toBe('Hvem vi er.');
    expect(meta('meta[property="og:image"]')).toBe(
      'http://localhost:54321/storage/v1/object/public/offer-images/acme/og.webp',
    );
  });

  it("uses an offer's own picture and cuts a long description to one line of 160 characters", () => {
    const long = `Lunsj   for\n hele avdelingen. ${'Mer tekst. '.repeat(30)}`;
    applyPageMeta(
      { title: 'Firmalunsj', description: long, image: 'http://localhost/bilde.webp' },
      DEFAULT_BRANDING,
    );
    const description = meta('meta[name="description"]') ?? '';
    expect(description.startsWith('Lunsj for hele avdelingen. Mer tekst.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(meta('meta[property="og:image"]')).toBe('http://localhost/bilde.webp');
  });
});
