import type { Queryable } from '../db/database.ts';
import { emailTokenHash, newEmailOtp } from './tokens.ts';

/** The token columns GoTrue keeps per user; one live token of each kind at a time. */
export type TokenKind =
  | 'confirmation_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'reauthentication_token';

/** The `type` values of /verify, and which stored token each may spend. */
export const VERIFY_TYPES = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  magiclink: ['recovery_token'],
  recovery: ['recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
  email: ['confirmation_token', 'recovery_token'],
} as const satisfies Record<string, readonly TokenKind[]>;

export type VerifyType = keyof typeof VERIFY_TYPES;

export function isVerifyType(value: string): value is VerifyType {
  return Object.hasOwn(VERIFY_TYPES, value);
}

const SENT_AT_COLUMN: Record<TokenKind, string> = {
  confirmation_token: 'confirmation_sent_at',
  recovery_token: 'recovery_sent_at',
  email_change_token_new: 'email_change_sent_at',
  email_change_token_current: 'email_change_sent_at',
  reauthentication_token: 'reauthentication_sent_at',
};

export interface IssuedEmailToken {
  /** The six-digit code for `verifyOtp({email, token})`. */
  otp: string;
  /** What mail links carry as `token` and `verifyOtp({token_hash})` takes. */
  tokenHash: string;
}

/**
 * Issues a fresh token of one kind for a user, replacing any earlier one of
 * that kind, so only the latest mail's link works. `email` is the address the
 * code is bound to (the new address for an e-mail change).
 */
export async function issueEmailToken(
  tx: Queryable,
  userId: string,
  kind: TokenKind,
  email: string,
): Promise<IssuedEmailToken> {
  const otp = newEmailOtp();
  const tokenHash = emailTokenHash(email, otp);
  await tx.query(`update auth.users set ${kind} = $2, ${SENT_AT_COLUMN[kind]} = now() where id = $1`, [
    userId,
    tokenHash,
  ]);
  await tx.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)
     on conflict (user_id, token_type)
     do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to, created_at = now(), updated_at = now()`,
    [userId, kind, tokenHash, email],
  );
  return { otp, tokenHash };
}

export interface FoundToken {
  userId: string;
  kind: TokenKind;
  expired: boolean;
}

export async function findEmailToken(
  q: Queryable,
  tokenHash: string,
  kinds: readonly TokenKind[],
  expirySeconds: number,
): Promise<FoundToken | null> {
  // Hashes are hex; anything else cannot match and must not reach the database as-is.
  if (!/^[0-9a-f]{1,128}$/i.test(tokenHash)) return null;
  const { rows } = await q.query<{ user_id: string; token_type: TokenKind; expired: boolean }>(
    `select user_id, token_type, created_at < now() - make_interval(secs => $3::double precision) as expired
     from auth.one_time_tokens where token_hash = $1 and token_type = any($2::text[]) limit 1`,
    [tokenHash, [...kinds], expirySeconds],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, kind: row.token_type, expired: row.expired } : null;
}

/** Tokens are single use: verifying one spends every pending token of the user, as GoTrue does. */
export async function spendUserTokens(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`delete from auth.one_time_tokens where user_id = $1`, [userId]);
  await tx.query(
    `update auth.users set confirmation_token = '', recovery_token = '', email_change_token_new = '',
       email_change_token_current = '', reauthentication_token = ''
     where id = $1`,
    [userId],
  );
}

/** Spends one token and leaves the others (the first half of a double-confirmed e-mail change, a nonce). */
export async function spendToken(tx: Queryable, userId: string, kind: TokenKind): Promise<void> {
  await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = $2`, [userId, kind]);
  await tx.query(`update auth.users set ${kind} = '' where id = $1`, [userId]);
}
