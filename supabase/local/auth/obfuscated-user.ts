import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { type AuthUser, type IdentityRow, normaliseEmail, userJson } from './users.ts';

interface Normalised {
  now: Date;
  app_meta: Record<string, unknown>;
  user_meta: Record<string, unknown>;
  identity_data: Record<string, unknown>;
}

/**
 * The answer to a sign-up for an address that is already registered and
 * confirmed, while confirmation mails are on: exactly what a new, unconfirmed
 * user would get (GoTrue's sanitizeUser, but with the identity a new user
 * has, since an empty `identities` list would give the secret away). The
 * metadata goes through jsonb and every timestamp is the transaction's
 * now(), as for a real insert, so not even the key order or the clock differs.
 * Nothing is stored and no mail is sent.
 */
export async function obfuscatedNewUser(
  tx: Queryable,
  rawEmail: string,
  data: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const id = randomUUID();
  const email = normaliseEmail(rawEmail);
  const identityData = { sub: id, email, email_verified: false, phone_verified: false };
  const { rows } = await tx.query<Normalised>(
    `select now() as now, $1::jsonb as app_meta, $2::jsonb as user_meta, $3::jsonb as identity_data`,
    [
      JSON.stringify({ provider: 'email', providers: ['email'] }),
      JSON.stringify({ ...data, ...identityData }),
      JSON.stringify(identityData),
    ],
  );
  const { now, app_meta, user_meta, identity_data } = rows[0] as Normalised;
  const user: AuthUser = {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    invited_at: null,
    confirmation_sent_at: now,
    recovery_sent_at: null,
    email_change: '',
    email_change_sent_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: app_meta,
    raw_user_meta_data: user_meta,
    created_at: now,
    updated_at: now,
    phone: null,
    phone_confirmed_at: null,
    confirmed_at: null,
    banned_until: null,
    is_anonymous: false,
  };
  const identity: IdentityRow = {
    id: randomUUID(),
    provider_id: id,
    user_id: id,
    identity_data,
    provider: 'email',
    last_sign_in_at: now,
    created_at: now,
    updated_at: now,
    email,
  };
  return userJson(user, [identity]);
}
