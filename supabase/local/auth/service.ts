import type { Context } from 'hono';
import type { GatewayContext } from '../context.ts';
import { clientIp } from '../http/client-ip.ts';
import { AuthHttpError, badRequest, forbidden } from './errors.ts';
import { chooseRedirect } from './redirect-urls.ts';
import type { AuthRateLimiter } from './rate-limit.ts';
import { type RequestOrigin, sessionExists } from './sessions.ts';
import type { AuthSettings } from './settings.ts';
import { type AccessTokenClaims, verifyAccessToken } from './tokens.ts';
import { type AuthUser, findUserById, normaliseEmail } from './users.ts';

/** What every auth route needs: the gateway, resolved settings and the shared limiter. */
export interface AuthService {
  ctx: GatewayContext;
  settings: AuthSettings;
  limiter: AuthRateLimiter;
}

/**
 * Who is asking. The public origin (mail links, the JWT issuer) is the
 * configured API URL, never the request's Host header, which anyone can set.
 */
export function requestOrigin(c: Context, service: AuthService): RequestOrigin {
  return {
    origin: service.settings.apiUrl,
    ip: clientIp(c),
    userAgent: c.req.header('user-agent') ?? null,
  };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** GoTrue's validateEmail: required, at most 255 characters, a plausible address. */
export function validateEmail(email: string): string {
  const trimmed = email.trim();
  if (!trimmed) throw badRequest('validation_failed', 'An email address is required');
  if (trimmed.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_PATTERN.test(trimmed)) {
    throw badRequest('email_address_invalid', 'Unable to validate email address: invalid format');
  }
  return normaliseEmail(trimmed);
}

/** Where a mail link or verification lands: an allowed redirect_to or Referer, else the site URL. */
export function resolveRedirect(c: Context, service: AuthService, requested?: string | null): string {
  return chooseRedirect(service.settings, requested, c.req.header('referer'));
}

function bearer(c: Context): string {
  const match = /^bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  if (!match?.[1])
    throw new AuthHttpError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  return match[1];
}

export interface AuthenticatedRequest {
  claims: AccessTokenClaims;
  user: AuthUser;
  sessionId: string | null;
}

/**
 * GoTrue's requireAuthentication: a valid user JWT whose user still exists
 * and whose session has not been signed out.
 */
export async function requireUser(c: Context, service: AuthService): Promise<AuthenticatedRequest> {
  const claims = await verifyAccessToken(bearer(c), service.settings.jwtSecret);
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  const user = await findUserById(service.ctx.db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' && claims.session_id ? claims.session_id : null;
  if (sessionId && !(await sessionExists(service.ctx.db, sessionId))) {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { claims, user, sessionId };
}

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

/** GoTrue's requireAdminCredentials: a valid JWT whose role is an admin role. */
export async function requireAdmin(c: Context, service: AuthService): Promise<void> {
  const claims = await verifyAccessToken(bearer(c), service.settings.jwtSecret);
  if (!ADMIN_ROLES.has(claims.role ?? '')) throw forbidden('not_admin', 'User not allowed');
}
