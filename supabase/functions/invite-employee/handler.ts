import type { PostgrestError } from '@supabase/supabase-js';
import * as z from 'zod';
import { preflightResponse } from '../_shared/cors.ts';
import { type FunctionEnv, requireEnv } from '../_shared/env.ts';
import { mailerFromEnv } from '../_shared/mailer.ts';
import { INVALID_REQUEST, parseJsonBody } from '../_shared/parse-body.ts';
import { errorResponse, jsonResponse, methodNotAllowed, retryLater } from '../_shared/responses.ts';
import { requireSessionUser } from '../_shared/user-session.ts';
import { type InviteBody, inviteBody } from './invite-body.ts';
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

  const parsed = await parseJsonBody(req, inviteBody);
  if (!parsed.ok) return parsed.response;
  const body = parsed.data;

  try {
    return body.resend ? await resend(session.client, body, env) : await invite(session.client, body, env);
  } catch (error) {
    console.error('[invite-employee] failed', error);
    return errorResponse(500, FAILED);
  }
}

async function invite(client: UserClient, body: InviteBody, env: FunctionEnv): Promise<Response> {
  const result = await client.rpc('invite_to_company', {
    p_company_id: body.company_id,
    p_email: body.email,
    p_role: body.role,
    p_firstname: body.firstname ?? '',
    p_lastname: body.lastname ?? '',
    p_phone: body.phone,
  });
  if (result.error) return databaseRefusal(result.error, COMPANY_NOT_FOUND);
  const [issued] = issuedRows.parse(result.data);
  if (!issued) throw new Error('invite_to_company returned nothing');
  const sent = await mailInvitation(env, body.redirectTo, body.email, body.role, issued);
  return sent ?? jsonResponse({ success: true, invitation_id: issued.invitation_id });
}

async function resend(client: UserClient, body: InviteBody, env: FunctionEnv): Promise<Response> {
  const invitationId = body.invitation_id ?? (await pendingInvitationId(client, body));
  if (!invitationId) return errorResponse(404, NO_PENDING_INVITATION);
  const result = await client.rpc('resend_company_invitation', { p_invitation_id: invitationId });
  if (result.error) return databaseRefusal(result.error, NO_PENDING_INVITATION);
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
  const sent = await mailInvitation(env, body.redirectTo, issued.email, issued.role, issued);
  return sent ?? jsonResponse({ success: true, resent: true });
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

/** Sends the mail; null when sent, else the answer saying the invitation is stored but not mailed. */
async function mailInvitation(
  env: FunctionEnv,
  redirectTo: string | null | undefined,
  to: string,
  role: string,
  issued: { invitation_id: string; token: string; company_name: string },
): Promise<Response | null> {
  const siteUrl = env.get('SITE_URL') ?? requireEnv(env, 'SUPABASE_URL');
  const link = invitationLink(siteUrl, redirectTo, issued.token);
  try {
    await mailerFromEnv(env).send(invitationMail(to, issued.company_name, role, link), {
      idempotencyKey: `invitation-${issued.invitation_id}-${issued.token.slice(0, 16)}`,
    });
    return null;
  } catch (error) {
    console.error('[invite-employee] the invitation mail failed', error);
    return errorResponse(502, MAIL_FAILED);
  }
}

/** The database's refusal as this function's answer. */
function databaseRefusal(error: PostgrestError, notFound: string): Response {
  switch (error.code) {
    case '42501':
      return errorResponse(403, NOT_AUTHORIZED);
    case 'PT404':
      return errorResponse(404, notFound);
    case 'PT409':
      return errorResponse(409, NOT_PENDING);
    case 'PT429':
      return retryLater(429, TOO_MANY, 60);
    case '23505':
      return error.message.includes(ALREADY_REGISTERED)
        ? errorResponse(422, ALREADY_REGISTERED)
        : errorResponse(409, ALREADY_INVITED);
    case '22023':
      return errorResponse(400, INVALID_REQUEST, [{ path: [], code: 'invalid', message: error.message }]);
    default:
      throw new Error(`invitation function failed: ${error.code} ${error.message}`);
  }
}
