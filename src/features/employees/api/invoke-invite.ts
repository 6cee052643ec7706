import type * as z from 'zod/mini';
import { loadSupabase } from '@/lib/load-supabase.ts';
import { isOffline } from '@/lib/online.ts';
import {
  describeInviteFailure,
  functionErrorText,
  offlineInviteFailure,
  type InviteFailure,
} from '../invite-failure.ts';

export type InvokeResult<T> = { ok: true; data: T } | ({ ok: false } & InviteFailure);

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
 * One call to invite-employee with the caller's session, its answer checked
 * against `answer`. Never throws: offline it sends nothing and says the
 * network is needed (so does a request that fails because the network went
 * away meanwhile); every other failure is described in the form's words.
 */
export async function invokeInvite<T>(
  body: Record<string, unknown>,
  answer: z.ZodMiniType<T>,
  { resend = false }: { resend?: boolean } = {},
): Promise<InvokeResult<T>> {
  if (isOffline()) return { ok: false, ...offlineInviteFailure(resend) };
  try {
    const client = await loadSupabase();
    const response = await client.functions.invoke<unknown>('invite-employee', {
      body: { ...body, redirectTo: acceptInviteUrl() },
    });
    const error: unknown = response.error;
    // No answer from the server (a FunctionsFetchError has no Response) with the network gone: offline.
    if (error && isOffline() && !answered(error)) return { ok: false, ...offlineInviteFailure(resend) };
    if (error) return { ok: false, ...describeInviteFailure(await functionErrorText(error)) };
    const parsed = answer.safeParse(response.data);
    if (!parsed.success) return { ok: false, ...describeInviteFailure('unexpected answer') };
    return { ok: true, data: parsed.data };
  } catch (error) {
    console.warn('Could not send the invitation', error);
    if (isOffline()) return { ok: false, ...offlineInviteFailure(resend) };
    return { ok: false, ...describeInviteFailure(error instanceof Error ? error.message : '') };
  }
}
