// Deno entry for `supabase functions deploy`; the logic lives in handler.ts so
// the embedded backend runs the very same code.
import handler from './handler.ts';

Deno.serve((req) => handler(req, Deno.env));
