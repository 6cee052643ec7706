import { createHash, randomUUID } from 'node:crypto';
import * as z from 'zod';
import type { Queryable } from '../db/database.ts';
import { AuthHttpError, badRequest, unprocessable, validationFailed } from './errors.ts';
import { optionalString } from './request-body.ts';

// GoTrue's PKCE flow for mailed links. A client that sends a code_challenge
// with /otp, /signup, /recover or /resend gets a flow state; the mail's link
// carries `pkce_<token hash>`; GET /verify then redirects with ?code=<auth
// code> instead of a session in the fragment, and only the client holding the
// verifier can trade that code for a session (POST /token?grant_type=pkce).
// A link opened in another browser, or planted by someone else, signs no one in.

/** The prefix GoTrue puts before the token hash in a PKCE flow's mail link. */
export const PKCE_PREFIX = 'pkce_';

/** GoTrue's FlowStateExpiryDuration default: an auth code is good for five minutes. */
export const FLOW_STATE_EXPIRY_SECONDS = 300;

/** The authentication methods of mailed-link flows (GoTrue's models.AuthenticationMethod). */
const FLOW_METHODS = ['magiclink', 'recovery', 'email/signup', 'email_change'] as const;
export type FlowMethod = (typeof FLOW_METHODS)[number];

/** A /verify type's flow method (GoTrue's ParseAuthenticationMethod). */
export function flowMethodOfVerifyType(type: string): FlowMethod | null {
  if (type === 'magiclink' || type === 'recovery' || type === 'email_change') return type;
  if (type === 'signup') return 'email/signup';
  return null;
}

export const PkceFields = {
  code_challenge: optionalString,
  code_challenge_method: optionalString,
};

export interface PkceChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/**
 * The request's challenge (GoTrue's validatePKCEParams): none means the
 * implicit flow; one half without the other, or an unknown method, is a 400.
 */
export function pkceChallengeOf(body: {
  code_challenge: string;
  code_challenge_method: string;
}): PkceChallenge | null {
  const challenge = body.code_challenge;
  const method = body.code_challenge_method.toLowerCase();
  if (!challenge && !method) return null;
  if (!challenge || !method) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (method !== 's256' && method !== 'plain') {
    throw validationFailed(`code challenge method ${body.code_challenge_method} not supported`);
  }
  return { challenge, method };
}

/** Stores the challenge for a link about to be mailed to `userId`. */
export async function createFlowState(
  tx: Queryable,
  userId: string,
  method: FlowMethod,
  pkce: PkceChallenge,
): Promise<void> {
  await tx.query(
    `insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method)
     values ($1, $2, $3, $4, $5, $5)`,
    [userId, randomUUID(), pkce.method, pkce.challenge, method],
  );
}

/** The link was opened: the user's latest flow of that method gets its auth code issued (GoTrue's issueAuthCode). */
export async function issueAuthCode(tx: Queryable, userId: string, method: FlowMethod): Promise<string> {
  const { rows } = await tx.query<{ id: string; auth_code: string }>(
    `select id, auth_code from auth.flow_state where user_id = $1 and authentication_method = $2
     order by created_at desc limit 1`,
    [userId, method],
  );
  const flow = rows[0];
  if (!flow) throw badRequest('flow_state_not_found', 'No associated flow state found. flow state not found');
  await tx.query(`update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1`, [
    flow.id,
  ]);
  return flow.auth_code;
}

function challengeOf(verifier: string, method: 's256' | 'plain'): string {
  return method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
}

export interface ExchangedFlow {
  userId: string;
  method: FlowMethod;
}

const FlowRow = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  code_challenge: z.string(),
  code_challenge_method: z.enum(['s256', 'plain']),
  authentication_method: z.enum(FLOW_METHODS),
  expired: z.boolean(),
});

/**
 * GoTrue's PKCE grant: the auth code with the verifier whose hash is the
 * stored challenge, once, within five minutes. The flow state is spent.
 */
export async function exchangeAuthCode(
  tx: Queryable,
  authCode: string,
  verifier: string,
): Promise<ExchangedFlow> {
  if (!authCode || !verifier) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  const { rows } = await tx.query(
    `select id, user_id, code_challenge, code_challenge_method, authentication_method,
            coalesce(auth_code_issued_at, created_at) < now() - make_interval(secs => $2::double precision) as expired
     from auth.flow_state where auth_code = $1 limit 1`,
    [authCode, FLOW_STATE_EXPIRY_SECONDS],
  );
  const parsed = FlowRow.safeParse(rows[0]);
  const flow = parsed.success ? parsed.data : null;
  if (flow?.user_id == null) {
    throw new AuthHttpError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  if (flow.expired) throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
  if (challengeOf(verifier, flow.code_challenge_method) !== flow.code_challenge) {
    throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  await tx.query(`delete from auth.flow_state where id = $1`, [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method };
}
