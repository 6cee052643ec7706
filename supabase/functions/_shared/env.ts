/**
 * What a function reads its configuration from: `Deno.env` when deployed,
 * the local runner's map (SUPABASE_URL, SUPABASE_ANON_KEY,
 * SUPABASE_SERVICE_ROLE_KEY and the configured extras) in the embedded backend.
 */
export interface FunctionEnv {
  get(name: string): string | undefined;
}

/** A required variable; its absence is a deployment mistake, not a request error. */
export function requireEnv(env: FunctionEnv, name: string): string {
  const value = env.get(name);
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}
