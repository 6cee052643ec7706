import { randomInt } from 'node:crypto';
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { orgNumberCheckDigit } from '../../../supabase/functions/_shared/contracts/org-number.ts';
import type { GatewayOptions } from '../../../supabase/local/config.ts';
import { RELAXED_LIMITS, STRONG_PASSWORD, createConfirmedUser, uniqueEmail } from '../auth/auth-helpers.ts';
import { type TestBackend, startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';

/** The file's seeded backend with relaxed auth rate limits; a getter for tests and hooks. */
export function accountsBackendForFile(options: GatewayOptions = {}): () => TestBackend {
  return backendForFile(() => startTestBackend({ rateLimits: RELAXED_LIMITS, ...options }));
}

const issued = new Set<string>();

/** A fresh organisation number with a correct mod-11 check digit, never one of the seed's. */
export function validOrgNo(): string {
  for (;;) {
    const firstEight = String(randomInt(10_000_000, 100_000_000));
    const check = orgNumberCheckDigit(firstEight);
    const orgNo = `${firstEight}${String(check)}`;
    if (check !== null && !issued.has(orgNo) && orgNo !== '914563720' && orgNo !== '928714055') {
      issued.add(orgNo);
      return orgNo;
    }
  }
}

/** Nine digits whose check digit is wrong. */
export function wrongCheckDigit(orgNo: string): string {
  return `${orgNo.slice(0, 8)}${String((Number(orgNo[8]) + 1) % 10)}`;
}

/** "914563720" written the way people type it: "914 563 720". */
export function spaced(orgNo: string): string {
  return `${orgNo.slice(0, 3)} ${orgNo.slice(3, 6)} ${orgNo.slice(6)}`;
}

export interface CompanyRow {
  id: string;
  name: string;
  org_no: string;
  address: string | null;
  invoice_email: string | null;
  phone: string | null;
}

/** Every company with this organisation number (0 or 1), as the database owner sees it. */
export async function companiesWithOrgNo(backend: TestBackend, orgNo: string): Promise<CompanyRow[]> {
  const { rows } = await backend.gateway.ctx.db.query<CompanyRow>(
    'select id, name, org_no, address, invoice_email, phone from public.companies where org_no = $1',
    [orgNo],
  );
  return rows;
}

/**
 * Verifies a pending company as the database owner, through the same database function the
 * registry check and an admin's approval use (issue 23: only verified companies hold a number).
 */
export async function verifyCompany(backend: TestBackend, companyId: string): Promise<void> {
  await backend.gateway.ctx.db.query(`select private.mark_company_verified($1, 'admin')`, [companyId]);
}

/** Verifies the one pending claim on this number. */
export async function verifyClaim(backend: TestBackend, orgNo: string): Promise<void> {
  const { rows } = await backend.gateway.ctx.db.query<{ id: string }>(
    `select id from public.companies where org_no = $1 and verification_status = 'pending'`,
    [orgNo],
  );
  if (rows.length !== 1 || !rows[0])
    throw new Error(`expected one pending claim on ${orgNo}, found ${String(rows.length)}`);
  await verifyCompany(backend, rows[0].id);
}

/** The user's memberships, as (company id, role) pairs. */
export async function membershipsOf(
  backend: TestBackend,
  userId: string,
): Promise<{ company_id: string; role: string }[]> {
  const { rows } = await backend.gateway.ctx.db.query<{ company_id: string; role: string }>(
    'select company_id, role from public.employees where user_id = $1 order by created_at',
    [userId],
  );
  return rows;
}

export async function globalRolesOf(backend: TestBackend, userId: string): Promise<string[]> {
  const { rows } = await backend.gateway.ctx.db.query<{ role: string }>(
    'select role from public.user_roles where user_id = $1 order by role',
    [userId],
  );
  return rows.map((row) => row.role);
}

export async function userIdByEmail(backend: TestBackend, email: string): Promise<string> {
  const { rows } = await backend.gateway.ctx.db.query<{ id: string }>(
    'select id from auth.users where email = $1',
    [email],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`no user ${email}`);
  return id;
}

/** A PostgREST failure: its HTTP status and error body. */
export function expectRestError(
  result: { error: PostgrestError | null; status: number },
  status: number,
  code?: string,
): PostgrestError {
  expect(result.error, `expected HTTP ${String(status)}`).not.toBeNull();
  expect(result.status).toBe(status);
  if (code) expect(result.error?.code).toBe(code);
  return result.error as PostgrestError;
}

export interface NewAccount {
  id: string;
  email: string;
  client: SupabaseClient;
}

/** A confirmed individual account, created as an admin would, and a client signed in as it. */
export async function signedInNewAccount(backend: TestBackend, label: string): Promise<NewAccount> {
  const email = uniqueEmail(label);
  const id = await createConfirmedUser(backend, email, STRONG_PASSWORD, {
    user_type: 'individual',
    firstname: 'Test',
    lastname: 'Person',
  });
  const signedIn = await backend.signIn(email, STRONG_PASSWORD);
  return { id, email, client: signedIn };
}
