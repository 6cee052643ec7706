import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { Database } from '../../../supabase/local/db/database.ts';
import { RELAXED_LIMITS } from '../auth/auth-helpers.ts';
import { PERSONA_USERS, type Persona } from '../rls/personas.ts';
import { COMPANIES, EMPLOYEES, USERS } from '../rls/seed-ids.ts';
import { type TestBackend, startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';

/** The file's seeded backend with relaxed auth rate limits; a getter for tests and hooks. */
export function employeesBackendForFile(): () => TestBackend {
  return backendForFile(() => startTestBackend({ rateLimits: RELAXED_LIMITS }));
}

/** The seeded memberships, owners first so that restoring them never leaves a company without one. */
const SEEDED_MEMBERSHIPS = [
  { id: EMPLOYEES.acmeOwner, userId: USERS.acmeOwner.id, companyId: COMPANIES.acme, role: 'owner' },
  { id: EMPLOYEES.fjordOwner, userId: USERS.fjordOwner.id, companyId: COMPANIES.fjord, role: 'owner' },
  { id: EMPLOYEES.acmeAdmin, userId: USERS.acmeAdmin.id, companyId: COMPANIES.acme, role: 'admin' },
  { id: EMPLOYEES.acmeEmployee, userId: USERS.acmeEmployee.id, companyId: COMPANIES.acme, role: 'employee' },
  { id: EMPLOYEES.acmeSeller, userId: USERS.acmeSeller.id, companyId: COMPANIES.acme, role: 'employee' },
  { id: EMPLOYEES.acmeInvited, userId: USERS.acmeInvited.id, companyId: COMPANIES.acme, role: 'employee' },
  {
    id: EMPLOYEES.fjordEmployee,
    userId: USERS.fjordEmployee.id,
    companyId: COMPANIES.fjord,
    role: 'employee',
  },
] as const;

const SEEDED_IDS = SEEDED_MEMBERSHIPS.map((membership) => membership.id);

/**
 * Puts the seed's memberships back as they were (as the database owner) and
 * removes every other membership of the seeded users, e.g. a platform admin
 * a test made a member. Test users made by freshUser are removed with their rows.
 */
export async function restoreSeededMemberships(db: Database): Promise<void> {
  for (const { id, userId, companyId, role } of SEEDED_MEMBERSHIPS) {
    await db.query(
      `insert into public.employees (id, user_id, company_id, role) values ($1, $2, $3, $4)
       on conflict (id) do update set role = excluded.role, user_id = excluded.user_id`,
      [id, userId, companyId, role],
    );
  }
  await db.query(
    `delete from public.employees
     where not (id = any($1::uuid[])) and user_id = any($2::uuid[])`,
    [SEEDED_IDS, Object.values(USERS).map((user) => user.id)],
  );
  await db.query(`delete from auth.users where email like 'employees-fixture-%'`);
}

/** A fresh confirmed account with a profile and no membership, made as the database owner. */
export async function freshUser(db: Database, firstname = 'Test'): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at, raw_user_meta_data)
     values ($1, now(), jsonb_build_object('firstname', $2::text, 'lastname', 'Testesen')) returning id`,
    [`employees-fixture-${randomUUID()}@example.test`, firstname],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no user created');
  return id;
}

/** Adds a membership as the server would (registration or invitation); returns the row's id. */
export async function addMembership(
  db: Database,
  userId: string,
  companyId: string,
  role: 'employee' | 'admin' | 'owner',
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'insert into public.employees (user_id, company_id, role) values ($1, $2, $3) returning id',
    [userId, companyId, role],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no membership created');
  return id;
}

/** Sets a membership's role as the database owner (setting up a case, not testing one). */
export async function setRoleAsOwner(db: Database, employeeId: string, role: string): Promise<void> {
  await db.query('update public.employees set role = $2 where id = $1', [employeeId, role]);
}

export async function roleOf(db: Database, employeeId: string): Promise<string | null> {
  const { rows } = await db.query<{ role: string }>('select role from public.employees where id = $1', [
    employeeId,
  ]);
  return rows[0]?.role ?? null;
}

/** Signed-in supabase-js clients of the personas, made once per file. */
export function personaClientCache(backend: () => TestBackend) {
  const clients = new Map<Persona, SupabaseClient>();
  return async (persona: Persona): Promise<SupabaseClient> => {
    const cached = clients.get(persona);
    if (cached) return cached;
    const client =
      persona === 'anon' ? backend().anon() : await backend().signIn(PERSONA_USERS[persona].email);
    clients.set(persona, client);
    return client;
  };
}

interface RestResult {
  error: { code?: string; message: string } | null;
  status: number;
}

/** A refused write: the status and SQLSTATE PostgREST answers, and a Norwegian message. */
export function expectRefused(result: RestResult, status: number, code: string, message?: RegExp): void {
  expect(result.error, `expected HTTP ${String(status)}`).not.toBeNull();
  expect(result.status).toBe(status);
  expect(result.error?.code).toBe(code);
  if (message) expect(result.error?.message).toMatch(message);
}
