import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/** A row of auth.users, as far as the auth service reads it. */
export interface AuthUser {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
  confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone, phone_confirmed_at,
  confirmed_at, banned_until, is_anonymous`;

/** GoTrue lower-cases addresses before storing or looking them up. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(q: Queryable, email: string): Promise<AuthUser | null> {
  const { rows } = await q.query<AuthUser>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null limit 1`,
    [normaliseEmail(email)],
  );
  return rows[0] ?? null;
}

export async function findUserById(q: Queryable, id: string): Promise<AuthUser | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await q.query<AuthUser>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0] ?? null;
}

export function isBanned(user: AuthUser): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > Date.now();
}

export interface NewUser {
  email: string;
  passwordHash: string;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmed: boolean;
  invited?: boolean;
}

/**
 * Inserts a user and its e-mail identity in one statement pair, as the
 * postgres role inside the caller's transaction, so triggers on auth.users
 * (profiles, roles) see the final metadata. Like GoTrue, the identity claims
 * (sub, email, email_verified, phone_verified) are copied into user_metadata.
 */
export async function insertUser(tx: Queryable, user: NewUser): Promise<AuthUser> {
  const id = randomUUID();
  const email = normaliseEmail(user.email);
  const identityData = { sub: id, email, email_verified: user.confirmed, phone_verified: false };
  const appMetadata = { provider: 'email', providers: ['email'], ...user.appMetadata };
  const { rows } = await tx.query<AuthUser>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       invited_at, raw_app_meta_data, raw_user_meta_data, confirmation_token, recovery_token,
       email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
       case when $4::boolean then now() end, case when $5::boolean then now() end, $6, $7, '', '', '', '')
     returning ${USER_COLUMNS}`,
    [
      id,
      email,
      user.passwordHash,
      user.confirmed,
      user.invited ?? false,
      JSON.stringify(appMetadata),
      JSON.stringify({ ...user.userMetadata, ...identityData }),
    ],
  );
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1::text, $1::uuid, $2, 'email', now())`,
    [id, JSON.stringify(identityData)],
  );
  return rows[0] as AuthUser;
}

/** Marks the address as verified (GoTrue's User.Confirm) and spends every pending token. */
export async function confirmUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}', updated_at = now()
     where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}', updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

/** Shallow-merges metadata; a null value removes its key (GoTrue's UpdateUserMetaData). */
export async function mergeUserMetadata(
  tx: Queryable,
  userId: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  updates: Record<string, unknown>,
): Promise<void> {
  const removed = Object.keys(updates).filter((key) => updates[key] === null);
  const kept = Object.fromEntries(Object.entries(updates).filter(([, value]) => value !== null));
  await tx.query(
    `update auth.users set ${column} = (${column} || $2::jsonb) - $3::text[], updated_at = now() where id = $1`,
    [userId, JSON.stringify(kept), removed],
  );
}

export async function setPassword(tx: Queryable, userId: string, passwordHash: string): Promise<void> {
  await tx.query(
    `update auth.users set encrypted_password = $2, recovery_token = '', confirmation_token = '',
       email_change_token_new = '', updated_at = now()
     where id = $1`,
    [userId, passwordHash],
  );
}

export async function recordSignIn(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`update auth.users set last_sign_in_at = now() where id = $1`, [userId]);
  await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [userId]);
}

function iso(value: Date | null | undefined): string | undefined {
  return value ? new Date(value).toISOString() : undefined;
}

/** The user JSON GoTrue returns (models.User), with its identities as stored. */
export async function serializeUser(q: Queryable, user: AuthUser): Promise<Record<string, unknown>> {
  const { rows } = await q.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
     from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  );
  return userJson(user, rows);
}

/** models.User as JSON: empty optional timestamps are omitted. */
export function userJson(user: AuthUser, identities: IdentityRow[]): Record<string, unknown> {
  const json: Record<string, unknown> = {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous,
  };
  return Object.fromEntries(Object.entries(json).filter(([, value]) => value !== undefined));
}
