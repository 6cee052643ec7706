import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../supabase/local/db/database.ts';
import type { TestBackend } from '../support/backend.ts';
import { type Persona, userIdOf } from './personas.ts';

/** What both supabase-js builders and storage calls resolve to, as far as the matrix cares. */
export interface ApiResult {
  data: unknown;
  error: { message: string; code?: string; status?: number; statusCode?: string } | null;
  status?: number;
}

export interface CaseContext {
  backend: TestBackend;
  db: Database;
  persona: Persona;
  /** The persona's user id; null for anon. */
  userId: string | null;
}

interface CaseBase<Fixture> {
  table: string;
  name: string;
  allow: readonly Persona[];
  /** Only these personas attempt the case (default: all seven). */
  personas?: readonly Persona[];
  /** Puts the target rows in place before each persona's attempt (as the database owner). */
  prepare?(ctx: CaseContext): Promise<Fixture>;
  /** Restores shared seed rows after each attempt, whatever its outcome. */
  cleanup?(ctx: CaseContext, fixture: Fixture): Promise<void>;
  run(client: SupabaseClient, ctx: CaseContext, fixture: Fixture): PromiseLike<ApiResult>;
}

/** A read: allowed when the target row comes back, denied when it does not (empty or refused). */
export interface ReadCase<Fixture = unknown> extends CaseBase<Fixture> {
  kind: 'read';
  visible(result: ApiResult, fixture: Fixture): boolean;
}

/** A write: allowed when it succeeds and the database shows its effect; denied when nothing changed. */
export interface WriteCase<Fixture = unknown> extends CaseBase<Fixture> {
  kind: 'write';
  applied(ctx: CaseContext, fixture: Fixture): Promise<boolean>;
}

export type MatrixCase = ReadCase | WriteCase;

export const read = <Fixture = undefined>(spec: Omit<ReadCase<Fixture>, 'kind'>): MatrixCase => ({
  kind: 'read',
  ...spec,
});
export const write = <Fixture = undefined>(spec: Omit<WriteCase<Fixture>, 'kind'>): MatrixCase => ({
  kind: 'write',
  ...spec,
});

export function caseContext(backend: TestBackend, persona: Persona): CaseContext {
  return { backend, db: backend.gateway.ctx.db, persona, userId: userIdOf(persona) };
}

export const rowsOf = (result: ApiResult): Record<string, unknown>[] =>
  Array.isArray(result.data) ? (result.data as Record<string, unknown>[]) : [];

/** The result lists a row with this id (or any row when no id is given). */
export const returnsRow =
  (id?: string, column = 'id') =>
  (result: ApiResult): boolean =>
    rowsOf(result).some((row) => id === undefined || row[column] === id);

export async function exists(db: Database, sql: string, params: unknown[] = []): Promise<boolean> {
  const { rows } = await db.query(sql, params);
  return rows.length > 0;
}

/** A fresh offer owned by the database (company_id null = admin-curated). */
export async function createOffer(
  db: Database,
  options: {
    companyId?: string | null;
    hidden?: boolean;
    /** false: 'Kommer snart'. */
    active?: boolean;
    secrets?: boolean;
    categoryId?: string;
  } = {},
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into public.offers (id, company_id, title, hidden, offer_active) values ($1, $2, 'Matrix', $3, $4)`,
    [id, options.companyId ?? null, options.hidden ?? false, options.active ?? true],
  );
  if (options.secrets ?? true) {
    await db.query(`insert into public.offer_secrets (offer_id, discount_code) values ($1, 'MATRIX')`, [id]);
  }
  if (options.categoryId) {
    await db.query('insert into public.offer_categories (offer_id, category_id) values ($1, $2)', [
      id,
      options.categoryId,
    ]);
  }
  return id;
}
