import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@contracts/database.ts';
import { RemoteError, failureForStatus } from '../remote/remote-error.ts';
import type { SendOfferClick } from './click-queue.ts';

// The click queue's adapter to supabase-js: clicks are recorded with the
// user's session. Only types come from supabase-js: the client is passed in,
// so this module adds nothing to the first paint.

/**
 * Inserts a click into offer_clicks, with no row sent back. A unique violation
 * on event_id (409) means an earlier try reached the server though its answer
 * was lost: the event is recorded, once.
 */
export function createSupabaseClickSender(client: SupabaseClient<Database>): SendOfferClick {
  return async (click) => {
    const response = await client.from('offer_clicks').insert(click);
    if (response.error?.code === '23505') return;
    if (response.error) {
      throw new RemoteError(
        failureForStatus(response.status),
        response.error.message,
        response.status || null,
      );
    }
  };
}
