import type { Context, Hono } from 'hono';
import * as z from 'zod';
import {
  AuthHttpError,
  badRequest,
  errorResponse,
  forbidden,
  unprocessable,
  validationFailed,
} from '../errors.ts';
import { confirmEmailChange } from '../email-change.ts';
import { VERIFY_TYPES, findEmailToken, isVerifyType, spendUserTokens } from '../one-time-tokens.ts';
import { rateLimited } from '../rate-limit.ts';
import { PKCE_PREFIX, flowMethodOfVerifyType, issueAuthCode } from '../pkce.ts';
import { optionalString, readBody } from '../request-body.ts';
import { type AuthService, requestOrigin, resolveRedirect, validateEmail } from '../service.ts';
import { type RequestOrigin, sessionResponse, startSession } from '../sessions.ts';
import { emailTokenHash } from '../tokens.ts';
import { confirmUser, findUserById, isBanned } from '../users.ts';

const VerifyBody = z.object({
  type: optionalString,
  token: optionalString,
  token_hash: optionalString,
  email: optionalString,
  phone: optionalString,
  redirect_to: optionalString,
});

/** GoTrue's singleConfirmationAccepted: the first half of a double-confirmed e-mail change. */
const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

type Verified =
  | { kind: 'session'; session: Record<string, unknown>; type: string }
  | { kind: 'code'; authCode: string }
  | { kind: 'message'; message: string };

/**
 * Spends a token (single use, one-hour lifetime), applies what it stands for
 * (GoTrue's signupVerify / recoverVerify / emailChangeVerify) and signs its
 * user in, unless an e-mail change still waits for its other address.
 */
async function verifyToken(
  service: AuthService,
  from: RequestOrigin,
  tokenHash: string,
  type: keyof typeof VERIFY_TYPES,
  invalidMessage: string,
  pkce = false,
): Promise<Verified> {
  const { ctx, settings } = service;
  return ctx.db.transaction(async (tx): Promise<Verified> => {
    const found = await findEmailToken(tx, tokenHash, VERIFY_TYPES[type], settings.otpExpirySeconds);
    if (!found || found.expired) throw forbidden('otp_expired', invalidMessage);
    const user = await findUserById(tx, found.userId);
    if (!user) throw forbidden('otp_expired', invalidMessage);
    if (isBanned(user)) throw new AuthHttpError(401, 'user_banned', 'Error confirming user');
    if (type === 'email_change') {
      const outcome = await confirmEmailChange(tx, settings, user, found.kind);
      if (outcome === 'awaiting_other_address')
        return { kind: 'message', message: SINGLE_CONFIRMATION_ACCEPTED };
    } else {
      await spendUserTokens(tx, user.id);
    }
    // Every mailed token proves an address, so an unconfirmed user becomes confirmed.
    await confirmUser(tx, user.id);
    if (pkce) {
      // GoTrue's PKCE flow: no session here, an auth code for the browser that holds the verifier.
      const method = flowMethodOfVerifyType(type);
      if (!method)
        throw badRequest('flow_state_not_found', 'No associated flow state found. flow state not found');
      return { kind: 'code', authCode: await issueAuthCode(tx, user.id, method) };
    }
    const grant = await startSession(tx, user, 'otp', from);
    const effectiveType =
      type === 'email' ? (found.kind === 'recovery_token' ? 'magiclink' : 'signup') : type;
    const session = await sessionResponse(tx, settings, from, user.id, grant);
    return { kind: 'session', session, type: effectiveType };
  });
}

const OAUTH_ERROR_BY_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/**
 * GoTrue's prepErrorRedirectURL: the error goes in the fragment of the
 * landing page, and for a PKCE flow in its query as well.
 */
function errorRedirectUrl(target: string, error: AuthHttpError, pkce = false): string {
  const url = new URL(target);
  const fragment = new URLSearchParams();
  const oauthError = OAUTH_ERROR_BY_STATUS[error.status];
  if (oauthError) fragment.set('error', oauthError);
  fragment.set('error_code', error.errorCode);
  fragment.set('error_description', error.message);
  if (pkce) for (const [key, value] of fragment) url.searchParams.set(key, value);
  url.hash = fragment.toString();
  return url.toString();
}

/** GoTrue's prepPKCERedirectURL: the auth code in the landing page's query. */
function codeRedirectUrl(target: string, authCode: string): string {
  const url = new URL(target);
  url.searchParams.set('code', authCode);
  return url.toString();
}

/** GoTrue's prepRedirectURL: an informational message in the query and the fragment. */
function messageRedirectUrl(target: string, message: string): string {
  const url = new URL(target);
  url.searchParams.set('message', message);
  url.hash = new URLSearchParams({ message }).toString();
  return url.toString();
}

/** GoTrue's AsRedirectURL: the session in the fragment, keys sorted as Go's url.Values encodes them. */
function sessionRedirectUrl(target: string, verified: Extract<Verified, { kind: 'session' }>): string {
  const session = verified.session;
  const fragment = new URLSearchParams({
    access_token: String(session.access_token),
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: String(session.refresh_token),
    token_type: String(session.token_type),
    type: verified.type,
  });
  const url = new URL(target);
  url.hash = '';
  return `${url.toString()}#${fragment.toString()}`;
}

export function registerVerifyRoute(app: Hono, service: AuthService): void {
  const limit = rateLimited(service.limiter, 'tokenVerifications');

  /** The link in every auth mail: verifies, then redirects with the session (or the error) in the fragment. */
  app.get('/verify', limit, async (c: Context) => {
    const type = c.req.query('type') ?? '';
    const linkToken = c.req.query('token') ?? '';
    if (!type) throw validationFailed('Verify requires a verification type', 422);
    if (!linkToken) throw validationFailed('Verify requires a token or a token hash', 422);
    const pkce = linkToken.startsWith(PKCE_PREFIX);
    const token = pkce ? linkToken.slice(PKCE_PREFIX.length) : linkToken;
    const target = resolveRedirect(c, service, c.req.query('redirect_to'));
    try {
      if (!isVerifyType(type)) throw validationFailed('Invalid email verification type');
      const verified = await verifyToken(
        service,
        requestOrigin(c, service),
        token,
        type,
        'Email link is invalid or has expired',
        pkce,
      );
      if (verified.kind === 'message') return c.redirect(messageRedirectUrl(target, verified.message), 303);
      if (verified.kind === 'code') return c.redirect(codeRedirectUrl(target, verified.authCode), 303);
      return c.redirect(sessionRedirectUrl(target, verified), 303);
    } catch (error) {
      if (error instanceof AuthHttpError) return c.redirect(errorRedirectUrl(target, error, pkce), 303);
      return errorResponse(c, error);
    }
  });

  /** verifyOtp(): a code with its address, or a token hash, exchanged for a session. */
  app.post('/verify', limit, async (c: Context) => {
    const body = await readBody(c, VerifyBody);
    if (!body.type) throw validationFailed('Verify requires a verification type', 422);
    if (body.token && body.token_hash)
      throw validationFailed('Verify requires either a token or a token hash');
    if (!body.token && !body.token_hash)
      throw validationFailed('Verify requires either a token or a token hash');
    if (body.type === 'sms' || body.type === 'phone_change' || body.phone) {
      throw unprocessable('phone_provider_disabled', 'Unsupported phone provider');
    }
    if (!isVerifyType(body.type)) throw validationFailed('Unsupported verification type');

    let tokenHash = body.token_hash;
    let invalidMessage = 'Email link is invalid or has expired';
    if (body.token) {
      if (!body.email) {
        throw validationFailed('Only an email address or phone number should be provided on verify');
      }
      let email: string;
      try {
        email = validateEmail(body.email);
      } catch {
        throw validationFailed('Invalid email format', 422);
      }
      tokenHash = emailTokenHash(email, body.token.replaceAll('-', '').trim());
      invalidMessage = 'Token has expired or is invalid';
    } else if (body.email || body.redirect_to) {
      throw validationFailed('Only the token_hash and type should be provided');
    }
    const verified = await verifyToken(
      service,
      requestOrigin(c, service),
      tokenHash,
      body.type,
      invalidMessage,
    );
    if (verified.kind === 'message') return c.json({ msg: verified.message, code: '200' });
    if (verified.kind === 'code') throw new Error('verifyOtp never runs a PKCE flow');
    return c.json(verified.session);
  });
}
