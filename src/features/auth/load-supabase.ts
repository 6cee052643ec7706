import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * The supabase-js client, loaded on demand: the cached catalogue paints from
 * IndexedDB first, so the 54 kB client stays out of the first paint.
 */
export async function loadSupabase(): Promise<SupabaseClient> {
  const module = await import('@/lib/supabase.ts');
  return module.supabase;
}
