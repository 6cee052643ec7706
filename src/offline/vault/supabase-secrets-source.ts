import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@contracts/database.ts';
import { RemoteError, failureForStatus } from '../remote/remote-error.ts';
import type { FetchAllOfferSecrets, FetchOfferSecrets, FetchOffersSecrets } from './vault.ts';

// The vault's adapter to supabase-js: secrets need the user's session (the
// public catalogue is read with plain fetch, rest-catalogue-source.ts; clicks
// are sent by clicks/supabase-click-sender.ts). Only types come from
// supabase-js: the client is passed in, so this module adds nothing to the
// first paint.

const SECRET_COLUMNS = 'discount_code, offer_email, offer_url, website';
const SECRETS_PAGE = 1000;
/** Offer ids per `in` filter: about 3.7 kB of URL, well inside what servers and proxies accept. */
const SECRETS_IN_BATCH = 100;

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

/** Secrets read with the client's current session (RLS lets only signed-in users see them). */
export function createSupabaseSecretsSource(client: SupabaseClient<Database>): {
  fetchSecrets: FetchOfferSecrets;
  fetchAllSecrets: FetchAllOfferSecrets;
  fetchSecretsOf: FetchOffersSecrets;
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
    /** One request for up to SECRETS_IN_BATCH offers (an `in` filter), one more per batch beyond. */
    async fetchSecretsOf(offerIds) {
      const all: unknown[] = [];
      for (let start = 0; start < offerIds.length; start += SECRETS_IN_BATCH) {
        const batch = offerIds.slice(start, start + SECRETS_IN_BATCH);
        const query = client
          .from('offer_secrets')
          .select(`offer_id, ${SECRET_COLUMNS}`)
          .in('offer_id', batch);
        all.push(...rowsOf(await query));
      }
      return all;
    },
  };
}
