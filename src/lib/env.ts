import { type Env, checkEnv } from './env-check.ts';

export type { Env };

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * The app's configuration, parsed once. Locally the backend shares the app's
 * origin (the Vite plugin mounts it), so the Supabase URL defaults to it.
 */
export const env: Env = checkEnv({
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL || window.location.origin,
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
  appDomain: (import.meta.env.VITE_APP_DOMAIN || 'ordning.no').toLowerCase(),
  platformDomains: list(import.meta.env.VITE_PLATFORM_DOMAINS),
});
