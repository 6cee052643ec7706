import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@contracts/database.ts';
import { RemoteError, failureForStatus } from '../remote/remote-error.ts';
import type { FavouritesApi } from './favourites.ts';

// public.favourites through supabase-js with the person's session. Types only
// from supabase-js: the client is passed in.

interface Response {
  data: unknown;
  error: { message: string; code?: string } | null;
  status: number;
}

function check(response: Response): void {
  if (response.error) {
    throw new RemoteError(failureForStatus(response.status), response.error.message, response.status || null);
  }
}

/** The most a person may keep (the server's limit, 20261128030000_favourites.sql). */
const MAX_FAVOURITES = 500;

export function createSupabaseFavouritesApi(client: SupabaseClient<Database>, userId: string): FavouritesApi {
  return {
    save: async (offerId) => {
      // Saving twice (a resent change, another device) is one favourite.
      check(
        await client
          .from('favourites')
          .upsert(
            { user_id: userId, offer_id: offerId },
            { onConflict: 'user_id,offer_id', ignoreDuplicates: true },
          ),
      );
    },
    remove: async (offerId) => {
      check(await client.from('favourites').delete().eq('user_id', userId).eq('offer_id', offerId));
    },
    list: async () => {
      const response = await client
        .from('favourites')
        .select('offer_id, created_at')
        .eq('user_id', userId)
        .order('created_at', { ascending: false })
        .limit(MAX_FAVOURITES);
      check(response);
      const rows: unknown = response.data;
      return Array.isArray(rows) ? (rows as unknown[]) : [];
    },
  };
}
