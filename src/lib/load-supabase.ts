import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@contracts/database.ts';

// The one way the app reaches the supabase-js client (a lint rule refuses
// importing '@/lib/supabase.ts' anywhere else): loaded on demand, because the
// cached catalogue paints from IndexedDB first and the 54 kB client stays out
// of the first paint.

let markRequested: () => void = () => undefined;
const requested = new Promise<void>((resolve) => (markRequested = resolve));

async function importClient(): Promise<SupabaseClient<Database>> {
  const module = await import('./supabase.ts');
  return module.supabase;
}

/**
 * The client, for something the person did (sign in, save, invite): auth's
 * listeners start at once with it (see supabaseRequested).
 */
export function loadSupabase(): Promise<SupabaseClient<Database>> {
  requestSupabase();
  return importClient();
}

/**
 * Tells auth to load the client and follow the session now instead of after
 * the first content: for a page that can show nothing until the session
 * answers (a guarded page waiting for the roles).
 */
export function requestSupabase(): void {
  markRequested();
}

/**
 * The client, for reading in the background (the branding at boot, an
 * offer's page, the click queue): auth keeps its own schedule, after the
 * first paint, instead of being pulled onto the first paint's path.
 */
export function loadSupabaseQuietly(): Promise<SupabaseClient<Database>> {
  return importClient();
}

/**
 * Resolves once something (a sign-in, a sign-out) has asked for the client:
 * the auth events must then be followed at once, not after the first paint.
 */
export function supabaseRequested(): Promise<void> {
  return requested;
}
