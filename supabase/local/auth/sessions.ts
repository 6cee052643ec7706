import type { Queryable } from '../db/database.ts';
import { badRequest } from './errors.ts';
import type { AuthSettings } from './settings.ts';
import { type AmrEntry, newRefreshToken, signAccessToken } from './tokens.ts';
import { type AuthUser, findUserById, isBanned, recordSignIn, serializeUser } from './users.ts';

/** Where a request came from; stored on the session like GoTrue's user_agent / ip columns. */
export interface RequestOrigin {
  /** The public origin of the request, e.g. http://localhost:5173 (JWT `iss`, mail links). */
  origin: string;
  ip: string;
  userAgent: string | null;
}

/** How a session was started; becomes the `amr` claim. */
/** GoTrue records 'password' for password grants and 'otp' for every mailed link or code. */
export type AuthMethod = 'password' | 'otp';

export interface SessionGrant {
  sessionId: string;
  refreshToken: string;
}

/** Starts a session with its first refresh token (GoTrue's GrantAuthenticatedUser). */
export async function startSession(
  tx: Queryable,
  user: AuthUser,
  method: AuthMethod,
  from: RequestOrigin,
): Promise<SessionGrant> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.sessions (user_id, aal, user_agent, ip, refreshed_at) values ($1, 'aal1', $2, $3, now()) returning id`,
    [user.id, from.userAgent, from.ip],
  );
  const sessionId = (rows[0] as { id: string }).id;
  await tx.query(`insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)`, [
    sessionId,
    method,
  ]);
  const refreshToken = newRefreshToken();
  await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)`, [
    refreshToken,
    user.id,
    sessionId,
  ]);
  await recordSignIn(tx, user.id);
  return { sessionId, refreshToken };
}

async function sessionAmr(q: Queryable, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await q.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::int as timestamp
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return rows.map((row) => ({ method: row.method, timestamp: row.timestamp }));
}

/** GoTrue's AccessTokenResponse for a session, with the user as stored now. */
export async function sessionResponse(
  q: Queryable,
  settings: AuthSettings,
  from: RequestOrigin,
  userId: string,
  grant: SessionGrant,
): Promise<Record<string, unknown>> {
  const user = await findUserById(q, userId);
  if (!user) throw badRequest('user_not_found', 'User not found');
  const { token, expiresAt } = await signAccessToken({
    user,
    sessionId: grant.sessionId,
    amr: await sessionAmr(q, grant.sessionId),
    issuer: `${from.origin}/auth/v1`,
    secret: settings.jwtSecret,
    lifetimeSeconds: settings.jwtExpirySeconds,
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: settings.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: grant.refreshToken,
    user: await serializeUser(q, user),
  };
}

interface RefreshTokenRow {
  token: string;
  revoked: boolean;
  session_id: string;
  user_id: string;
  reusable: boolean;
}

export type RefreshOutcome = { kind: 'granted'; userId: string; grant: SessionGrant } | { kind: 'reused' };

/**
 * Rotates a refresh token: the presented token is revoked and a child
 * (parent = presented) issued. Replaying a revoked token inside the reuse
 * interval hands back the session's current token, so a client that lost a
 * response is not logged out; any later replay is treated as theft and every
 * token of the session is revoked. The revocation must commit, so the caller
 * turns `reused` into the error after the transaction.
 */
export async function rotateRefreshToken(
  tx: Queryable,
  presented: string,
  settings: AuthSettings,
): Promise<RefreshOutcome> {
  const notFound = () =>
    badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (!/^[\w-]{1,255}$/.test(presented)) throw notFound();
  const { rows } = await tx.query<RefreshTokenRow>(
    `select token, revoked, session_id, user_id,
       updated_at > now() - make_interval(secs => $2::double precision) as reusable
     from auth.refresh_tokens where token = $1`,
    [presented, settings.refreshTokenReuseIntervalSeconds],
  );
  const token = rows[0];
  if (!token) throw notFound();

  const user = await findUserById(tx, token.user_id);
  if (!user) throw notFound();
  if (isBanned(user)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');

  if (token.revoked) {
    const { rows: active } = await tx.query<{ token: string }>(
      `select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
      [token.session_id],
    );
    const current = active[0];
    if (token.reusable && current) {
      return {
        kind: 'granted',
        userId: user.id,
        grant: { sessionId: token.session_id, refreshToken: current.token },
      };
    }
    await tx.query(
      `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked`,
      [token.session_id],
    );
    return { kind: 'reused' };
  }

  await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [
    presented,
  ]);
  const child = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`,
    [child, user.id, token.session_id, presented],
  );
  await tx.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [
    token.session_id,
  ]);
  return { kind: 'granted', userId: user.id, grant: { sessionId: token.session_id, refreshToken: child } };
}

export async function sessionExists(q: Queryable, sessionId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const { rows } = await q.query(`select 1 from auth.sessions where id = $1`, [sessionId]);
  return rows.length > 0;
}

/** Deleting a session drops its refresh tokens (cascade) and invalidates its access tokens at /user. */
export async function endSession(q: Queryable, sessionId: string): Promise<void> {
  await q.query(`delete from auth.sessions where id = $1`, [sessionId]);
}

export async function endUserSessions(q: Queryable, userId: string, exceptSessionId?: string): Promise<void> {
  await q.query(`delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid`, [
    userId,
    exceptSessionId ?? null,
  ]);
}
