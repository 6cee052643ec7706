import type { Audience } from '@/offline/store/schemas.ts';

/**
 * /offers' query as the route validates it: all optional; the defaults (all
 * categories, both audiences, no search) stay out of the URL.
 */
export interface OffersSearch {
  category?: string;
  audience?: Exclude<Audience, 'both'>;
  /** The search box's text, so Back from an offer and a shared link keep it. */
  q?: string;
}

/** Longer searches are cut: no offer's words need more, and the URL stays short. */
export const MAX_QUERY_LENGTH = 100;

export function audienceOf(search: OffersSearch): Audience {
  return search.audience ?? 'both';
}
