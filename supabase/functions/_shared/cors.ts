/**
 * CORS for browser callers (supabase-js `functions.invoke` sends these headers).
 * Hosted Supabase leaves CORS to each function.
 */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
};

/** The answer to a preflight request. */
export function preflightResponse(): Response {
  return new Response('ok', { headers: corsHeaders });
}
