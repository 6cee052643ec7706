import { apiErrors, schemaErrors } from '../errors.ts';
import type { LogicTree, QueryParams } from '../parse/types.ts';
import { closestName } from '../schema/fuzzy.ts';
import type { Routine, RoutineParam, SchemaCache, Table } from '../schema/types.ts';
import { Params, ident } from './identifiers.ts';
import { planRead } from './read-plan.ts';
import { countQuery, rootQuery } from './read-sql.ts';
import { type BodyOptions, aggregateBody, wrapRows } from './statement.ts';

const JSON_TYPES = new Set(['json', 'jsonb']);

export interface RpcCall {
  routine: Routine;
  /** Arguments by name, or the whole body for a function taking one unnamed json/jsonb parameter. */
  args: { kind: 'named'; names: string[] } | { kind: 'single'; param: RoutineParam };
}

function takesWholeBody(routine: Routine, singleObject: boolean): RoutineParam | null {
  const [only, ...rest] = routine.params;
  if (!only || rest.length > 0 || !JSON_TYPES.has(only.type)) return null;
  return singleObject || only.name === '' ? only : null;
}

/**
 * Picks the overload PostgREST would call for these argument names: every
 * given name is a parameter and every required parameter is given; a single
 * unnamed json/jsonb parameter (or `Prefer: params=single-object`) takes the
 * whole body.
 */
export function resolveRoutine(
  cache: SchemaCache,
  name: string,
  argNames: string[],
  options: { singleObject: boolean; bodyIsObject: boolean },
): RpcCall {
  const overloads = cache.routines.get(name) ?? [];
  const byName = overloads.filter(
    (routine) =>
      options.bodyIsObject &&
      !(options.singleObject && takesWholeBody(routine, true)) &&
      routine.params.every((param) => param.name !== '') &&
      argNames.every((arg) => routine.params.some((param) => param.name === arg)) &&
      routine.params.every((param) => !param.required || argNames.includes(param.name)),
  );
  const exact = byName.filter((routine) => routine.params.length === argNames.length);
  const chosen = exact.length === 1 ? exact : byName;
  const [first, ...others] = chosen;
  if (first && others.length === 0) return { routine: first, args: { kind: 'named', names: argNames } };
  if (first) {
    throw schemaErrors.ambiguousFunction(
      chosen.map(
        (routine) =>
          `public.${name}(${routine.params.map((param) => `${param.name} => ${param.type}`).join(', ')})`,
      ),
    );
  }
  for (const routine of overloads) {
    const param = takesWholeBody(routine, options.singleObject);
    if (param) return { routine, args: { kind: 'single', param } };
  }
  const sorted = [...argNames].sort();
  const suggestion = overloads.length === 0 ? closestName(name, cache.routines.keys(), 0.75) : null;
  throw schemaErrors.noFunction(
    name,
    sorted,
    suggestion ? `Perhaps you meant to call the function public.${suggestion}` : null,
  );
}

function firstFieldName(tree: LogicTree): string {
  if (tree.kind === 'filter') return tree.filter.field.name;
  const [child] = tree.children;
  return child ? firstFieldName(child) : '';
}

export interface RpcStatement {
  sql: string;
  params: string[];
  offset: number;
  /** What the body holds: nothing (void), one JSON value, one object (single row type) or an array. */
  shape: 'void' | 'scalar' | 'object' | 'array';
}

function callSql(
  call: RpcCall,
  params: Params,
  argsJson: string,
): { from: string | null; expression: string } {
  const fn = `"public".${ident(call.routine.name)}`;
  if (call.args.kind === 'single') {
    return { from: null, expression: `${fn}(${params.add(argsJson)}::${call.args.param.type})` };
  }
  const given = call.routine.params.filter(
    (param) => call.args.kind === 'named' && call.args.names.includes(param.name),
  );
  if (given.length === 0) return { from: null, expression: `${fn}()` };
  const definition = given.map((param) => `${ident(param.name)} ${param.type}`).join(', ');
  const args = given
    .map(
      (param) =>
        `${param.variadic ? 'variadic ' : ''}${ident(param.name)} := "_pgrst_args".${ident(param.name)}`,
    )
    .join(', ');
  return {
    from: `json_to_record(${params.add(argsJson)}::json) as "_pgrst_args"(${definition})`,
    expression: `${fn}(${args})`,
  };
}

/**
 * One statement calling the function with its arguments bound as a single
 * JSON parameter (typed by json_to_record), then shaping the result like a
 * read: row-type results accept select, filters, order and ranges.
 */
export function compileRpc(
  cache: SchemaCache,
  call: RpcCall,
  argsJson: string,
  query: QueryParams,
  options: { count: boolean; body: BodyOptions },
): RpcStatement {
  const params = new Params();
  const { from, expression } = callSql(call, params, argsJson);
  const { routine } = call;
  const range = query.ranges.get('') ?? { offset: 0, limit: null };
  const argsFrom = from === null ? '' : ` from ${from}`;
  if (routine.returns.kind === 'void') {
    return {
      sql: `select null::text as body, 0 as page_total, null::int as total from (select ${expression}${argsFrom}) as "_pgrst_call"`,
      params: params.values,
      offset: 0,
      shape: 'void',
    };
  }
  if (routine.returns.kind === 'scalar' && !routine.returnsSet) {
    return {
      sql: `select to_json(${expression})::text as body, 1 as page_total, null::int as total${argsFrom}`,
      params: params.values,
      offset: 0,
      shape: 'scalar',
    };
  }
  const source = from === null ? '' : `${from}, lateral `;
  if (routine.returns.kind === 'scalar') {
    // A set of scalars has no columns to filter on.
    const [first] = [...query.where.values()].flat();
    if (first) throw apiErrors.undefinedColumn(routine.name, firstFieldName(first));
    const limit = range.limit === null ? '' : ` limit ${String(range.limit)}`;
    const offset = range.offset > 0 ? ` offset ${String(range.offset)}` : '';
    const rows = `select "pgrst_scalar" from ${source}${expression} as "pgrst_scalar"${limit}${offset}`;
    const total = options.count
      ? `(select count(*) from ${source}${expression} as "pgrst_scalar")::int`
      : 'null::int';
    return {
      sql: `select ${aggregateBody('"_pgrst_t"."pgrst_scalar"', options.body)} as body, count(*)::int as page_total, ${total} as total from (${rows}) as "_pgrst_t"`,
      params: params.values,
      offset: range.offset,
      shape: 'array',
    };
  }
  const table: Table = (routine.returns.table ? cache.tables.get(routine.returns.table) : undefined) ?? {
    name: routine.name,
    kind: 'f',
    columns: routine.returns.columns,
    columnMap: new Map(routine.returns.columns.map((column) => [column.name, column])),
    primaryKey: [],
    uniqueKeys: [],
  };
  const plan = planRead(cache, table, query);
  const rowsFrom = `${source}${expression} as ${ident(plan.alias)}`;
  const rows = rootQuery(plan, rowsFrom, params);
  const total = options.count ? countQuery(plan, rowsFrom, params) : null;
  return {
    sql: wrapRows(rows, total, options.body),
    params: params.values,
    offset: plan.range.offset,
    shape: routine.returnsSet ? 'array' : 'object',
  };
}
