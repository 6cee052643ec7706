import type { Queryable } from '../db/database.ts';
import { badRequest, unprocessable } from './errors.ts';
import { findEmailToken, spendToken } from './one-time-tokens.ts';
import type { AuthSettings } from './settings.ts';
import { emailTokenHash } from './tokens.ts';
import type { AuthUser } from './users.ts';

/** GoTrue trusts a session this long after it was started (signed in, or opened from a mail link). */
const RECENT_SIGN_IN_HOURS = 24;

async function sessionIsRecent(q: Queryable, sessionId: string | null): Promise<boolean> {
  if (!sessionId) return false;
  const { rows } = await q.query<{ recent: boolean }>(
    `select created_at > now() - make_interval(hours => $2) as recent from auth.sessions where id = $1`,
    [sessionId, RECENT_SIGN_IN_HOURS],
  );
  return rows[0]?.recent ?? false;
}

/**
 * GoTrue's rule for `secure_password_change`: a password may be changed from
 * a session started in the last 24 hours (a sign-in, or the recovery link's
 * session); an older session, or a token without one, must bring the nonce
 * that GET /reauthenticate mailed. The nonce is spent here.
 */
export async function checkPasswordChangeAllowed(
  tx: Queryable,
  settings: AuthSettings,
  user: AuthUser,
  sessionId: string | null,
  nonce: string,
): Promise<void> {
  if (!settings.securePasswordChange || (await sessionIsRecent(tx, sessionId))) return;
  if (!nonce) throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
  const invalid = () => unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid');
  if (!user.email) throw invalid();
  const hash = emailTokenHash(user.email, nonce.trim());
  const found = await findEmailToken(tx, hash, ['reauthentication_token'], settings.otpExpirySeconds);
  if (!found || found.expired || found.userId !== user.id) throw invalid();
  await spendToken(tx, user.id, 'reauthentication_token');
}
