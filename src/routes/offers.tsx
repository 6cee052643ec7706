import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { MAX_QUERY_LENGTH, OffersPage, type OffersSearch } from '@/features/offers/index.ts';
import { AudienceSchema } from '@/offline/store/schemas.ts';

export const Route = createFileRoute('/offers')({
  validateSearch: parseOffersSearch,
  component: OffersRoute,
});

// Category keys are slugs ('food-drink'); anything else cannot name a category.
const CategoryKey = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[a-z0-9][a-z0-9_-]*$/));

// Any text may be searched for; only its length is held (a number from a hand-typed URL is text too).
const Query = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value).slice(0, MAX_QUERY_LENGTH)),
);

/**
 * `category`, `audience` and `q`, never throwing: a malformed category is dropped
 * (a well-formed but unknown key is ignored by the page, which knows the
 * categories) and a bad audience falls back to both. Both keys are always
 * returned: the router merges this over the raw query, so a missing key would
 * let an invalid raw value through. The defaults (and an empty search) stay
 * out of the URL.
 */
function parseOffersSearch(search: Record<string, unknown>): OffersSearch {
  const category = CategoryKey.safeParse(search.category);
  const audience = AudienceSchema.safeParse(search.audience);
  const query = Query.safeParse(search.q);
  return {
    category: category.success ? category.data : undefined,
    audience: audience.success && audience.data !== 'both' ? audience.data : undefined,
    q: query.success && query.data.trim() !== '' ? query.data : undefined,
  };
}

function OffersRoute() {
  return <OffersPage search={Route.useSearch()} />;
}
