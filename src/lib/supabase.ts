import { createClient } from '@supabase/supabase-js';
import { env } from './env.ts';

/** The one supabase-js client of the app; the session persists and refreshes itself. */
export const supabase = createClient(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});

/** Seeded and uploaded images may be stored as paths on the API origin; make them absolute. */
export function resolveStorageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/')) return new URL(url, env.supabaseUrl).toString();
  return url;
}
