import * as z from 'zod';
import { tellSupersededClaimants, verificationAnswer } from '../_shared/company-verification.ts';
import { preflightResponse } from '../_shared/cors.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { type Mailer, mailerFromEnv } from '../_shared/mailer.ts';
import { parseJsonBody } from '../_shared/parse-body.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../_shared/responses.ts';
import { requireSessionUser } from '../_shared/user-session.ts';

const reviewCompanyBody = z.object(
  {
    company_id: z.uuid('company_id må være en gyldig id'),
    approve: z.boolean({ error: 'approve må være true eller false' }),
  },
  { error: 'Forespørselen må være et JSON-objekt med company_id og approve' },
);

/**
 * A platform admin approves or rejects a pending company from the queue on
 * /admin: `{company_id, approve}`. The database function review_company runs
 * with the caller's session and refuses anyone but a platform admin; the
 * claims that lose the number to an approved company are mailed here.
 *
 * 200 `{status}`; 400 invalid body or not pending; 401 not signed in;
 * 403 not a platform admin; 409 a verified company already holds the number.
 */
export function createReviewCompanyHandler(deps: { mailer?: (env: FunctionEnv) => Mailer } = {}) {
  const pickMailer = deps.mailer ?? mailerFromEnv;

  return async function reviewCompany(req: Request, env: FunctionEnv): Promise<Response> {
    if (req.method === 'OPTIONS') return preflightResponse();
    if (req.method !== 'POST') return methodNotAllowed(['POST']);

    const session = await requireSessionUser(req, env);
    if (!session.ok) return session.response;
    const parsed = await parseJsonBody(req, reviewCompanyBody);
    if (!parsed.ok) return parsed.response;

    const { data: company } = await session.client
      .from('companies')
      .select('org_no')
      .eq('id', parsed.data.company_id)
      .maybeSingle();
    const result = await session.client.rpc('review_company', {
      company_id: parsed.data.company_id,
      approve: parsed.data.approve,
    });
    const { error, status } = result;
    const data: unknown = result.data;
    if (error) {
      if (status === 401 || status === 403) return errorResponse(403, error.message);
      if (error.code === '23505') return errorResponse(409, error.message);
      if (status === 400 || status === 404) return errorResponse(400, error.message);
      console.error('[review-company] review_company failed', status, error);
      return errorResponse(500, 'Kunne ikke lagre avgjørelsen. Prøv igjen senere.');
    }
    const answer = verificationAnswer.parse(data);
    const orgNo = (company as { org_no?: string } | null)?.org_no ?? '';
    await tellSupersededClaimants(pickMailer(env), orgNo, answer.superseded);
    return jsonResponse({ status: answer.status });
  };
}

export default createReviewCompanyHandler();
