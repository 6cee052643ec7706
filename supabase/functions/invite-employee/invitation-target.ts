import type { SupabaseClient } from '@supabase/supabase-js';
import * as z from 'zod';

/** The account an e-mail already belongs to, if any, and where it stands with the company. */
export interface InvitationTarget {
  userId: string;
  /** The e-mail is confirmed or the account has signed in: the invitation (or a sign-up) was accepted. */
  accepted: boolean;
  /** The account's membership in the company, if it has one. */
  employeeId: string | null;
}

const targetRows = z.array(
  z.object({ user_id: z.uuid(), accepted: z.boolean(), employee_id: z.uuid().nullable() }),
);

/** Asks the database (public.invitation_target, service role only) about the e-mail. */
export async function findInvitationTarget(
  admin: SupabaseClient,
  email: string,
  companyId: string,
): Promise<InvitationTarget | null> {
  const result = await admin.rpc('invitation_target', { p_email: email, p_company_id: companyId });
  if (result.error) throw new Error(`invitation_target failed: ${result.error.message}`);
  const [row] = targetRows.parse(result.data);
  return row ? { userId: row.user_id, accepted: row.accepted, employeeId: row.employee_id } : null;
}

/**
 * Profile, membership and the global employee role in one database
 * transaction (public.add_invited_employee). Returns the employees row's id,
 * or the PostgREST error for the caller to map.
 */
export async function addInvitedEmployee(
  admin: SupabaseClient,
  person: {
    userId: string;
    companyId: string;
    role: string;
    firstname: string;
    lastname: string;
    phone: string | null;
  },
): Promise<{ employeeId: string } | { error: { code: string; message: string } }> {
  const result = await admin.rpc('add_invited_employee', {
    p_user_id: person.userId,
    p_company_id: person.companyId,
    p_role: person.role,
    p_firstname: person.firstname,
    p_lastname: person.lastname,
    p_phone: person.phone,
  });
  if (result.error) return { error: { code: result.error.code, message: result.error.message } };
  return { employeeId: z.uuid().parse(result.data) };
}
