import { loadSupabase } from '@/lib/load-supabase.ts';
import { isOffline } from '@/lib/online.ts';
import {
  type CompanyInvitation,
  CompanyInvitationsSchema,
  type LinkedInvitation,
  LinkedInvitationSchema,
  type MyInvitation,
  MyInvitationsSchema,
} from '../invitation-schema.ts';

/** The spec's timeout for reads a page waits on. */
const TIMEOUT_MS = 8000;

export type Answer = { ok: true } | { ok: false; reason: 'offline' | 'gone' | 'failed' };

/** The signed-in person's open invitations; null when they could not be read. */
export async function fetchMyInvitations(): Promise<MyInvitation[] | null> {
  try {
    const client = await loadSupabase();
    const response = await client.rpc('my_company_invitations').abortSignal(AbortSignal.timeout(TIMEOUT_MS));
    if (response.error) return null;
    const parsed = MyInvitationsSchema.safeParse(response.data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What a mailed link's token is for; null when it names no invitation, undefined when unreadable. */
export async function fetchInvitationByToken(token: string): Promise<LinkedInvitation | null | undefined> {
  try {
    const client = await loadSupabase();
    const response = await client
      .rpc('invitation_by_token', { p_token: token })
      .abortSignal(AbortSignal.timeout(TIMEOUT_MS));
    const data: unknown = response.data;
    if (response.error || !Array.isArray(data)) return undefined;
    if (data.length === 0) return null;
    const parsed = LinkedInvitationSchema.safeParse(data[0]);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Accepts or declines one of the signed-in person's invitations. The
 * database checks that it is addressed to their confirmed e-mail and still
 * open (404 / 409 are 'gone'). Never throws.
 */
export async function answerInvitation(id: string, answer: 'accept' | 'decline'): Promise<Answer> {
  if (isOffline()) return { ok: false, reason: 'offline' };
  try {
    const client = await loadSupabase();
    const fn = answer === 'accept' ? 'accept_company_invitation' : 'decline_company_invitation';
    const { error, status } = await client.rpc(fn, { p_invitation_id: id });
    if (!error) return { ok: true };
    return { ok: false, reason: status === 404 || status === 409 ? 'gone' : 'failed' };
  } catch {
    return { ok: false, reason: isOffline() ? 'offline' : 'failed' };
  }
}

/** A company's invitations that still ask for an answer, or were declined; null when unreadable. */
export async function fetchCompanyInvitations(companyId: string): Promise<CompanyInvitation[] | null> {
  try {
    const client = await loadSupabase();
    const { data, error } = await client
      .from('company_invitations')
      .select('id, email, role, firstname, lastname, phone, status, expires_at, last_sent_at')
      .eq('company_id', companyId)
      .in('status', ['pending', 'declined'])
      .order('created_at', { ascending: false })
      .abortSignal(AbortSignal.timeout(TIMEOUT_MS));
    if (error) return null;
    const parsed = CompanyInvitationsSchema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Withdraws a pending invitation (the company's owners and admins). Never throws. */
export async function revokeInvitation(id: string): Promise<Answer> {
  if (isOffline()) return { ok: false, reason: 'offline' };
  try {
    const client = await loadSupabase();
    const { error, status } = await client.rpc('revoke_company_invitation', { p_invitation_id: id });
    if (!error) return { ok: true };
    return { ok: false, reason: status === 404 || status === 409 ? 'gone' : 'failed' };
  } catch {
    return { ok: false, reason: isOffline() ? 'offline' : 'failed' };
  }
}
