/** The schema cache: what PostgREST knows about the exposed schema. */

export interface Column {
  name: string;
  /** As format_type prints it, so it can be written back into SQL. */
  type: string;
  nullable: boolean;
  defaultExpr: string | null;
  generated: boolean;
}

export interface Table {
  name: string;
  kind: string;
  columns: Column[];
  columnMap: Map<string, Column>;
  primaryKey: string[];
  uniqueKeys: string[][];
}

export interface RoutineParam {
  name: string;
  type: string;
  required: boolean;
  variadic: boolean;
}

export type RoutineReturn =
  | { kind: 'void' }
  | { kind: 'scalar'; type: string }
  /** A row type: a table of `public` (embeddable), or OUT/TABLE columns. */
  | { kind: 'composite'; table: string | null; columns: Column[] };

export interface Routine {
  name: string;
  params: RoutineParam[];
  returnsSet: boolean;
  returns: RoutineReturn;
  volatility: string;
}

export interface SchemaCache {
  tables: Map<string, Table>;
  /** Relationships by the table they start from. */
  relationships: Map<string, Relationship[]>;
  routines: Map<string, Routine[]>;
  typeNames: Set<string>;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
}

export interface Junction {
  table: string;
  constraint1: string;
  constraint2: string;
  /** [junction column, source table column] */
  sourceColumns: [string, string][];
  /** [junction column, target table column] */
  targetColumns: [string, string][];
}

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

/** A way to embed `foreignTable` rows into `table` rows, as PostgREST derives it from foreign keys. */
export interface Relationship {
  cardinality: Cardinality;
  table: string;
  foreignTable: string;
  constraint: string;
  /** [table column, foreignTable column] pairs of the foreign key (empty for many-to-many). */
  columns: [string, string][];
  /** True when the foreign key lives on `table` (many-to-one, or the owning side of one-to-one). */
  ownsForeignKey: boolean;
  junction: Junction | null;
  toOne: boolean;
}
