import type { SupabaseClient } from '@supabase/supabase-js';
import { type FunctionEnv, positiveIntegerEnv } from '../_shared/env.ts';
import { clientAddress, clientKeyOf, clientKeySecret } from '../_shared/lead-rate-limit.ts';

/** Checks allowed per client address within the window. */
export interface OrgCheckLimits {
  perClient: number;
  windowSeconds: number;
}

// A signup form checks a number or two per company; an office behind one address
// registers a few. Enumerating the registry takes thousands.
export const DEFAULT_ORG_CHECK_LIMITS: OrgCheckLimits = { perClient: 30, windowSeconds: 60 * 60 };

export const ORG_CHECK_RATE_LIMITED_MESSAGE = 'For mange oppslag på kort tid. Prøv igjen senere.';

/** Callers without a reported address share one budget rather than having none. */
const NO_ADDRESS = 'no-address';

/** ORG_CHECK_RATE_LIMIT_PER_IP and ORG_CHECK_RATE_LIMIT_WINDOW_SECONDS override the defaults. */
export function orgCheckLimitsFromEnv(env: FunctionEnv): OrgCheckLimits {
  return {
    perClient: positiveIntegerEnv(env, 'ORG_CHECK_RATE_LIMIT_PER_IP') ?? DEFAULT_ORG_CHECK_LIMITS.perClient,
    windowSeconds:
      positiveIntegerEnv(env, 'ORG_CHECK_RATE_LIMIT_WINDOW_SECONDS') ??
      DEFAULT_ORG_CHECK_LIMITS.windowSeconds,
  };
}

/**
 * Counts this call against the caller's address in the database
 * (record_org_number_check): true while within the budget. The address is
 * stored only as a keyed hash, as the lead functions store it.
 */
export async function withinAddressLimit(
  admin: SupabaseClient,
  req: Request,
  env: FunctionEnv,
): Promise<boolean> {
  const limits = orgCheckLimitsFromEnv(env);
  const result = await admin.rpc('record_org_number_check', {
    client_key: await clientKeyOf(clientAddress(req) ?? NO_ADDRESS, clientKeySecret(env)),
    max_checks: limits.perClient,
    window_seconds: limits.windowSeconds,
  });
  if (result.error) throw new Error(`record_org_number_check failed: ${result.error.message}`);
  const allowed: unknown = result.data;
  return allowed === true;
}
