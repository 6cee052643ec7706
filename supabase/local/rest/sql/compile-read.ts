import { apiErrors } from '../errors.ts';
import { parseQueryParams } from '../parse/query-params.ts';
import type { RangeParams } from '../parse/types.ts';
import { closestName } from '../schema/fuzzy.ts';
import type { SchemaCache, Table } from '../schema/types.ts';
import { Params, ident, qualified } from './identifiers.ts';
import { planRead } from './read-plan.ts';
import { countQuery, rootQuery } from './read-sql.ts';
import { type BodyOptions, wrapRows } from './statement.ts';

export function findTable(cache: SchemaCache, name: string): Table {
  const table = cache.tables.get(name);
  if (table) return table;
  const suggestion = closestName(name, cache.tables.keys(), 0.75);
  throw apiErrors.tableNotFound(
    name,
    suggestion ? `Perhaps you meant the table 'public.${suggestion}'` : null,
  );
}

/** `Range: 0-9` as PostgREST reads it; anything else means no range. */
export function parseRangeHeader(header: string | null): { lower: number; upper: number | null } | null {
  const match = header === null ? null : /^(?:items=)?(\d+)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const lower = Number(match[1]);
  const upper = match[2] === '' || match[2] === undefined ? null : Number(match[2]);
  if (upper !== null && lower > upper) {
    throw apiErrors.invalidRange(
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  }
  return { lower, upper };
}

/**
 * PostgREST's db-max-rows: whatever the client asks for, one read returns at
 * most `maxRows` rows from its offset (null: no cap). Counts are unaffected,
 * so Content-Range still tells the client how many rows there are.
 */
export function capRange(range: RangeParams, maxRows: number | null): RangeParams {
  if (maxRows === null) return range;
  return { offset: range.offset, limit: range.limit === null ? maxRows : Math.min(range.limit, maxRows) };
}

/** Intersects `offset`/`limit` with the Range header and max rows, as PostgREST's restrictRange does. */
export function effectiveRange(
  query: RangeParams | undefined,
  header: string | null,
  maxRows: number | null = null,
): RangeParams {
  return capRange(requestedRange(query, header), maxRows);
}

function requestedRange(query: RangeParams | undefined, header: string | null): RangeParams {
  const fromQuery = query ?? { offset: 0, limit: null };
  const range = parseRangeHeader(header);
  if (!range) return fromQuery;
  const lower = Math.max(range.lower, fromQuery.offset);
  const uppers = [
    range.upper,
    fromQuery.limit === null ? null : fromQuery.offset + fromQuery.limit - 1,
  ].filter((value): value is number => value !== null);
  const upper = uppers.length === 0 ? null : Math.min(...uppers);
  return { offset: lower, limit: upper === null ? null : Math.max(0, upper - lower + 1) };
}

export interface ReadRequest {
  table: string;
  /** The raw query string, without `?`. */
  search: string;
  /** `Prefer: count=exact` (also planned/estimated, which are exact here). */
  count: boolean;
  rangeHeader: string | null;
  body: BodyOptions;
  /** `[api] max_rows`; null reads without a cap. */
  maxRows: number | null;
}

export interface CompiledStatement {
  sql: string;
  params: string[];
  /** First row's position in the full result, for Content-Range. */
  offset: number;
}

/**
 * GET/HEAD on a table or view: parse, check against the schema cache and
 * render one statement whose single row carries the JSON body.
 */
export function compileRead(cache: SchemaCache, request: ReadRequest): CompiledStatement {
  const table = findTable(cache, request.table);
  const query = parseQueryParams(request.search);
  query.ranges.set('', effectiveRange(query.ranges.get(''), request.rangeHeader, request.maxRows));
  const plan = planRead(cache, table, query);
  const params = new Params();
  const from = `${qualified(table.name)} as ${ident(plan.alias)}`;
  const rows = rootQuery(plan, from, params);
  const total = request.count ? countQuery(plan, from, params) : null;
  return { sql: wrapRows(rows, total, request.body), params: params.values, offset: plan.range.offset };
}
