import type { SupabaseClient } from '@supabase/supabase-js';
import type { SendOfferClick } from './click-queue.ts';
import { RemoteError, failureForStatus } from './remote-error.ts';
import type { OfferCursor, TombstoneCursor } from './schemas.ts';
import type { CatalogueSource } from './sync-engine.ts';
import type { FetchAllOfferSecrets, FetchOfferSecrets } from './vault.ts';

// The adapters between the offline layer and the backend. Only types come from
// supabase-js: the client is passed in, so this module adds nothing to the
// bundle that paints the cached catalogue.

/** Public columns only, plus the category links; codes live in offer_secrets. */
const OFFER_COLUMNS =
  'id, company_id, company, title, description, detailed_description, image, images, discount, ' +
  'target_audience, offer_active, created_at, updated_at, offer_categories(category_id)';
const SECRET_COLUMNS = 'discount_code, offer_email, offer_url, website';
const SECRETS_PAGE = 1000;

interface Response {
  data: unknown;
  error: { message: string; code?: string } | null;
  status: number;
}

/** The rows of a response, or a RemoteError that says whether retrying can help. */
function rowsOf(response: Response): unknown[] {
  if (response.error) {
    throw new RemoteError(failureForStatus(response.status), response.error.message, response.status || null);
  }
  return Array.isArray(response.data) ? (response.data as unknown[]) : [];
}

/**
 * A keyset page on (time, id) without PostgREST's or= syntax: first the rest of
 * the rows sharing the cursor's timestamp (after its id), then rows after it.
 * Bulk inserts share one now(), so a timestamp alone could skip or repeat rows.
 */
async function keysetPage(
  page: (
    filter: { equalTo?: string; after?: string; idAfter?: string },
    limit: number,
  ) => PromiseLike<Response>,
  cursor: { time: string; id: string } | null,
  limit: number,
): Promise<unknown[]> {
  const rows: unknown[] = [];
  if (cursor) rows.push(...rowsOf(await page({ equalTo: cursor.time, idAfter: cursor.id }, limit)));
  if (rows.length >= limit) return rows;
  rows.push(...rowsOf(await page(cursor ? { after: cursor.time } : {}, limit - rows.length)));
  return rows;
}

export function createSupabaseCatalogueSource(client: SupabaseClient): CatalogueSource {
  return {
    fetchOffersSince(cursor: OfferCursor | null, limit: number) {
      return keysetPage(
        (filter, size) => {
          let query = client.from('offers').select(OFFER_COLUMNS).eq('hidden', false);
          if (filter.equalTo !== undefined) query = query.eq('updated_at', filter.equalTo);
          if (filter.after !== undefined) query = query.gt('updated_at', filter.after);
          if (filter.idAfter !== undefined) query = query.gt('id', filter.idAfter);
          return query.order('updated_at').order('id').limit(size);
        },
        cursor && { time: cursor.updated_at, id: cursor.id },
        limit,
      );
    },
    fetchTombstonesSince(cursor: TombstoneCursor | null, limit: number) {
      return keysetPage(
        (filter, size) => {
          let query = client.from('offer_tombstones').select('offer_id, removed_at');
          if (filter.equalTo !== undefined) query = query.eq('removed_at', filter.equalTo);
          if (filter.after !== undefined) query = query.gt('removed_at', filter.after);
          if (filter.idAfter !== undefined) query = query.gt('offer_id', filter.idAfter);
          return query.order('removed_at').order('offer_id').limit(size);
        },
        cursor && { time: cursor.removed_at, id: cursor.offer_id },
        limit,
      );
    },
    async fetchCategories() {
      return rowsOf(
        await client.from('categories').select('id, key, name, display_order').order('display_order'),
      );
    },
  };
}

/** Secrets read with the client's current session (RLS lets only signed-in users see them). */
export function createSupabaseSecretsSource(client: SupabaseClient): {
  fetchSecrets: FetchOfferSecrets;
  fetchAllSecrets: FetchAllOfferSecrets;
} {
  return {
    async fetchSecrets(offerId) {
      const response = await client
        .from('offer_secrets')
        .select(SECRET_COLUMNS)
        .eq('offer_id', offerId)
        .maybeSingle();
      if (response.error) {
        throw new RemoteError(
          failureForStatus(response.status),
          response.error.message,
          response.status || null,
        );
      }
      return response.data;
    },
    async fetchAllSecrets() {
      const all: unknown[] = [];
      let after: string | null = null;
      for (;;) {
        let query = client.from('offer_secrets').select(`offer_id, ${SECRET_COLUMNS}`);
        if (after !== null) query = query.gt('offer_id', after);
        const rows = rowsOf(await query.order('offer_id').limit(SECRETS_PAGE));
        all.push(...rows);
        const last = rows.at(-1) as { offer_id?: unknown } | undefined;
        if (rows.length < SECRETS_PAGE || typeof last?.offer_id !== 'string') return all;
        after = last.offer_id;
      }
    },
  };
}

/** Inserts a click into offer_clicks, with no row sent back. */
export function createSupabaseClickSender(client: SupabaseClient): SendOfferClick {
  return async (click) => {
    const response = await client.from('offer_clicks').insert(click);
    if (response.error) {
      throw new RemoteError(
        failureForStatus(response.status),
        response.error.message,
        response.status || null,
      );
    }
  };
}
