import { RemoteError } from '../remote/remote-error.ts';
import { type RestEndpoint, type RestQuery, createRestRead } from '../remote/rest-get.ts';
import type { CatalogueChanges, CatalogueSource, ChangesQuery } from './catalogue-source.ts';
import type { RevisionQuery } from './revision-query.ts';

// The catalogue read straight from PostgREST with fetch (rest-get.ts), not
// supabase-js: on a first visit the sync is what the page waits for, and the
// 54 kB client would sit on that path. The catalogue is public (RLS shows
// visible offers, categories and tombstones to anon and users alike), so the
// anon key reads exactly what any session would, and an expired session
// cannot stop a sync.

/** Public columns only, plus the category links; codes live in offer_secrets. */
export const OFFER_COLUMNS =
  'id,company_id,company,title,description,detailed_description,image,images,discount,' +
  'target_audience,offer_active,created_at,revision,offer_categories(category_id)';

/**
 * The filters for a revision query: `revision=gt.N` for a plain delta, an
 * `or=` with each recheck range beside it when there are gaps to ask about.
 */
export function revisionFilter(query: RevisionQuery): RestQuery {
  if (query.after === null) return {};
  if (query.recheck.length === 0) return { revision: `gt.${String(query.after)}` };
  const ranges = query.recheck.map(({ from, to }) =>
    from === to
      ? `revision.eq.${String(from)}`
      : `and(revision.gte.${String(from)},revision.lte.${String(to)})`,
  );
  return { or: `(${[`revision.gt.${String(query.after)}`, ...ranges].join(',')})` };
}

function rows(body: unknown): unknown[] {
  // Rows are validated by the engine; anything but a list holds none.
  return Array.isArray(body) ? (body as unknown[]) : [];
}

/**
 * The arguments of rpc/catalogue_changes (migration 20261125190000): a null
 * cursor and an empty recheck are left out (the function's defaults).
 */
export function changesArguments(query: ChangesQuery, limit: number): RestQuery {
  const recheck = query.recheck.map(({ from, to }) => `${String(from)}-${String(to)}`).join(',');
  return {
    offers_after: query.offersAfter === null ? undefined : String(query.offersAfter),
    tombstones_after: query.tombstonesAfter === null ? undefined : String(query.tombstonesAfter),
    recheck: recheck === '' ? undefined : recheck,
    page_size: String(limit),
  };
}

/**
 * The most rows PostgREST sends for a table read ([api] max_rows in
 * supabase/config.toml, as on hosted Supabase), whatever `limit` asks.
 */
const REST_MAX_ROWS = 1000;

/**
 * The RPC's answer, or null when it is not one (the three reads are asked
 * instead). Its `page_size` (migration 20261206000000) is the most rows of
 * each feed it sends; an older function's answer has none and sent at most
 * REST_MAX_ROWS.
 */
function changesOf(body: unknown, asked: number): CatalogueChanges | null {
  if (typeof body !== 'object' || body === null) return null;
  const { offers, tombstones, categories, page_size: pageSize } = body as Record<string, unknown>;
  if (!Array.isArray(offers) || !Array.isArray(tombstones) || !Array.isArray(categories)) return null;
  const honoured =
    typeof pageSize === 'number' && Number.isSafeInteger(pageSize) && pageSize > 0
      ? pageSize
      : Math.min(asked, REST_MAX_ROWS);
  return { offers, tombstones, categories, limit: Math.min(asked, honoured) };
}

export function createRestCatalogueSource(endpoint: RestEndpoint): CatalogueSource {
  const read = createRestRead(endpoint);
  const source: CatalogueSource = {
    async fetchOffersSince(query, limit) {
      return rows(
        await read('offers', {
          select: OFFER_COLUMNS,
          hidden: 'eq.false',
          ...revisionFilter(query),
          order: 'revision.asc',
          limit: String(limit),
        }),
      );
    },
    async fetchTombstonesSince(query, limit) {
      return rows(
        await read('offer_tombstones', {
          select: 'offer_id,revision',
          ...revisionFilter(query),
          order: 'revision.asc',
          limit: String(limit),
        }),
      );
    },
    async fetchCategories() {
      return rows(
        await read('categories', {
          select: 'id,key,name,display_order,revision',
          order: 'display_order.asc',
        }),
      );
    },
    fetchLatestRevision() {
      return read('rpc/latest_catalogue_revision', {});
    },
    async fetchChangesSince(query, limit) {
      let body: unknown;
      try {
        body = await read('rpc/catalogue_changes', changesArguments(query, limit));
      } catch (error) {
        // A server without the function (not migrated yet: 404, PGRST202) still answers the three reads.
        if (!(error instanceof RemoteError && error.status === 404)) throw error;
      }
      const changes = changesOf(body, limit);
      if (changes) return changes;
      const [categories, offers, tombstones] = await Promise.all([
        source.fetchCategories(),
        source.fetchOffersSince({ after: query.offersAfter, recheck: query.recheck }, limit),
        source.fetchTombstonesSince({ after: query.tombstonesAfter, recheck: query.recheck }, limit),
      ]);
      return { offers, tombstones, categories, limit: Math.min(limit, REST_MAX_ROWS) };
    },
  };
  return source;
}
