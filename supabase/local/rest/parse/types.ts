/** The parsed shape of a PostgREST request's query string, before it meets the schema. */

export interface JsonStep {
  arrow: '->' | '->>';
  /** An object key, or an array index when `index` is set. */
  key: string;
  index: boolean;
}

export interface Field {
  name: string;
  jsonPath: JsonStep[];
}

export interface SelectField {
  kind: 'field';
  /** `*` selects every column. */
  field: Field;
  alias: string | null;
  cast: string | null;
}

export interface SelectEmbed {
  kind: 'embed';
  name: string;
  alias: string | null;
  hint: string | null;
  inner: boolean;
  spread: boolean;
  children: SelectItem[];
}

export type SelectItem = SelectField | SelectEmbed;

export type SimpleOperator =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxr'
  | 'nxl'
  | 'adj'
  | 'isdistinct';

export type FtsOperator = 'fts' | 'plfts' | 'phfts' | 'wfts';

export type Operation =
  | { kind: 'simple'; operator: SimpleOperator; quantifier: 'any' | 'all' | null; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: 'null' | 'not_null' | 'true' | 'false' | 'unknown' }
  | { kind: 'fts'; operator: FtsOperator; config: string | null; value: string };

export interface Filter {
  field: Field;
  negate: boolean;
  operation: Operation;
}

export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'logic'; negate: boolean; operator: 'and' | 'or'; children: LogicTree[] };

export interface OrderTerm {
  /** Set when ordering by a column of a to-one embedded resource: `order=client(name).desc`. */
  relation: string | null;
  field: Field;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

export interface RangeParams {
  offset: number;
  limit: number | null;
}

/** Everything the query string says, grouped by embed path ('' for the root, 'a.b' below). */
export interface QueryParams {
  select: SelectItem[];
  /** Plain `column=op.value` filters and `or=`/`and=` trees, per embed path. */
  where: Map<string, LogicTree[]>;
  order: Map<string, OrderTerm[]>;
  ranges: Map<string, RangeParams>;
  columns: string[] | null;
  onConflict: string[] | null;
  /** Parameters without an operator: the arguments of a GET /rpc call. */
  rpcArgs: Map<string, string>;
}
