import { type RestEndpoint, type RestQuery, createRestGet } from './rest-get.ts';
import type { OfferCursor, TombstoneCursor } from './schemas.ts';
import type { CatalogueSource } from './sync-engine.ts';

// The catalogue read straight from PostgREST with fetch (rest-get.ts), not
// supabase-js: on a first visit the sync is what the page waits for, and the
// 54 kB client would sit on that path. The catalogue is public (RLS shows
// visible offers, categories and tombstones to anon and users alike), so the
// anon key reads exactly what any session would, and an expired session
// cannot stop a sync.

/** Public columns only, plus the category links; codes live in offer_secrets. */
export const OFFER_COLUMNS =
  'id,company_id,company,title,description,detailed_description,image,images,discount,' +
  'target_audience,offer_active,created_at,updated_at,offer_categories(category_id)';

interface KeysetFilter {
  /** Rows at exactly this time (with idAfter), or rows strictly after it. */
  equalTo?: string;
  after?: string;
  idAfter?: string;
}

/**
 * A keyset page on (time, id) without PostgREST's or= syntax: first the rest of
 * the rows sharing the cursor's timestamp (after its id), then rows after it.
 * Bulk inserts share one now(), so a timestamp alone could skip or repeat rows.
 */
async function keysetPage(
  page: (filter: KeysetFilter, limit: number) => Promise<unknown[]>,
  cursor: { time: string; id: string } | null,
  limit: number,
): Promise<unknown[]> {
  const rows: unknown[] = [];
  if (cursor) rows.push(...(await page({ equalTo: cursor.time, idAfter: cursor.id }, limit)));
  if (rows.length >= limit) return rows;
  rows.push(...(await page(cursor ? { after: cursor.time } : {}, limit - rows.length)));
  return rows;
}

/** The filters of a keyset page on the `time` and `id` columns. */
function keysetQuery(filter: KeysetFilter, time: string, id: string): RestQuery {
  return {
    [time]:
      filter.equalTo !== undefined
        ? `eq.${filter.equalTo}`
        : filter.after !== undefined
          ? `gt.${filter.after}`
          : undefined,
    [id]: filter.idAfter !== undefined ? `gt.${filter.idAfter}` : undefined,
  };
}

export function createRestCatalogueSource(endpoint: RestEndpoint): CatalogueSource {
  const get = createRestGet(endpoint);
  return {
    fetchOffersSince(cursor: OfferCursor | null, limit: number) {
      return keysetPage(
        (filter, size) =>
          get('offers', {
            select: OFFER_COLUMNS,
            hidden: 'eq.false',
            ...keysetQuery(filter, 'updated_at', 'id'),
            order: 'updated_at.asc,id.asc',
            limit: String(size),
          }),
        cursor && { time: cursor.updated_at, id: cursor.id },
        limit,
      );
    },
    fetchTombstonesSince(cursor: TombstoneCursor | null, limit: number) {
      return keysetPage(
        (filter, size) =>
          get('offer_tombstones', {
            select: 'offer_id,removed_at',
            ...keysetQuery(filter, 'removed_at', 'offer_id'),
            order: 'removed_at.asc,offer_id.asc',
            limit: String(size),
          }),
        cursor && { time: cursor.removed_at, id: cursor.offer_id },
        limit,
      );
    },
    fetchCategories() {
      return get('categories', { select: 'id,key,name,display_order', order: 'display_order.asc' });
    },
  };
}
