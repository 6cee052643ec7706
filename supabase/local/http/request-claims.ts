import type { GatewayContext } from '../context.ts';
import { type JwtClaims, verifyJwt } from '../keys.ts';

/** The bearer token of a request: Authorization first, the apikey header otherwise. */
export function bearerToken(req: Request): string | null {
  const authorization = req.headers.get('authorization');
  if (authorization) {
    const match = /^bearer\s+(.+)$/i.exec(authorization.trim());
    return match?.[1]?.trim() ?? null;
  }
  return req.headers.get('apikey');
}

/**
 * Hosted's gateway turns the project's publishable key (in `apikey`, or as
 * the bearer when there is no session) into the anon role; any other
 * `sb_publishable_…` is not a key of this project and fails as a bad token.
 */
export function isPublishableKey(token: string, ctx: GatewayContext): boolean {
  return token === ctx.keys.publishableKey;
}

/**
 * The verified claims a request runs with. A request without any key, or with
 * the publishable key, runs as anon, as PostgREST does; a bad or expired token throws JwtError.
 */
export async function requestClaims(req: Request, ctx: GatewayContext): Promise<JwtClaims> {
  const token = bearerToken(req);
  if (!token || isPublishableKey(token, ctx)) return { role: 'anon' };
  return verifyJwt(token, ctx.config.jwtSecret);
}
