import { createHmac } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

/** The Supabase CLI's default local secret, so keys look like `supabase start`'s. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface JwtClaims {
  role: ApiRole;
  sub?: string;
  exp?: number;
  [claim: string]: unknown;
}

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
  /**
   * A key of hosted's new kind (`sb_publishable_…`): not a JWT, it stands for
   * the anon role wherever the legacy anon key does.
   */
  publishableKey: string;
}

export class JwtError extends Error {
  constructor(
    readonly reason: 'expired' | 'missing_exp' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

const encoder = new TextEncoder();

export function secretKey(secret: string): Uint8Array {
  return encoder.encode(secret);
}

/** Signs claims as GoTrue does: HS256, `typ: JWT`. */
export async function signJwt(claims: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey(secret));
}

/** Long-lived API keys derived from the secret, the way `supabase start` derives its demo keys. */
export async function deriveApiKeys(secret: string): Promise<ApiKeys> {
  const exp = 1983812996; // 2032-11-11, the CLI's demo key expiry
  return {
    anonKey: await signJwt({ iss: 'supabase-demo', role: 'anon', exp }, secret),
    serviceRoleKey: await signJwt({ iss: 'supabase-demo', role: 'service_role', exp }, secret),
    publishableKey: publishableKeyOf(secret),
  };
}

/** Derived, so every start with one secret prints the same key: `sb_publishable_` and 32 characters. */
function publishableKeyOf(secret: string): string {
  const mac = createHmac('sha256', secret).update('publishable').digest('base64url');
  return `sb_publishable_${mac.slice(0, 32)}`;
}

const API_ROLES = new Set<string>(['anon', 'authenticated', 'service_role']);

/**
 * What every verification of this gateway insists on: HS256 and an `exp`
 * claim. A token without `exp` would be valid forever, so a leaked one could
 * never be retired; GoTrue never issues one, and neither does this gateway.
 */
export const VERIFY_OPTIONS = { algorithms: ['HS256'], requiredClaims: ['exp'] };

/**
 * Verifies a bearer token and returns its claims. Throws JwtError for a bad
 * signature, malformed token, unknown role, a missing `exp` or expiry;
 * callers map it to the service's own error shape.
 */
export async function verifyJwt(token: string, secret: string): Promise<JwtClaims> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), VERIFY_OPTIONS);
    const role = typeof payload.role === 'string' ? payload.role : '';
    if (!API_ROLES.has(role)) throw new JwtError('invalid', `role "${role}" does not exist`);
    return payload as JwtClaims;
  } catch (error) {
    if (error instanceof JwtError) throw error;
    if (error instanceof errors.JWTExpired) throw new JwtError('expired', 'JWT expired');
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'exp') {
      throw new JwtError('missing_exp', 'JWT has no exp claim');
    }
    throw new JwtError('invalid', 'JWSError JWSInvalidSignature');
  }
}
