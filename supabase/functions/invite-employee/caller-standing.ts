import type { SupabaseClient } from '@supabase/supabase-js';
import * as z from 'zod';

/** What the caller may do in the company, as the database says through the caller's own session. */
export interface CallerStanding {
  /** Owner or admin of the company, or a platform admin. */
  mayInvite: boolean;
  /** Owner of the company, or a platform admin: may give the owner role. */
  mayInviteOwner: boolean;
  /** The company exists (only known for certain when the caller may invite). */
  companyFound: boolean;
}

const membershipRow = z.object({ role: z.string() }).nullable();
const adminRoleRow = z.object({ role: z.literal('admin') }).nullable();

/** Platform admins read every company; a company id that names none is the caller's mistake (404). */
async function companyExists(client: SupabaseClient, companyId: string): Promise<boolean> {
  const { data, error } = await client.from('companies').select('id').eq('id', companyId).maybeSingle();
  if (error) throw new Error(`companies read failed: ${error.message}`);
  return z.object({ id: z.string() }).nullable().parse(data) !== null;
}

/**
 * Reads the caller's own membership in the company and their platform-admin
 * role with the caller's client, so row-level security answers for the
 * session, never for anything the body claims. Failures are the service's,
 * not the caller's: they throw.
 */
export async function callerStanding(
  client: SupabaseClient,
  userId: string,
  companyId: string,
): Promise<CallerStanding> {
  const [membership, adminRole] = await Promise.all([
    client.from('employees').select('role').eq('company_id', companyId).eq('user_id', userId).maybeSingle(),
    client.from('user_roles').select('role').eq('user_id', userId).eq('role', 'admin').maybeSingle(),
  ]);
  if (membership.error) throw new Error(`employees read failed: ${membership.error.message}`);
  if (adminRole.error) throw new Error(`user_roles read failed: ${adminRole.error.message}`);
  const role = membershipRow.parse(membership.data)?.role;
  const platformAdmin = adminRoleRow.parse(adminRole.data) !== null;
  return {
    mayInvite: platformAdmin || role === 'owner' || role === 'admin',
    mayInviteOwner: platformAdmin || role === 'owner',
    companyFound: role !== undefined || (platformAdmin && (await companyExists(client, companyId))),
  };
}
