import { CategorySchema, type CachedOffer, type Category, type RemoteOffer } from './schemas.ts';
import { buildSearchText } from './search.ts';

/**
 * detailed_description starts as a copy of the description and is shown only
 * when it adds something, so an unchanged copy is not stored (half the bytes
 * of a typical catalogue, and half of what every read must parse).
 */
function addedDetail(remote: RemoteOffer): string | null {
  const detailed = remote.detailed_description;
  if (detailed === null || detailed.trim() === (remote.description?.trim() ?? '')) return null;
  return detailed;
}

/** A server row as the cache keeps it: category ids, the app's audience name and the search text. */
export function toCachedOffer(remote: RemoteOffer): CachedOffer {
  const { offer_categories: links, target_audience: audience, ...fields } = remote;
  return {
    ...fields,
    detailed_description: addedDetail(remote),
    target_audience: audience === 'private' ? 'individual' : audience,
    category_ids: [...new Set((links ?? []).map((link) => link.category_id))],
    search_text: buildSearchText(remote),
  };
}

/** The category rows the app can read; the others are left out. */
export function readableCategories(rows: unknown[]): Category[] {
  return rows.flatMap((row) => {
    const parsed = CategorySchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}
