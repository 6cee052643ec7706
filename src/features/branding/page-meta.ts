import { useEffect } from 'react';
import { atom, store, useAtomValue } from '@/lib/store.ts';
import { upsertMeta } from './apply-branding.ts';
import type { ResolvedBranding } from './resolve-branding.ts';

/** What a page says about itself in the tab, in search results and in link previews. */
export interface PageMeta {
  /** The page's own name; null on the home page, whose title is the brand's alone. */
  title: string | null;
  /** A Norwegian meta description; null: the brand's. */
  description: string | null;
  /** An absolute image URL for link previews; null: the brand's. */
  image?: string | null;
}

/** The page title: '{page} · {Ordning or the brand title}'. */
export function pageTitle(page: string | null, brandTitle: string): string {
  return page ? `${page} · ${brandTitle}` : brandTitle;
}

// Long descriptions are cut where search results and previews cut them anyway.
const DESCRIPTION_LIMIT = 160;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LIMIT ? flat : `${flat.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…`;
}

/** Puts a page's title, description and Open Graph tags on the document, brand defaults filled in. */
export function applyPageMeta(meta: PageMeta, branding: ResolvedBranding, doc: Document = document): void {
  const title = pageTitle(meta.title, branding.title);
  const description = shorten(meta.description ?? branding.description) || branding.description;
  doc.title = title;
  upsertMeta(doc, 'name', 'description', description);
  upsertMeta(doc, 'property', 'og:title', title);
  upsertMeta(doc, 'property', 'og:description', description);
  upsertMeta(doc, 'property', 'og:image', meta.image ?? branding.ogImage);
}

/**
 * A page whose meta depends on its data (an offer's title and picture) names
 * it here for its path; the shell prefers it over the route's fixed meta while
 * that path is open.
 */
const pageMetaOverrideAtom = atom<{ path: string; meta: PageMeta } | null>(null);

export function usePageMetaOverride(path: string, meta: PageMeta | null): void {
  const { title, description, image } = meta ?? { title: null, description: null, image: null };
  const active = meta !== null;
  useEffect(() => {
    if (!active) return;
    store.set(pageMetaOverrideAtom, { path, meta: { title, description, image } });
    return () => {
      if (store.get(pageMetaOverrideAtom)?.path === path) store.set(pageMetaOverrideAtom, null);
    };
  }, [active, path, title, description, image]);
}

/** The data-driven meta for this path, if its page has named one. */
export function usePageMetaOverrideFor(path: string): PageMeta | null {
  const override = useAtomValue(pageMetaOverrideAtom, { store });
  return override?.path === path ? override.meta : null;
}
