import type { Audience } from '@/offline/schemas.ts';

/**
 * /offers' query as the route validates it: both optional; the defaults (all
 * categories, both audiences) stay out of the URL.
 */
export interface OffersSearch {
  category?: string;
  audience?: Exclude<Audience, 'both'>;
}

export function audienceOf(search: OffersSearch): Audience {
  return search.audience ?? 'both';
}
