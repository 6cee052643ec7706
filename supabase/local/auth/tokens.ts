import { createHash, randomBytes, randomInt } from 'node:crypto';
import { type JWTPayload, errors, jwtVerify } from 'jose';
import { VERIFY_OPTIONS, secretKey, signJwt } from '../keys.ts';
import { forbidden } from './errors.ts';
import type { AuthUser } from './users.ts';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface AccessTokenClaims extends JWTPayload {
  sub?: string;
  role?: string;
  email?: string;
  session_id?: string;
}

export interface IssuedAccessToken {
  token: string;
  expiresAt: number;
}

/** Signs an access token with GoTrue's claim set, in GoTrue's order. */
export async function signAccessToken(options: {
  user: AuthUser;
  sessionId: string;
  amr: AmrEntry[];
  issuer: string;
  secret: string;
  lifetimeSeconds: number;
}): Promise<IssuedAccessToken> {
  const { user } = options;
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + options.lifetimeSeconds;
  const token = await signJwt(
    {
      iss: options.issuer,
      sub: user.id,
      aud: user.aud,
      exp: expiresAt,
      iat: issuedAt,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: user.role,
      aal: 'aal1',
      amr: options.amr,
      session_id: options.sessionId,
      is_anonymous: user.is_anonymous,
    },
    options.secret,
  );
  return { token, expiresAt };
}

/**
 * Verifies a bearer token as GoTrue's parseJWTClaims does: any parse,
 * signature or expiry failure is 403 `bad_jwt` with the reason appended. A
 * token without `exp` fails too (golang-jwt's WithExpirationRequired).
 */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), VERIFY_OPTIONS);
    return payload;
  } catch (error) {
    let reason = 'token is malformed';
    if (error instanceof errors.JWTExpired) reason = 'token has invalid claims: token is expired';
    else if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'exp')
      reason = 'token has invalid claims: token is missing required claim: exp claim is required';
    else if (error instanceof errors.JWSSignatureVerificationFailed)
      reason = 'token signature is invalid: signature is invalid';
    else if (error instanceof errors.JOSEAlgNotAllowed)
      reason = 'token is unverifiable: signing method is invalid';
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

/** Opaque, unguessable refresh token (GoTrue's are random strings too). */
export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The six-digit code GoTrue mails alongside a link (MAILER_OTP_LENGTH = 6). */
export function newEmailOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * GoTrue stores and links only a hash of e-mail plus code (crypto.GenerateTokenHash),
 * so a link's `token` (= token_hash) and `{email, token}` find the same row.
 */
export function emailTokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}
