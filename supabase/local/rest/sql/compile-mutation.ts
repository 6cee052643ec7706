import { apiErrors } from '../errors.ts';
import type { QueryParams } from '../parse/types.ts';
import type { SchemaCache, Table } from '../schema/types.ts';
import { Params, ident, qualified } from './identifiers.ts';
import { type ReadNode, planRead } from './read-plan.ts';
import { orderSql, rangeSql, rootQuery, treeSql } from './read-sql.ts';
import { type BodyOptions, wrapRows } from './statement.ts';

export interface MutationOptions {
  /** Return the affected rows (through the select policies) rather than only their count. */
  representation: boolean;
  body: BodyOptions;
}

export type Mutation =
  | {
      kind: 'insert';
      json: string;
      columns: string[];
      resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
      missingDefault: boolean;
    }
  | { kind: 'update'; json: string; columns: string[] }
  | { kind: 'delete' };

function checkPayloadColumns(table: Table, columns: string[]): void {
  for (const column of columns) {
    if (!table.columnMap.has(column)) throw apiErrors.columnNotFound(table.name, column);
  }
}

function conflictTarget(table: Table, onConflict: string[] | null): string[] {
  const target = onConflict ?? table.primaryKey;
  for (const column of target) {
    if (!table.columnMap.has(column)) throw apiErrors.undefinedColumn(table.name, column);
  }
  return target;
}

function insertSql(
  table: Table,
  plan: ReadNode,
  mutation: Extract<Mutation, { kind: 'insert' }>,
  query: QueryParams,
  params: Params,
): string {
  const body = params.add(mutation.json);
  const values = mutation.columns.map((name) => {
    const value = `"_pgrst_row".${ident(name)}`;
    const fallback = table.columnMap.get(name)?.defaultExpr;
    // With missing=default an absent key takes the column default (evaluated per row), not null.
    if (!mutation.missingDefault || !fallback) return value;
    return `case when "_pgrst_elem"."value"::jsonb ? ${params.add(name)} then ${value} else ${fallback} end`;
  });
  const target = mutation.columns.length > 0 ? ` (${mutation.columns.map(ident).join(', ')})` : '';
  let sql =
    `insert into ${qualified(table.name)} as ${ident(plan.alias)}${target} ` +
    `select ${values.join(', ')} from json_array_elements(${body}::json) as "_pgrst_elem"("value"), ` +
    `lateral json_populate_record(null::${qualified(table.name)}, "_pgrst_elem"."value") as "_pgrst_row"`;
  if (mutation.resolution) {
    const conflict = conflictTarget(table, query.onConflict);
    if (conflict.length > 0) {
      const merge = mutation.resolution === 'merge-duplicates' && mutation.columns.length > 0;
      sql += ` on conflict (${conflict.map(ident).join(', ')}) do ${
        merge
          ? `update set ${mutation.columns.map((name) => `${ident(name)} = excluded.${ident(name)}`).join(', ')}`
          : 'nothing'
      }`;
    }
  }
  return sql;
}

/** WHERE for update/delete; with limit/offset the rows are picked by ctid in a subquery, as PostgREST does. */
function mutationWhere(table: Table, plan: ReadNode, params: Params): string {
  // Only the root's own filters pick the rows; `!inner` embeds shape the returned representation alone.
  const conditions = plan.where.map((tree) => treeSql(plan, tree, params));
  const where = conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
  if (plan.range.limit === null && plan.range.offset === 0) return where;
  const alias = ident(plan.alias);
  const limited = `select ${alias}.ctid from ${qualified(table.name)} as ${alias}${where}${orderSql(plan, params)}${rangeSql(plan)}`;
  return ` where ${alias}.ctid = any(array(${limited}))`;
}

function updateSql(
  table: Table,
  plan: ReadNode,
  mutation: Extract<Mutation, { kind: 'update' }>,
  params: Params,
): string {
  const body = params.add(mutation.json);
  const assignments = mutation.columns.map((name) => `${ident(name)} = "_pgrst_row".${ident(name)}`);
  return (
    `update ${qualified(table.name)} as ${ident(plan.alias)} set ${assignments.join(', ')} ` +
    `from json_populate_record(null::${qualified(table.name)}, ${body}::json) as "_pgrst_row"` +
    mutationWhere(table, plan, params)
  );
}

/**
 * INSERT/UPDATE/DELETE inside a CTE; the outer SELECT reads the returned rows
 * with the request's select (embeds included) and aggregates them into JSON.
 * Postgres applies the select policies to RETURNING, so a representation
 * never shows a row the caller may not read. With return=minimal the CTE
 * returns only a constant, so select policies do not apply (as in PostgREST).
 */
export function compileMutation(
  cache: SchemaCache,
  table: Table,
  query: QueryParams,
  mutation: Mutation,
  options: MutationOptions,
): { sql: string; params: string[] } {
  const plan = planRead(cache, table, query);
  const params = new Params();
  let statement: string;
  if (mutation.kind === 'insert') {
    checkPayloadColumns(table, mutation.columns);
    statement = insertSql(table, plan, mutation, query, params);
  } else if (mutation.kind === 'update') {
    checkPayloadColumns(table, mutation.columns);
    // Nothing to set: PostgREST answers with no rows rather than an invalid UPDATE.
    if (mutation.columns.length === 0) {
      return { sql: `select '[]'::text as body, 0 as page_total, null::int as total`, params: [] };
    }
    statement = updateSql(table, plan, mutation, params);
  } else {
    statement = `delete from ${qualified(table.name)} as ${ident(plan.alias)}${mutationWhere(table, plan, params)}`;
  }
  const returning = options.representation ? `returning ${ident(plan.alias)}.*` : 'returning 1';
  const cte = `with "pgrst_source" as (${statement} ${returning}) `;
  if (!options.representation) {
    return {
      sql: `${cte}select null::text as body, count(*)::int as page_total, null::int as total from "pgrst_source"`,
      params: params.values,
    };
  }
  const rows = rootQuery(plan, `"pgrst_source" as ${ident(plan.alias)}`, params, false);
  return { sql: cte + wrapRows(rows, null, options.body), params: params.values };
}
