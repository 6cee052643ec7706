import { CategorySchema, RemoteOfferSchema, type CachedOffer, type Category } from '../store/schemas.ts';
import { isPlainCategory, isPlainRemoteOffer, toCachedOffer, toCategory } from './offer-checks.ts';

/**
 * A server offer row as the cache keeps it, or null when the app cannot
 * read it. RemoteOfferSchema stays the definition: a row the quick check
 * does not pass is parsed by it.
 */
export function readRemoteOffer(row: unknown): CachedOffer | null {
  if (isPlainRemoteOffer(row)) return toCachedOffer(row);
  const parsed = RemoteOfferSchema.safeParse(row);
  return parsed.success ? toCachedOffer(parsed.data) : null;
}

/** The category rows the app can read; the others are left out. */
export function readableCategories(rows: unknown[]): Category[] {
  return rows.flatMap((row) => {
    if (isPlainCategory(row)) return [toCategory(row)];
    const parsed = CategorySchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}
