import type { PostgrestError } from '@supabase/supabase-js';
import * as z from 'zod';
import { preflightResponse } from '../_shared/cors.ts';
import { type FunctionEnv, requireEnv } from '../_shared/env.ts';
import { type Mailer, mailerFromEnv } from '../_shared/mailer.ts';
import { INVALID_REQUEST, readJsonBody, validateBody } from '../_shared/parse-body.ts';
import { errorResponse, jsonResponse, methodNotAllowed, retryLater } from '../_shared/responses.ts';
import { requireSessionUser } from '../_shared/user-session.ts';
import {
  type EmployeeRole,
  type InviteBody,
  inviteBatchBody,
  inviteBody,
  type InviteBatchBody,
} from './invite-body.ts';
import { invitationLink, invitationMail } from './invitation-mail.ts';

/** The spec's toasts look for these words in the error (section 8, Invite). */
const NOT_AUTHORIZED = 'not_authorized';
export const ALREADY_REGISTERED = 'User already registered';
const ALREADY_INVITED = 'Invitasjonen er allerede sendt';
const NO_PENDING_INVITATION = 'Fant ingen ventende invitasjon';
const NOT_PENDING = 'Invitasjonen er ikke lenger ventende';
const COMPANY_NOT_FOUND = 'Fant ikke bedriften';
const TOO_MANY = 'For mange invitasjoner på kort tid. Prøv igjen senere.';
const MAIL_FAILED = 'Invitasjonen er lagret, men e-posten kunne ikke sendes. Send den på nytt fra listen.';
const FAILED = 'Kunne ikke sende invitasjonen. Prøv igjen senere.';

type UserClient = Extract<Awaited<ReturnType<typeof requireSessionUser>>, { ok: true }>['client'];

const issuedRows = z
  .array(z.object({ invitation_id: z.uuid(), token: z.string().min(32), company_name: z.string() }))
  .length(1);

/**
 * Invites a person to a company: the employee management page's invite form
 * (and its CSV import) calls it with the signed-in owner's or admin's session.
 *
 * The database decides, for the caller's own session (public.invite_to_company):
 * who may invite (owners and admins of the company, owners for the owner role,
 * platform admins), the per-company and per-inviter quotas, and it stores the
 * invitation as its own record. Nothing about the invited address changes: no
 * auth account, profile or membership is made until the person accepts. The
 * mail is a plain notice with a link, sent through the functions' mail
 * provider, so it never spends the auth service's shared mail budget.
 *
 * `resend: true` mails a pending invitation again with a new link
 * (`invitation_id`, or the company's pending invitation to `email`).
 *
 * `{company_id, redirectTo, invitations: [...]}` (at most 25) is a CSV import's
 * batch: each row is invited in turn as above, and the answer is 200
 * `{results: [{email, ok: true, invitation_id} | {email, ok: false, status, error}]}`;
 * once a quota is spent the remaining rows are not tried (429 each).
 *
 * 200 `{success: true, invitation_id}` (resend: `{success: true, resent: true}`);
 * 400 invalid body; 401 not signed in; 403 `not_authorized`; 404 no such
 * company or no pending invitation; 409 already invited / no longer pending;
 * 422 `User already registered` (already a member); 429 the company's or the
 * inviter's quota is spent; 502 stored but the mail failed.
 */
export default async function handler(req: Request, env: FunctionEnv): Promise<Response> {
  if (req.method === 'OPTIONS') return preflightResponse();
  if (req.method !== 'POST') return methodNotAllowed(['POST']);

  const session = await requireSessionUser(req, env);
  if (!session.ok) return session.response;
  // One mailer per request: it paces the provider across a batch's mails.
  const mailer = mailerFromEnv(env);

  const json = await readJsonBody(req);
  if (!json.ok) return json.response;

  if (isBatch(json.data)) {
    const parsed = validateBody(json.data, inviteBatchBody);
    if (!parsed.ok) return parsed.response;
    try {
      return jsonResponse({ results: await inviteBatch(session.client, parsed.data, env, mailer) });
    } catch (error) {
      console.error('[invite-employee] the batch failed', error);
      return errorResponse(500, FAILED);
    }
  }

  const parsed = validateBody(json.data, inviteBody);
  if (!parsed.ok) return parsed.response;
  const body = parsed.data;

  try {
    if (body.resend) return await resend(session.client, body, env, mailer);
    const outcome = await invite(session.client, body, body.company_id, body.redirectTo, env, mailer);
    return outcome.ok
      ? jsonResponse({ success: true, invitation_id: outcome.invitation_id })
      : refusalResponse(outcome);
  } catch (error) {
    console.error('[invite-employee] failed', error);
    return errorResponse(500, FAILED);
  }
}

/** Whether the body is a CSV import's batch: it has `invitations`. */
function isBatch(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'invitations' in body;
}

type Refusal = { ok: false; status: number; error: string; details?: unknown };
type Outcome = { ok: true; invitation_id: string } | Refusal;

function refusalResponse(refusal: Refusal): Response {
  return refusal.status === 429
    ? retryLater(429, refusal.error, 60)
    : errorResponse(refusal.status, refusal.error, refusal.details);
}

interface Invitee {
  email: string;
  firstname?: string | undefined;
  lastname?: string | undefined;
  phone: string | null;
  role: EmployeeRole;
}

async function invite(
  client: UserClient,
  invitee: Invitee,
  companyId: string,
  redirectTo: string | null | undefined,
  env: FunctionEnv,
  mailer: Mailer,
): Promise<Outcome> {
  const result = await client.rpc('invite_to_company', {
    p_company_id: companyId,
    p_email: invitee.email,
    p_role: invitee.role,
    p_firstname: invitee.firstname ?? '',
    p_lastname: invitee.lastname ?? '',
    p_phone: invitee.phone,
  });
  if (result.error) return databaseRefusal(result.error, COMPANY_NOT_FOUND);
  const [issued] = issuedRows.parse(result.data);
  if (!issued) throw new Error('invite_to_company returned nothing');
  const sent = await mailInvitation(env, mailer, redirectTo, invitee.email, invitee.role, issued);
  return sent ?? { ok: true, invitation_id: issued.invitation_id };
}

/**
 * A CSV import's batch, one row after the other (the database counts each
 * mail against the quotas, and the mailer paces the provider). A spent quota
 * stops the batch: the rows after it would be refused the same way.
 */
async function inviteBatch(client: UserClient, body: InviteBatchBody, env: FunctionEnv, mailer: Mailer) {
  const results: ({ email: string } & Outcome)[] = [];
  let stopped: Refusal | null = null;
  for (const row of body.invitations) {
    const outcome: Outcome =
      stopped ?? (await invite(client, row, body.company_id, body.redirectTo, env, mailer));
    if (!outcome.ok && outcome.status === 429) stopped = outcome;
    results.push({ email: row.email, ...outcome });
  }
  return results;
}

async function resend(
  client: UserClient,
  body: InviteBody,
  env: FunctionEnv,
  mailer: Mailer,
): Promise<Response> {
  const invitationId = body.invitation_id ?? (await pendingInvitationId(client, body));
  if (!invitationId) return errorResponse(404, NO_PENDING_INVITATION);
  const result = await client.rpc('resend_company_invitation', { p_invitation_id: invitationId });
  if (result.error) return refusalResponse(databaseRefusal(result.error, NO_PENDING_INVITATION));
  const [issued] = z
    .array(
      z.object({
        invitation_id: z.uuid(),
        token: z.string().min(32),
        company_name: z.string(),
        email: z.string(),
        role: z.string(),
      }),
    )
    .length(1)
    .parse(result.data);
  if (!issued) throw new Error('resend_company_invitation returned nothing');
  const sent = await mailInvitation(env, mailer, body.redirectTo, issued.email, issued.role, issued);
  return sent ? refusalResponse(sent) : jsonResponse({ success: true, resent: true });
}

/** The company's pending invitation to the body's e-mail, as the caller may see it. */
async function pendingInvitationId(client: UserClient, body: InviteBody): Promise<string | null> {
  const { data, error } = await client
    .from('company_invitations')
    .select('id')
    .eq('company_id', body.company_id)
    .eq('email', body.email)
    .eq('status', 'pending')
    .maybeSingle();
  if (error) throw new Error(`company_invitations read failed: ${error.message}`);
  return z.object({ id: z.uuid() }).nullable().parse(data)?.id ?? null;
}

/** Sends the mail; null when sent, else the refusal saying the invitation is stored but not mailed. */
async function mailInvitation(
  env: FunctionEnv,
  mailer: Mailer,
  redirectTo: string | null | undefined,
  to: string,
  role: string,
  issued: { invitation_id: string; token: string; company_name: string },
): Promise<Refusal | null> {
  const siteUrl = env.get('SITE_URL') ?? requireEnv(env, 'SUPABASE_URL');
  const link = invitationLink(siteUrl, redirectTo, issued.token);
  try {
    await mailer.send(invitationMail(to, issued.company_name, role, link), {
      idempotencyKey: `invitation-${issued.invitation_id}-${issued.token.slice(0, 16)}`,
    });
    return null;
  } catch (error) {
    console.error('[invite-employee] the invitation mail failed', error);
    return { ok: false, status: 502, error: MAIL_FAILED };
  }
}

const refusal = (status: number, error: string, details?: unknown): Refusal =>
  details === undefined ? { ok: false, status, error } : { ok: false, status, error, details };

/** The database's refusal as this function's answer. */
function databaseRefusal(error: PostgrestError, notFound: string): Refusal {
  switch (error.code) {
    case '42501':
      return refusal(403, NOT_AUTHORIZED);
    case 'PT404':
      return refusal(404, notFound);
    case 'PT409':
      return refusal(409, NOT_PENDING);
    case 'PT429':
      return refusal(429, TOO_MANY);
    case '23505':
      return error.message.includes(ALREADY_REGISTERED)
        ? refusal(422, ALREADY_REGISTERED)
        : refusal(409, ALREADY_INVITED);
    case '22023':
      return refusal(400, INVALID_REQUEST, [{ path: [], code: 'invalid', message: error.message }]);
    default:
      throw new Error(`invitation function failed: ${error.code} ${error.message}`);
  }
}
