import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.ts';

let markRequested: () => void = () => undefined;
const requested = new Promise<void>((resolve) => (markRequested = resolve));

/**
 * The supabase-js client, loaded on demand: the cached catalogue paints from
 * IndexedDB first, so the 54 kB client stays out of the first paint.
 */
export async function loadSupabase(): Promise<SupabaseClient<Database>> {
  markRequested();
  const module = await import('@/lib/supabase.ts');
  return module.supabase;
}

/**
 * Resolves once something (a sign-in, a sign-out) has asked for the client:
 * the auth events must then be followed at once, not after the first paint.
 */
export function supabaseRequested(): Promise<void> {
  return requested;
}
