import type { GatewayContext } from '../../context.ts';
import { bearerToken, isPublishableKey, requestClaims } from '../../http/request-claims.ts';
import { type JwtClaims, JwtError } from '../../keys.ts';
import { jwtErrors } from '../errors.ts';

const ANON: JwtClaims = { role: 'anon' };
const CACHE_LIMIT = 1000;

/**
 * Verified tokens, so the HMAC check runs once per token rather than once per
 * request (PostgREST keeps a JWT cache too). Expiry is re-checked on every hit.
 */
const caches = new WeakMap<GatewayContext, Map<string, JwtClaims>>();

function cacheFor(ctx: GatewayContext): Map<string, JwtClaims> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new Map();
    caches.set(ctx, cache);
  }
  return cache;
}

function remember(verified: Map<string, JwtClaims>, token: string, claims: JwtClaims): void {
  if (verified.size >= CACHE_LIMIT) {
    const oldest = verified.keys().next();
    if (!oldest.done) verified.delete(oldest.value);
  }
  verified.set(token, claims);
}

function expired(claims: JwtClaims): boolean {
  return typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now();
}

/**
 * The claims a REST request runs with: anon without a token or with the
 * publishable key, otherwise a verified JWT whose role is one of the API
 * roles. Failures carry
 * PostgREST's codes: PGRST301 (cannot decode/verify), PGRST303 (expired or no exp),
 * 22023 (role that does not exist).
 */
export async function authenticate(request: Request, ctx: GatewayContext): Promise<JwtClaims> {
  const token = bearerToken(request);
  if (!token || isPublishableKey(token, ctx)) return ANON;
  const verified = cacheFor(ctx);
  const cached = verified.get(token);
  if (cached) {
    if (expired(cached)) throw jwtErrors.expired();
    return cached;
  }
  const parts = token.split('.').length;
  if (parts !== 3) throw jwtErrors.decode(`Expected 3 parts in JWT; got ${parts}`);
  try {
    const claims = await requestClaims(request, ctx);
    remember(verified, token, claims);
    return claims;
  } catch (error) {
    if (!(error instanceof JwtError)) throw error;
    if (error.reason === 'expired') throw jwtErrors.expired();
    if (error.reason === 'missing_exp') throw jwtErrors.claims('JWT has no exp claim');
    const role = /^role "(.*)" does not exist$/.exec(error.message)?.[1];
    if (role !== undefined) throw jwtErrors.unknownRole(role);
    throw jwtErrors.decode('JWT cryptographic operation failed');
  }
}
