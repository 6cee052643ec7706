import type { Transaction } from '@electric-sql/pglite';
import { expect } from 'vitest';
import type { GatewayOptions } from '../../../supabase/local/config.ts';
import type { Database } from '../../../supabase/local/db/database.ts';
import { type TestBackend, startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';

/** The file's backend and its database, as getters valid inside tests and hooks. */
export function schemaBackendForFile(options: GatewayOptions = {}): {
  backend: () => TestBackend;
  db: () => Database;
} {
  const backend = backendForFile(() => startTestBackend(options));
  return { backend, db: () => backend().gateway.ctx.db };
}

/** Runs fn as a signed-in user (PostgREST's per-request settings), or as anon without an id. */
export function asUser<T>(
  db: Database,
  userId: string | null,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const claims = userId
    ? { role: 'authenticated' as const, sub: userId, aud: 'authenticated' }
    : { role: 'anon' as const };
  return db.asRole(claims, fn);
}

/** Asserts that a statement fails with the given SQLSTATE (and optionally names the constraint). */
export async function expectSqlError(
  run: Promise<unknown>,
  code: string,
  constraint?: string,
): Promise<void> {
  const error = await run.then(
    () => null,
    (caught: unknown) => caught as { code?: string; constraint?: string },
  );
  expect(error, `expected SQLSTATE ${code}`).not.toBeNull();
  expect(error?.code).toBe(code);
  if (constraint) expect(error?.constraint).toBe(constraint);
}

/** The single row of a query. */
export async function one<T>(
  db: Pick<Database, 'query'> | Transaction,
  sql: string,
  params?: unknown[],
): Promise<T> {
  const { rows } = await db.query<T>(sql, params);
  expect(rows).toHaveLength(1);
  return rows[0] as T;
}
