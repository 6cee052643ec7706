import { createFileRoute } from '@tanstack/react-router';
import { MAX_QUERY_LENGTH, OffersPage, type OffersSearch } from '@/features/offers/index.ts';

export const Route = createFileRoute('/offers')({
  validateSearch: parseOffersSearch,
  component: OffersRoute,
});

// Checked by hand, not with zod: this runs before the first card, and zod would be in the entry chunk for it.

// Category keys are slugs ('food-drink'); anything else cannot name a category.
const CATEGORY_KEY = /^[a-z0-9][a-z0-9_-]*$/;

function categoryKey(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= 64 && CATEGORY_KEY.test(value) ? value : undefined;
}

/** business or individual; both (the default) and anything else give undefined. */
function narrowedAudience(value: unknown): OffersSearch['audience'] {
  return value === 'business' || value === 'individual' ? value : undefined;
}

// Any text may be searched for; only its length is held (a number from a hand-typed URL is text too).
function searchText(value: unknown): string | undefined {
  if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) return undefined;
  const text = String(value).slice(0, MAX_QUERY_LENGTH);
  return text.trim() === '' ? undefined : text;
}

/**
 * `category`, `audience` and `q`, never throwing: a malformed category is dropped
 * (a well-formed but unknown key is ignored by the page, which knows the
 * categories) and a bad audience falls back to both. Both keys are always
 * returned: the router merges this over the raw query, so a missing key would
 * let an invalid raw value through. The defaults (and an empty search) stay
 * out of the URL.
 */
function parseOffersSearch(search: Record<string, unknown>): OffersSearch {
  return {
    category: categoryKey(search.category),
    audience: narrowedAudience(search.audience),
    q: searchText(search.q),
  };
}

function OffersRoute() {
  return <OffersPage search={Route.useSearch()} />;
}
