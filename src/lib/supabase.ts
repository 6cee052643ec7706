import { createClient } from '@supabase/supabase-js';
import type { Database } from '@contracts/database.ts';
import { env } from './env.ts';

/**
 * The one supabase-js client of the app; the session persists and refreshes itself.
 *
 * Mailed links (magic link, recovery, sign-up confirmation) use the PKCE
 * flow: they land with ?code=, which supabase-js trades for a session only
 * when this browser holds the verifier, i.e. asked for the link itself. A
 * session in a URL fragment is never taken from any page (detection is off
 * for fragments; invitation links carry a token, not a session). Otherwise
 * a link carrying someone else's tokens would sign the visitor in as them.
 */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    flowType: 'pkce',
    detectSessionInUrl: () => false,
  },
});
