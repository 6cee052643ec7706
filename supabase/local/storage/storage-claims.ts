import type { GatewayContext } from '../context.ts';
import { bearerToken, requestClaims } from '../http/request-claims.ts';
import { type JwtClaims, JwtError } from '../keys.ts';
import { storageErrors } from './errors.ts';

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]*$/;

/**
 * The caller's verified claims. Storage verifies with jsonwebtoken, so a bad
 * token is answered with that library's message inside a 403 AccessDenied.
 */
export async function storageClaims(req: Request, ctx: GatewayContext): Promise<JwtClaims> {
  try {
    return await requestClaims(req, ctx);
  } catch (error) {
    if (!(error instanceof JwtError)) throw error;
    if (error.reason === 'expired') throw storageErrors.accessDenied('jwt expired');
    if (error.reason === 'missing_exp') throw storageErrors.accessDenied('jwt must have an exp claim');
    if (!JWT_SHAPE.test(bearerToken(req) ?? '')) throw storageErrors.accessDenied('jwt malformed');
    if (error.message.startsWith('role')) throw storageErrors.accessDenied(error.message);
    throw storageErrors.accessDenied('invalid signature');
  }
}

/** storage.objects.owner is a uuid; service keys carry no subject. */
export function ownerOf(claims: JwtClaims): { owner: string | null; ownerId: string | null } {
  const sub = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
  const isUuid = sub !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub);
  return { owner: isUuid ? sub : null, ownerId: sub };
}
