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
}

const InvitedSchema = z.union([
  z.object({ success: z.literal(true), user_id: z.string(), employee_id: z.string() }),
  // A re-sent invitation names nobody new.
  z.object({ success: z.literal(true), resent: z.literal(true) }),
]);

/** userId: the invited person's account (null for a re-sent invitation). */
export type InviteResult = { ok: true; userId: string | null } | ({ ok: false } & InviteFailure);

/** Whether a functions.invoke error carries the server's answer (a non-2xx Response). */
function answered(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'context' in error && error.context instanceof Response
  );
}

/** The page the invitation link opens: the person chooses a password there. */
export function acceptInviteUrl(): string {
  return `${window.location.origin}/accept-invite`;
}

/**
 * invite-employee with the caller's session: the server checks that the
 * caller manages the company, invites the person through the auth service,
 * stores their name and phone and adds them with the role. Never throws.
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
      },
    });
    const error: unknown = response.error;
    // No answer from the server (a FunctionsFetchError has no Response) with the network gone: offline.
    if (error && isOffline() && !answered(error))
      return { ok: false, ...offlineInviteFailure(request.resend) };
    if (error) return { ok: false, ...describeInviteFailure(await functionErrorText(error)) };
    const parsed = InvitedSchema.safeParse(response.data);
    if (!parsed.success) return { ok: false, ...describeInviteFailure('unexpected answer') };
    return { ok: true, userId: 'user_id' in parsed.data ? parsed.data.user_id : null };
  } catch (error) {
    console.warn('Could not send the invitation', error);
    if (isOffline()) return { ok: false, ...offlineInviteFailure(request.resend) };
    return { ok: false, ...describeInviteFailure(error instanceof Error ? error.message : '') };
  }
}
