import { type FunctionEnv, positiveIntegerEnv, requireEnv } from './env.ts';

/** New leads allowed per window; repeats of a stored lead (same idempotency key) are never counted. */
export interface LeadRateLimits {
  perClient: number;
  perEmail: number;
  windowMs: number;
}

export const DEFAULT_LEAD_RATE_LIMITS: LeadRateLimits = {
  // An office behind one address may send a few; a script may not send hundreds.
  perClient: 20,
  // One person rarely needs more than a handful of requests an hour.
  perEmail: 5,
  windowMs: 60 * 60 * 1000,
};

export const RATE_LIMITED_MESSAGE =
  'Du har sendt mange forespørsler på kort tid. Vent litt, så sendes forespørselen automatisk.';

/** LEAD_RATE_LIMIT_PER_IP, LEAD_RATE_LIMIT_PER_EMAIL and LEAD_RATE_LIMIT_WINDOW_SECONDS override the defaults. */
export function leadRateLimitsFromEnv(env: FunctionEnv): LeadRateLimits {
  const windowSeconds = positiveIntegerEnv(env, 'LEAD_RATE_LIMIT_WINDOW_SECONDS');
  return {
    perClient: positiveIntegerEnv(env, 'LEAD_RATE_LIMIT_PER_IP') ?? DEFAULT_LEAD_RATE_LIMITS.perClient,
    perEmail: positiveIntegerEnv(env, 'LEAD_RATE_LIMIT_PER_EMAIL') ?? DEFAULT_LEAD_RATE_LIMITS.perEmail,
    windowMs: windowSeconds ? windowSeconds * 1000 : DEFAULT_LEAD_RATE_LIMITS.windowMs,
  };
}

/**
 * The caller's address, from the one header the platform sets and a client
 * cannot choose:
 * - hosted Supabase: `cf-connecting-ip`, which Cloudflare, in front of every
 *   project, overwrites. Its `x-forwarded-for` is not used there: Cloudflare
 *   appends to what the client sent, so the first entry is the client's word.
 * - the embedded gateway: `x-forwarded-for`, which it replaces with the peer
 *   address, dropping any forwarding header the client sent
 *   (cf-connecting-ip included; supabase/local/functions/functions-api.ts).
 * Null when there is neither.
 */
export function clientAddress(req: Request): string | null {
  const cloudflare = req.headers.get('cf-connecting-ip')?.trim();
  if (cloudflare) return cloudflare;
  const first = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first ? first : null;
}

/** The key of clientKeyOf's hash: a secret of its own, else the service-role key. */
export function clientKeySecret(env: FunctionEnv): string {
  return env.get('LEAD_RATE_LIMIT_SECRET') || requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY');
}

const encoder = new TextEncoder();

/**
 * A keyed hash of the address, so stored leads can be counted per sender
 * without keeping the address: a plain hash of an IPv4 address is reversed
 * by trying all four billion.
 */
export async function clientKeyOf(address: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`lead-client:${address}`)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
