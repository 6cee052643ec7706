import { createClient } from '@supabase/supabase-js';
import type { Database } from './contracts/database.ts';
import { type FunctionEnv, requireEnv } from './env.ts';

/**
 * Functions never subscribe to Realtime, but supabase-js refuses to start on
 * a runtime without a global WebSocket (Node 20, where the local runner may
 * live). This stand-in satisfies the check and fails loudly if ever used.
 */
function RealtimeUnavailable(): never {
  throw new Error('Realtime is not available inside edge functions');
}

/**
 * A service-role client: it bypasses RLS, so use it only for what the
 * function itself has checked the caller may do. No session is kept: every
 * invocation starts clean.
 */
export function createAdminClient(env: FunctionEnv) {
  const hasWebSocket = typeof (globalThis as { WebSocket?: unknown }).WebSocket !== 'undefined';
  return createClient<Database>(
    requireEnv(env, 'SUPABASE_URL'),
    requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY'),
    {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      ...(hasWebSocket ? {} : { realtime: { transport: RealtimeUnavailable as never } }),
    },
  );
}
