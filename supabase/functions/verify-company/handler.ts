import * as z from 'zod';
import { createAdminClient } from '../_shared/admin-client.ts';
import { checkCompanyAgainstRegistry, tellSupersededClaimants } from '../_shared/company-verification.ts';
import { preflightResponse } from '../_shared/cors.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { type Mailer, mailerFromEnv } from '../_shared/mailer.ts';
import { parseJsonBody } from '../_shared/parse-body.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../_shared/responses.ts';
import { requireSessionUser } from '../_shared/user-session.ts';
import { type CompanyRegistry, RegistryUnavailableError } from '../lookup-company/company-registry.ts';
import { registryFromEnv } from '../lookup-company/handler.ts';

const verifyCompanyBody = z.object(
  { company_id: z.uuid('company_id må være en gyldig id') },
  { error: 'Forespørselen må være et JSON-objekt med company_id' },
);

/** A registrant asks the registry again at most this often; platform admins whenever they like. */
export const REGISTRY_RECHECK_MS = 10 * 60 * 1000;

const NOT_FOUND = 'Fant ikke bedriften';

const companyRow = z.object({
  id: z.string(),
  org_no: z.string(),
  verification_status: z.enum(['pending', 'verified', 'rejected']),
  registered_by: z.string().nullable(),
  registry_evidence: z.object({ checked_at: z.string().optional() }).loose().nullable(),
});

export interface VerifyCompanyDeps {
  registry?: (env: FunctionEnv) => CompanyRegistry;
  mailer?: (env: FunctionEnv) => Mailer;
}

/**
 * Checks a pending company against Enhetsregisteret's roles: `{company_id}`
 * from its registrant (the /profile page asks once it shows the company
 * pending) or a platform admin (the queue on /admin). The database decides
 * whether the registrant's name is among the roles and verifies; the claims
 * that lose the number are mailed here.
 *
 * 200 `{status, matched?}`; 400 invalid body; 401 not signed in; 404 not the
 * caller's company (or none); 502 the registry did not answer.
 */
export function createVerifyCompanyHandler(deps: VerifyCompanyDeps = {}) {
  const pickRegistry = deps.registry ?? registryFromEnv;
  const pickMailer = deps.mailer ?? mailerFromEnv;

  return async function verifyCompany(req: Request, env: FunctionEnv): Promise<Response> {
    if (req.method === 'OPTIONS') return preflightResponse();
    if (req.method !== 'POST') return methodNotAllowed(['POST']);

    const session = await requireSessionUser(req, env);
    if (!session.ok) return session.response;
    const parsed = await parseJsonBody(req, verifyCompanyBody);
    if (!parsed.ok) return parsed.response;

    const admin = createAdminClient(env);
    const [companyResult, adminRole] = await Promise.all([
      admin
        .from('companies')
        .select('id, org_no, verification_status, registered_by, registry_evidence')
        .eq('id', parsed.data.company_id)
        .maybeSingle(),
      admin
        .from('user_roles')
        .select('role')
        .eq('user_id', session.user.id)
        .eq('role', 'admin')
        .maybeSingle(),
    ]);
    if (companyResult.error || adminRole.error) {
      console.error('[verify-company] lookup failed', companyResult.error ?? adminRole.error);
      return errorResponse(500, 'Kunne ikke sjekke bedriften. Prøv igjen senere.');
    }
    const isPlatformAdmin = adminRole.data !== null;
    const company = companyResult.data ? companyRow.parse(companyResult.data) : null;
    if (!company || (company.registered_by !== session.user.id && !isPlatformAdmin)) {
      return errorResponse(404, NOT_FOUND);
    }
    if (company.verification_status !== 'pending')
      return jsonResponse({ status: company.verification_status });

    const checkedAt = company.registry_evidence?.checked_at;
    if (!isPlatformAdmin && checkedAt && Date.now() - Date.parse(checkedAt) < REGISTRY_RECHECK_MS) {
      return jsonResponse({ status: company.verification_status });
    }

    try {
      const answer = await checkCompanyAgainstRegistry(admin, pickRegistry(env), company);
      await tellSupersededClaimants(pickMailer(env), company.org_no, answer.superseded);
      return jsonResponse({ status: answer.status, matched: answer.matched ?? false });
    } catch (error) {
      if (error instanceof RegistryUnavailableError) {
        console.error('[verify-company] registry unavailable', error);
        return errorResponse(502, 'Kunne ikke nå Enhetsregisteret akkurat nå. Prøv igjen om litt.');
      }
      throw error;
    }
  };
}

export default createVerifyCompanyHandler();
