import type { Context, Hono } from 'hono';
import * as z from 'zod';
import { AuthHttpError, OAuthError, badRequest, unprocessable, validationFailed } from '../errors.ts';
import { verifyPassword } from '../passwords.ts';
import { optionalString, readBody } from '../request-body.ts';
import { type AuthService, requestOrigin } from '../service.ts';
import { rotateRefreshToken, sessionResponse, startSession } from '../sessions.ts';
import { exchangeAuthCode } from '../pkce.ts';
import { findUserByEmail, findUserById, isBanned } from '../users.ts';

const PasswordGrantBody = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
});
const RefreshGrantBody = z.object({ refresh_token: optionalString });
const PkceGrantBody = z.object({ auth_code: optionalString, code_verifier: optionalString });

const INVALID_LOGIN = 'Invalid login credentials';
// Compared against when the address is unknown, so a miss costs as long as a wrong password.
const DUMMY_HASH = '$2b$10$8n/jB.hCDnEXnybu4p0.Qu.slER9nq2Lpl8QZ8op4brlXiSsFf0dO';

async function passwordGrant(c: Context, service: AuthService): Promise<Response> {
  const { ctx, settings, limiter } = service;
  const from = requestOrigin(c, service);
  limiter.hit('signInSignUps', from.ip);
  const body = await readBody(c, PasswordGrantBody);
  if (body.email && body.phone) {
    throw validationFailed('Only an email address or phone number should be provided on login.');
  }
  if (body.phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (!body.email) throw validationFailed('missing email or phone');

  const user = await findUserByEmail(ctx.db, body.email);
  const valid = await verifyPassword(body.password, user?.encrypted_password ?? DUMMY_HASH);
  if (!user || !valid) throw badRequest('invalid_credentials', INVALID_LOGIN);
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const response = await ctx.db.transaction(async (tx) => {
    const grant = await startSession(tx, user, 'password', from);
    return sessionResponse(tx, settings, from, user.id, grant);
  });
  return c.json(response);
}

async function refreshTokenGrant(c: Context, service: AuthService): Promise<Response> {
  const { ctx, settings, limiter } = service;
  const from = requestOrigin(c, service);
  limiter.hit('tokenRefresh', from.ip);
  const body = await readBody(c, RefreshGrantBody);
  if (!body.refresh_token) throw new OAuthError('invalid_request', 'refresh_token required');

  const result = await ctx.db.transaction(async (tx) => {
    const outcome = await rotateRefreshToken(tx, body.refresh_token, settings);
    if (outcome.kind === 'reused') return null;
    return sessionResponse(tx, settings, from, outcome.userId, outcome.grant);
  });
  // Thrown after the commit so the family revocation sticks.
  if (!result) throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  return c.json(result);
}

/** GoTrue's PKCE grant: a mailed link's auth code and this client's verifier, for a session. */
async function pkceGrant(c: Context, service: AuthService): Promise<Response> {
  const { ctx, settings } = service;
  const from = requestOrigin(c, service);
  const body = await readBody(c, PkceGrantBody);
  const response = await ctx.db.transaction(async (tx) => {
    const flow = await exchangeAuthCode(tx, body.auth_code, body.code_verifier);
    const user = await findUserById(tx, flow.userId);
    if (!user)
      throw new AuthHttpError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
    const grant = await startSession(tx, user, 'otp', from);
    return sessionResponse(tx, settings, from, user.id, grant);
  });
  return c.json(response);
}

export function registerTokenRoute(app: Hono, service: AuthService): void {
  app.post('/token', async (c) => {
    switch (c.req.query('grant_type')) {
      case 'password':
        return passwordGrant(c, service);
      case 'refresh_token':
        return refreshTokenGrant(c, service);
      case 'pkce':
        return pkceGrant(c, service);
      default:
        // Sic: GoTrue reports an unknown grant type with the invalid_credentials code.
        throw badRequest('invalid_credentials', 'unsupported_grant_type');
    }
  });
}
