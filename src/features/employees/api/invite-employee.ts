import * as z from 'zod/mini';
import type { CompanyRole } from '@/features/account/index.ts';
import type { InviteFailure } from '../invite-failure.ts';
import { invokeInvite } from './invoke-invite.ts';

/** The spec's invite payload, plus resend for a pending invitation. */
export interface InviteRequest {
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  companyId: string;
  role: CompanyRole;
  /** Send the invitation of someone already invited (and not yet accepted) again. */
  resend?: boolean;
  /** The pending invitation to send again (else found by e-mail). */
  invitationId?: string;
}

const InvitedSchema = z.union([
  z.object({ success: z.literal(true), invitation_id: z.string() }),
  // A re-sent invitation names nobody new.
  z.object({ success: z.literal(true), resent: z.literal(true) }),
]);

/** invitationId: the new invitation (null for a re-sent one). */
export type InviteResult = { ok: true; invitationId: string | null } | ({ ok: false } & InviteFailure);

/**
 * invite-employee with the caller's session: the server checks that the
 * caller manages the company and has quota left, stores the invitation and
 * mails the person a link; they become a member only when they accept. Never throws.
 */
export async function inviteEmployee(request: InviteRequest): Promise<InviteResult> {
  const result = await invokeInvite(
    {
      email: request.email.trim(),
      firstname: request.firstname.trim(),
      lastname: request.lastname.trim(),
      phone: request.phone.trim(),
      company_id: request.companyId,
      role: request.role,
      ...(request.resend ? { resend: true } : {}),
      ...(request.invitationId ? { invitation_id: request.invitationId } : {}),
    },
    InvitedSchema,
    { resend: request.resend ?? false },
  );
  if (!result.ok) return result;
  return { ok: true, invitationId: 'invitation_id' in result.data ? result.data.invitation_id : null };
}
