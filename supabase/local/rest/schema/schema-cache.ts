import type { Queryable } from '../../db/database.ts';
import { CATALOG_SQL } from './catalog-sql.ts';
import { buildRelationships } from './relationships.ts';
import type { Column, ForeignKey, Routine, RoutineReturn, SchemaCache, Table } from './types.ts';

interface CatalogColumn {
  name: string;
  type: string;
  nullable?: boolean;
  default?: string | null;
  generated?: boolean;
}

interface Catalog {
  tables: { name: string; kind: string; columns: CatalogColumn[] }[];
  constraints: {
    name: string;
    type: 'p' | 'u' | 'f';
    table: string;
    foreignTable: string | null;
    columns: string[] | null;
    foreignColumns: string[] | null;
  }[];
  routines: {
    name: string;
    returnsSet: boolean;
    returnType: string;
    returnTypeKind: string;
    returnsVoid: boolean;
    returnTable: string | null;
    returnColumns: CatalogColumn[] | null;
    volatility: string;
    defaults: number;
    variadic: boolean;
    args: { name: string; type: string; mode: string }[];
  }[];
  types: string[];
}

/** SQL's spellings of built-in types that pg_type lists under other names. */
const TYPE_ALIASES = [
  'int',
  'integer',
  'smallint',
  'bigint',
  'real',
  'double precision',
  'float',
  'decimal',
  'boolean',
  'character varying',
  'character',
  'timestamp with time zone',
  'timestamp without time zone',
  'time with time zone',
  'time without time zone',
];

function toColumn(column: CatalogColumn): Column {
  return {
    name: column.name,
    type: column.type,
    nullable: column.nullable ?? true,
    defaultExpr: column.default ?? null,
    generated: column.generated ?? false,
  };
}

function toRoutine(raw: Catalog['routines'][number]): Routine {
  const inputs = raw.args.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
  const outputs = raw.args.filter((arg) => arg.mode === 'o' || arg.mode === 'b' || arg.mode === 't');
  const firstOptional = inputs.length - raw.defaults;
  const params = inputs.map((arg, index) => ({
    name: arg.name,
    type: arg.type,
    required: index < firstOptional,
    variadic: arg.mode === 'v',
  }));
  let returns: RoutineReturn;
  if (raw.returnsVoid) returns = { kind: 'void' };
  else if (raw.returnTypeKind === 'c')
    returns = { kind: 'composite', table: raw.returnTable, columns: (raw.returnColumns ?? []).map(toColumn) };
  else if (raw.returnType === 'record')
    returns = {
      kind: 'composite',
      table: null,
      columns: outputs.map((arg) => toColumn({ name: arg.name, type: arg.type })),
    };
  else returns = { kind: 'scalar', type: raw.returnType };
  return { name: raw.name, params, returnsSet: raw.returnsSet, returns, volatility: raw.volatility };
}

export function buildSchemaCache(catalog: Catalog): SchemaCache {
  const tables = new Map<string, Table>();
  for (const raw of catalog.tables) {
    const columns = raw.columns.map(toColumn);
    tables.set(raw.name, {
      name: raw.name,
      kind: raw.kind,
      columns,
      columnMap: new Map(columns.map((column) => [column.name, column])),
      primaryKey: [],
      uniqueKeys: [],
    });
  }
  const foreignKeys: ForeignKey[] = [];
  for (const constraint of catalog.constraints) {
    const table = tables.get(constraint.table);
    const columns = constraint.columns ?? [];
    if (!table) continue;
    if (constraint.type === 'p') table.primaryKey = columns;
    if (constraint.type === 'p' || constraint.type === 'u') table.uniqueKeys.push(columns);
    if (constraint.type === 'f' && constraint.foreignTable) {
      foreignKeys.push({
        name: constraint.name,
        table: constraint.table,
        columns,
        foreignTable: constraint.foreignTable,
        foreignColumns: constraint.foreignColumns ?? [],
      });
    }
  }
  const routines = new Map<string, Routine[]>();
  for (const raw of catalog.routines) {
    const routine = toRoutine(raw);
    routines.set(routine.name, [...(routines.get(routine.name) ?? []), routine]);
  }
  return {
    tables,
    relationships: buildRelationships(tables, foreignKeys),
    routines,
    typeNames: new Set([...catalog.types, ...TYPE_ALIASES]),
  };
}

export async function loadSchemaCache(db: Queryable): Promise<SchemaCache> {
  const { rows } = await db.query<{ catalog: string }>(CATALOG_SQL);
  const catalog = JSON.parse(rows[0]?.catalog ?? '{}') as Catalog;
  return buildSchemaCache(catalog);
}
