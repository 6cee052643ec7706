import { createAdminClient } from '../_shared/admin-client.ts';
import { preflightResponse } from '../_shared/cors.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { parseJsonBody } from '../_shared/parse-body.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../_shared/responses.ts';
import { requireSessionUser } from '../_shared/user-session.ts';
import { authErrorResponse } from './auth-error-response.ts';
import { callerStanding } from './caller-standing.ts';
import { type InviteBody, inviteBody } from './invite-body.ts';
import { addInvitedEmployee, findInvitationTarget } from './invitation-target.ts';

/** The spec's toasts look for these words in the error (section 8, Invite). */
const NOT_AUTHORIZED = 'not_authorized';
export const ALREADY_REGISTERED = 'User already registered';
const ALREADY_ACCEPTED = 'Invitasjonen er allerede akseptert';
const NO_PENDING_INVITATION = 'Fant ingen ventende invitasjon';
const COMPANY_NOT_FOUND = 'Fant ikke bedriften';
const FAILED = 'Kunne ikke sende invitasjonen. Prøv igjen senere.';

type AdminClient = ReturnType<typeof createAdminClient>;

/**
 * Invites a person to a company: the employee management page's invite form
 * (and its CSV import) calls it with the signed-in owner's or admin's session.
 *
 * The caller must be an owner or admin of `company_id` (an owner to invite
 * with role 'owner'; platform admins may do both), read from the database
 * with the caller's own session. The auth service's admin invite creates the
 * account and mails the link (the local mail page shows it); then one
 * database transaction stores the name and phone, the membership and the
 * global role 'employee'. If that fails, the account just created is deleted
 * again, so nothing half-made remains.
 *
 * `resend: true` mails the invitation again to a member whose invitation is
 * still pending, and creates nothing.
 *
 * 200 `{success: true, user_id, employee_id}` (resend: `{success: true, resent: true}`);
 * 400 invalid body; 401 not signed in; 403 `not_authorized`; 404 no pending
 * invitation (resend) or no such company (platform admins); 409 already accepted (resend); 422 `User already
 * registered` (a confirmed account, or already a member); 429 too many mails.
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
    const standing = await callerStanding(session.client, session.user.id, body.company_id);
    if (!standing.mayInvite || (body.role === 'owner' && !body.resend && !standing.mayInviteOwner)) {
      return errorResponse(403, NOT_AUTHORIZED);
    }
    if (!standing.companyFound) return errorResponse(404, COMPANY_NOT_FOUND);
    const admin = createAdminClient(env);
    return body.resend ? await resendInvitation(admin, body) : await invite(admin, body);
  } catch (error) {
    console.error('[invite-employee] failed', error);
    return errorResponse(500, FAILED);
  }
}

async function resendInvitation(admin: AdminClient, body: InviteBody): Promise<Response> {
  const target = await findInvitationTarget(admin, body.email, body.company_id);
  if (!target?.employeeId) return errorResponse(404, NO_PENDING_INVITATION);
  if (target.accepted) return errorResponse(409, ALREADY_ACCEPTED);
  // The auth service mails an unconfirmed account's invitation again (GoTrue's behaviour).
  const { error } = await admin.auth.admin.inviteUserByEmail(body.email, {
    ...(body.redirectTo ? { redirectTo: body.redirectTo } : {}),
  });
  if (error) return authErrorResponse(error, ALREADY_ACCEPTED, 409);
  return jsonResponse({ success: true, resent: true });
}

async function invite(admin: AdminClient, body: InviteBody): Promise<Response> {
  const target = await findInvitationTarget(admin, body.email, body.company_id);
  // A confirmed account is GoTrue's email_exists; a pending member is re-sent, not re-invited.
  if (target && (target.accepted || target.employeeId)) return errorResponse(422, ALREADY_REGISTERED);

  const firstname = body.firstname ?? '';
  const lastname = body.lastname ?? '';
  const { data, error } = await admin.auth.admin.inviteUserByEmail(body.email, {
    ...(body.redirectTo ? { redirectTo: body.redirectTo } : {}),
    data: { firstname, lastname, user_type: 'employee' },
  });
  if (error) return authErrorResponse(error, ALREADY_REGISTERED, 422);
  const userId = data.user.id;

  const added = await addInvitedEmployee(admin, {
    userId,
    companyId: body.company_id,
    role: body.role,
    firstname,
    lastname,
    phone: body.phone,
  });
  if ('employeeId' in added)
    return jsonResponse({ success: true, user_id: userId, employee_id: added.employeeId });

  // Two invitations of the same person racing: the other one made the membership (and the
  // account it belongs to stays).
  if (added.error.code === '23505') return errorResponse(422, ALREADY_REGISTERED);
  // Only an account this call created is removed; one that existed before stays as it was.
  if (!target) {
    const removed = await admin.auth.admin.deleteUser(userId);
    if (removed.error)
      console.error('[invite-employee] could not remove the new account', userId, removed.error);
  }
  console.error('[invite-employee] add_invited_employee failed', added.error);
  return errorResponse(500, FAILED);
}
