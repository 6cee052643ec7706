import * as z from 'zod';
import { createAdminClient } from '../_shared/admin-client.ts';
import { checkCompanyAgainstRegistry, tellSupersededClaimants } from '../_shared/company-verification.ts';
import { preflightResponse } from '../_shared/cors.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { orgNumberField } from '../_shared/org-number-field.ts';
import { INVALID_REQUEST, parseJsonBody } from '../_shared/parse-body.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../_shared/responses.ts';
import { mailerFromEnv } from '../_shared/mailer.ts';
import { normalizeOrgNumber } from '../_shared/contracts/org-number.ts';
import { requireSessionUser } from '../_shared/user-session.ts';
import { registryFromEnv } from '../lookup-company/handler.ts';

const MAX_NAME_LENGTH = 200;
const MAX_ADDRESS_LENGTH = 300;
const MAX_EMAIL_LENGTH = 254;

const text = (field: string, label: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined ? `${label} (${field}) mangler` : `${label} (${field}) må være tekst`,
  });

const isEmail = (value: string) => z.email().safeParse(value).success;

const attachCompanyBody = z.object(
  {
    email: text('email', 'E-post')
      .trim()
      .max(MAX_EMAIL_LENGTH, 'E-postadressen er for lang')
      .refine(isEmail, 'E-post må være en gyldig e-postadresse'),
    companyName: text('companyName', 'Firmanavn')
      .trim()
      .min(1, 'Firmanavn er påkrevd')
      .max(MAX_NAME_LENGTH, `Firmanavnet kan være høyst ${MAX_NAME_LENGTH} tegn`),
    organizationNumber: orgNumberField('organizationNumber'),
    address: text('address', 'Adresse')
      .trim()
      .min(1, 'Adresse er påkrevd')
      .max(MAX_ADDRESS_LENGTH, `Adressen kan være høyst ${MAX_ADDRESS_LENGTH} tegn`),
    // Optional: empty, null or absent means "use the account's e-mail".
    invoiceEmail: text('invoiceEmail', 'Faktura-e-post')
      .trim()
      .max(MAX_EMAIL_LENGTH, 'Faktura-e-posten er for lang')
      .refine((value) => value === '' || isEmail(value), 'Faktura-e-post må være en gyldig e-postadresse')
      .nullish(),
  },
  { error: 'Forespørselen må være et JSON-objekt med email, companyName, organizationNumber og address' },
);

const ALREADY_REGISTERED = 'Organisasjonsnummeret er allerede registrert';
const NOT_YOUR_EMAIL = 'E-postadressen stemmer ikke med kontoen du er logget inn med';

/**
 * Registers a company for the signed-in caller, who becomes its owner: the
 * register page calls it when sign-up reports an existing account, after
 * signing in with the typed password. Acts only for the caller's session;
 * `email` must be the session's own address (it names no other account) and
 * is the invoice e-mail when `invoiceEmail` is empty.
 *
 * The company starts pending (issue 23); it is checked against the
 * registry's roles at once and verified when the caller is one of the people
 * who may act for it, else it waits for a platform admin.
 *
 * 200 `{success: true, company_id, verification_status}`; 400 invalid body; 401 no signed-in user;
 * 403 `email` is not the caller's; 409 organisation number already registered;
 * 429 too many registrations. The database function public.register_company
 * does the work in one transaction and re-checks every argument.
 */
export default async function handler(req: Request, env: FunctionEnv): Promise<Response> {
  if (req.method === 'OPTIONS') return preflightResponse();
  if (req.method !== 'POST') return methodNotAllowed(['POST']);

  const session = await requireSessionUser(req, env);
  if (!session.ok) return session.response;

  const parsed = await parseJsonBody(req, attachCompanyBody);
  if (!parsed.ok) return parsed.response;
  const body = parsed.data;

  if (body.email.toLowerCase() !== session.user.email?.toLowerCase()) {
    return errorResponse(403, NOT_YOUR_EMAIL);
  }

  const result = await session.client.rpc('register_company', {
    company_name: body.companyName,
    org_no: body.organizationNumber,
    address: body.address,
    invoice_email: body.invoiceEmail ? body.invoiceEmail : null,
  });
  const { error, status } = result;
  if (!error) {
    const companyId = result.data;
    const status = await verifyFromRegistry(env, companyId, normalizeOrgNumber(body.organizationNumber));
    return jsonResponse({ success: true, company_id: companyId, verification_status: status });
  }

  if (error.code === '23505') return errorResponse(409, ALREADY_REGISTERED);
  if (status === 429) return errorResponse(429, error.message);
  if (status === 401 || status === 403) return errorResponse(401, 'Du må være logget inn for å gjøre dette');
  if (status === 400) {
    return errorResponse(400, INVALID_REQUEST, [{ path: [], code: 'rejected', message: error.message }]);
  }
  console.error('[attach-company-to-user] register_company failed', status, error);
  return errorResponse(500, 'Kunne ikke registrere bedriften. Prøv igjen senere.');
}

/** The registry check; a registry outage leaves the company pending for an admin, never fails the registration. */
async function verifyFromRegistry(env: FunctionEnv, companyId: string, orgNo: string): Promise<string> {
  try {
    const answer = await checkCompanyAgainstRegistry(createAdminClient(env), registryFromEnv(env), {
      id: companyId,
      org_no: orgNo,
    });
    await tellSupersededClaimants(mailerFromEnv(env), orgNo, answer.superseded);
    return answer.status;
  } catch (error) {
    console.error('[attach-company-to-user] registry check failed; the company waits for an admin', error);
    return 'pending';
  }
}
