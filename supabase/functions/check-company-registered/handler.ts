import * as z from 'zod';
import { createAdminClient } from '../_shared/admin-client.ts';
import { preflightResponse } from '../_shared/cors.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { orgNumberField } from '../_shared/org-number-field.ts';
import { parseJsonBody } from '../_shared/parse-body.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../_shared/responses.ts';

/** Norwegian organisation numbers are nine digits, often written "914 563 720". */
const checkCompanyRegisteredBody = z.object(
  { orgNo: orgNumberField('orgNo') },
  { error: 'Forespørselen må være et JSON-objekt med orgNo' },
);

/**
 * Tells the company signup form whether an organisation number is already
 * registered, before the user creates an account: `{exists: boolean}` and
 * nothing else (no name, id or owner). The number is checked (nine digits,
 * mod-11) before any query. Reads companies with the service role because
 * visitors cannot see them.
 */
export default async function handler(req: Request, env: FunctionEnv): Promise<Response> {
  if (req.method === 'OPTIONS') return preflightResponse();
  if (req.method !== 'POST') return methodNotAllowed(['POST']);

  const parsed = await parseJsonBody(req, checkCompanyRegisteredBody);
  if (!parsed.ok) return parsed.response;

  const { data, error } = await createAdminClient(env)
    .from('companies')
    .select('id')
    // companies.org_no holds the bare nine digits (a check constraint says so).
    .eq('org_no', parsed.data.orgNo)
    .limit(1);
  if (error) {
    console.error('[check-company-registered] lookup failed', error);
    return errorResponse(500, 'Kunne ikke sjekke organisasjonsnummeret. Prøv igjen senere.');
  }
  return jsonResponse({ exists: data.length > 0 });
}
