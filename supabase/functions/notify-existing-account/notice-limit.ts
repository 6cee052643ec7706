import type { SupabaseClient } from '@supabase/supabase-js';
import { type FunctionEnv, positiveIntegerEnv } from '../_shared/env.ts';
import { clientAddress, clientKeyOf, clientKeySecret } from '../_shared/lead-rate-limit.ts';

/** Calls allowed per client address, and notices per e-mail address, within the window. */
export interface NoticeLimits {
  perClient: number;
  perAddress: number;
  windowSeconds: number;
}

// A person registers once or twice; an office behind one address a few times an
// hour. An address needs one notice, maybe a second after a typo; more would be a
// flood aimed at its owner.
export const DEFAULT_NOTICE_LIMITS: NoticeLimits = { perClient: 10, perAddress: 3, windowSeconds: 60 * 60 };

export const NOTICE_RATE_LIMITED_MESSAGE = 'For mange forespørsler på kort tid. Prøv igjen senere.';

/** What the database made of one call. */
export type NoticeBudget = 'ok' | 'address_limited' | 'client_limited';

/** Callers without a reported address share one budget rather than having none. */
const NO_ADDRESS = 'no-address';

/** ACCOUNT_NOTICE_RATE_LIMIT_PER_IP, _PER_EMAIL and _WINDOW_SECONDS override the defaults. */
export function noticeLimitsFromEnv(env: FunctionEnv): NoticeLimits {
  return {
    perClient: positiveIntegerEnv(env, 'ACCOUNT_NOTICE_RATE_LIMIT_PER_IP') ?? DEFAULT_NOTICE_LIMITS.perClient,
    perAddress:
      positiveIntegerEnv(env, 'ACCOUNT_NOTICE_RATE_LIMIT_PER_EMAIL') ?? DEFAULT_NOTICE_LIMITS.perAddress,
    windowSeconds:
      positiveIntegerEnv(env, 'ACCOUNT_NOTICE_RATE_LIMIT_WINDOW_SECONDS') ??
      DEFAULT_NOTICE_LIMITS.windowSeconds,
  };
}

/**
 * Counts this call in the database (record_existing_account_notice), against
 * the caller's address and the e-mail address, both only as keyed hashes.
 * Every call counts alike, whether the address has an account or not, so the
 * answer to a limited caller tells nothing about the address either.
 */
export async function recordNotice(
  admin: SupabaseClient,
  req: Request,
  env: FunctionEnv,
  email: string,
): Promise<NoticeBudget> {
  const limits = noticeLimitsFromEnv(env);
  const secret = clientKeySecret(env);
  const result = await admin.rpc('record_existing_account_notice', {
    client_key: await clientKeyOf(clientAddress(req) ?? NO_ADDRESS, secret),
    address_key: await clientKeyOf(`account-notice:${email}`, secret),
    max_per_client: limits.perClient,
    max_per_address: limits.perAddress,
    window_seconds: limits.windowSeconds,
  });
  if (result.error) throw new Error(`record_existing_account_notice failed: ${result.error.message}`);
  const budget: unknown = result.data;
  if (budget === 'ok' || budget === 'address_limited' || budget === 'client_limited') return budget;
  throw new Error(`record_existing_account_notice answered ${JSON.stringify(budget)}`);
}
