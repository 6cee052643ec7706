// Deno entry for `supabase functions deploy`; the logic lives in handler.ts so
// the embedded backend runs the very same code.
import { assertProductionSecrets } from '../_shared/production-secrets.ts';
import handler from './handler.ts';

assertProductionSecrets(Deno.env, 'notify-existing-account');

Deno.serve((req) => handler(req, Deno.env));
