import * as z from 'zod';
import { createAdminClient } from '../_shared/admin-client.ts';
import { preflightResponse } from '../_shared/cors.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { orgNumberField } from '../_shared/org-number-field.ts';
import { parseJsonBody } from '../_shared/parse-body.ts';
import { errorResponse, jsonResponse, methodNotAllowed, retryLater } from '../_shared/responses.ts';
import { ORG_CHECK_RATE_LIMITED_MESSAGE, withinAddressLimit } from './address-limit.ts';

/** How long a limited caller is told to wait (the window is an hour; most of it will have passed by then). */
const RATE_LIMITED_RETRY_SECONDS = 60;

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
 * visitors cannot see them. Each address has a budget of checks an hour,
 * counted in the database, so the registry's numbers cannot be run through it
 * to list the customers (429 after).
 */
export default async function handler(req: Request, env: FunctionEnv): Promise<Response> {
  if (req.method === 'OPTIONS') return preflightResponse();
  if (req.method !== 'POST') return methodNotAllowed(['POST']);

  const parsed = await parseJsonBody(req, checkCompanyRegisteredBody);
  if (!parsed.ok) return parsed.response;

  const admin = createAdminClient(env);
  let allowed: boolean;
  try {
    allowed = await withinAddressLimit(admin, req, env);
  } catch (error) {
    console.error('[check-company-registered] rate limit failed', error);
    return errorResponse(500, 'Kunne ikke sjekke organisasjonsnummeret. Prøv igjen senere.');
  }
  if (!allowed) return retryLater(429, ORG_CHECK_RATE_LIMITED_MESSAGE, RATE_LIMITED_RETRY_SECONDS);

  const { data, error } = await admin
    .from('companies')
    .select('id')
    // companies.org_no holds the bare nine digits (a check constraint says so).
    .eq('org_no', parsed.data.orgNo)
    // Only a verified company holds its number (issue 23); pending claims block nobody.
    .eq('verification_status', 'verified')
    .limit(1);
  if (error) {
    console.error('[check-company-registered] lookup failed', error);
    return errorResponse(500, 'Kunne ikke sjekke organisasjonsnummeret. Prøv igjen senere.');
  }
  return jsonResponse({ exists: data.length > 0 });
}
