import type { CompanyRole } from '@/features/account/index.ts';
import { loadSupabase } from '@/lib/load-supabase.ts';

/** An answer that changed nothing: row-level security hid the row (no longer a manager there). */
const NOTHING_CHANGED = new Error('No employees row was changed');

/**
 * Sets an employee's role (update employees by id). The database refuses what
 * the rules forbid (an admin touching an owner, one's own role, the last
 * owner). Throws on any failure.
 */
export async function updateEmployeeRole(id: string, role: CompanyRole): Promise<void> {
  const client = await loadSupabase();
  const { data, error } = await client.from('employees').update({ role }).eq('id', id).select('id');
  if (error) throw new Error(error.message || 'Update refused');
  if (!Array.isArray(data) || data.length === 0) throw NOTHING_CHANGED;
}

/** Removes an employee from the company (delete employees by id). Throws on any failure. */
export async function deleteEmployee(id: string): Promise<void> {
  const client = await loadSupabase();
  const { data, error } = await client.from('employees').delete().eq('id', id).select('id');
  if (error) throw new Error(error.message || 'Delete refused');
  if (!Array.isArray(data) || data.length === 0) throw NOTHING_CHANGED;
}
