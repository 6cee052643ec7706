import type { Field, Filter, Operation } from '../parse/types.ts';
import type { Table } from '../schema/types.ts';
import { type Params, ident } from './identifiers.ts';

/** `"t0"."data"->'key'->>0`, keys bound as parameters. */
export function fieldSql(alias: string, field: Field, params: Params): string {
  let sql = `${ident(alias)}.${ident(field.name)}`;
  for (const step of field.jsonPath) {
    // Indexes were checked to be integers by the parser; keys are always bound.
    sql += step.index
      ? `${step.arrow}${String(Number(step.key))}`
      : `${step.arrow}${params.add(step.key)}::text`;
  }
  return sql;
}

const SQL_OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'is distinct from',
};

const FTS_FUNCTIONS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

const IS_SQL: Record<string, string> = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
};

/** PostgREST lets `*` stand for `%` in like patterns, to spare URL encoding. */
function likePattern(operator: string, value: string): string {
  return operator === 'like' || operator === 'ilike' ? value.replace(/\*/g, '%') : value;
}

function operationSql(column: string, columnType: string, operation: Operation, params: Params): string {
  switch (operation.kind) {
    case 'is':
      return `${column} ${IS_SQL[operation.value] ?? 'is null'}`;
    case 'in':
      if (operation.values.length === 0) return 'false';
      return `${column} in (${operation.values.map((value) => params.add(value)).join(', ')})`;
    case 'fts': {
      const fn = FTS_FUNCTIONS[operation.operator] ?? 'to_tsquery';
      const config = operation.config === null ? '' : `${params.add(operation.config)}::regconfig, `;
      // Text columns are searched through to_tsvector, as PostgREST does.
      const document = columnType === 'tsvector' ? column : `to_tsvector(${config}${column})`;
      return `${document} @@ ${fn}(${config}${params.add(operation.value)})`;
    }
    case 'simple': {
      const sqlOperator = SQL_OPERATORS[operation.operator] ?? '=';
      const value = likePattern(operation.operator, operation.value);
      if (operation.quantifier)
        return `${column} ${sqlOperator} ${operation.quantifier}(${params.add(value)})`;
      return `${column} ${sqlOperator} ${params.add(value)}`;
    }
  }
}

/** One `column=op.value` filter on the relation aliased `alias`; every value is a bound parameter. */
export function filterSql(alias: string, table: Table, filter: Filter, params: Params): string {
  const column = fieldSql(alias, filter.field, params);
  const type = filter.field.jsonPath.length === 0 ? (table.columnMap.get(filter.field.name)?.type ?? '') : '';
  const sql = operationSql(column, type, filter.operation, params);
  return filter.negate ? `not (${sql})` : sql;
}
