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
 * The verified claims a request runs with. A request without any key runs as
 * anon, as PostgREST does; a bad or expired token throws JwtError.
 */
export async function requestClaims(req: Request, ctx: GatewayContext): Promise<JwtClaims> {
  const token = bearerToken(req);
  if (!token) return { role: 'anon' };
  return verifyJwt(token, ctx.config.jwtSecret);
}
