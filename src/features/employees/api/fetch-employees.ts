import { loadSupabase } from '@/lib/load-supabase.ts';
import { EmployeeRowsSchema, ProfileRowsSchema, type Employee, type ProfileRow } from '../employee-schema.ts';
import { mergeProfiles } from '../merge-profiles.ts';

/** The spec's timeout for reads a page waits on. */
const TIMEOUT_MS = 8000;

export type EmployeesResult =
  | { ok: true; employees: Employee[]; partial: boolean }
  /** load: the server refused or did not answer; unexpected: an answer we cannot read. */
  | { ok: false; reason: 'load' | 'unexpected' };

/**
 * A company's employees: the company_employees RPC (only the company's
 * members may read it), then their profiles from auth_user_profiles. A failed
 * profile read is a partial result: the RPC's names, or the spec's fallback.
 * Never throws.
 */
export async function fetchEmployees(companyId: string): Promise<EmployeesResult> {
  try {
    const client = await loadSupabase();
    const response = await client
      .rpc('company_employees', { p_company_id: companyId })
      .abortSignal(AbortSignal.timeout(TIMEOUT_MS));
    const data: unknown = response.data;
    const error = response.error;
    if (error) {
      console.warn('Could not read the employees', error);
      return { ok: false, reason: 'load' };
    }
    const rows = EmployeeRowsSchema.safeParse(data);
    if (!rows.success) {
      console.error('Unexpected employee rows', rows.error);
      return { ok: false, reason: 'unexpected' };
    }
    const profiles = await fetchProfiles(rows.data.map((row) => row.user_id));
    return { ok: true, employees: mergeProfiles(rows.data, profiles), partial: profiles === null };
  } catch (error) {
    console.warn('Could not read the employees', error);
    return { ok: false, reason: 'load' };
  }
}

/** The profiles of these users; null when they could not be read. */
async function fetchProfiles(userIds: readonly string[]): Promise<ProfileRow[] | null> {
  if (userIds.length === 0) return [];
  try {
    const client = await loadSupabase();
    const { data, error } = await client
      .from('auth_user_profiles')
      .select('user_id, firstname, lastname, phone')
      .in('user_id', [...userIds])
      .abortSignal(AbortSignal.timeout(TIMEOUT_MS));
    if (error) {
      console.warn('Could not read the employee profiles', error);
      return null;
    }
    const parsed = ProfileRowsSchema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch (error) {
    console.warn('Could not read the employee profiles', error);
    return null;
  }
}
