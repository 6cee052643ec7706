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

/** An optional whole-number setting above zero (a limit, a window); anything else counts as unset. */
export function positiveIntegerEnv(env: FunctionEnv, name: string): number | undefined {
  const raw = env.get(name);
  const value = raw === undefined ? NaN : Number(raw);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
