import * as z from 'zod/mini';
import type { CompanyRole } from '@/features/account/index.ts';
import { loadSupabase } from '@/features/auth/index.ts';
import {
  describeInviteFailure,
  functionErrorText,
  offlineInviteFailure,
  type InviteFailure,
} from '../invite-failure.ts';
import { isOffline } from '@/lib/use-online.ts';

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

/** Whether a functions.invoke error carries the server's answer (a non-2xx Response). */
function answered(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'context' in error && error.context instanceof Response
  );
}

/** The page the invitation link opens: the person accepts or declines there. */
export function acceptInviteUrl(): string {
  return `${window.location.origin}/accept-invite`;
}

/**
 * invite-employee with the caller's session: the server checks that the
 * caller manages the company and has quota left, stores the invitation and
 * mails the person a link; they become a member only when they accept. Never throws.
 * Offline it sends nothing and says the network is needed (so does a
 * request that fails because the network went away meanwhile).
 */
export async function inviteEmployee(request: InviteRequest): Promise<InviteResult> {
  if (isOffline()) return { ok: false, ...offlineInviteFailure(request.resend) };
  try {
    const client = await loadSupabase();
    const response = await client.functions.invoke<unknown>('invite-employee', {
      body: {
        email: request.email.trim(),
        firstname: request.firstname.trim(),
        lastname: request.lastname.trim(),
        phone: request.phone.trim(),
        company_id: request.companyId,
        role: request.role,
        redirectTo: acceptInviteUrl(),
        ...(request.resend ? { resend: true } : {}),
        ...(request.invitationId ? { invitation_id: request.invitationId } : {}),
      },
    });
    const error: unknown = response.error;
    // No answer from the server (a FunctionsFetchError has no Response) with the network gone: offline.
    if (error && isOffline() && !answered(error))
      return { ok: false, ...offlineInviteFailure(request.resend) };
    if (error) return { ok: false, ...describeInviteFailure(await functionErrorText(error)) };
    const parsed = InvitedSchema.safeParse(response.data);
    if (!parsed.success) return { ok: false, ...describeInviteFailure('unexpected answer') };
    return { ok: true, invitationId: 'invitation_id' in parsed.data ? parsed.data.invitation_id : null };
  } catch (error) {
    console.warn('Could not send the invitation', error);
    if (isOffline()) return { ok: false, ...offlineInviteFailure(request.resend) };
    return { ok: false, ...describeInviteFailure(error instanceof Error ? error.message : '') };
  }
}
