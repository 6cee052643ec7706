import type { Bytes } from '../../db/prepared-statements.ts';

/**
 * The outer shape every statement of the service shares: one row holding the
 * response body as JSON text built by Postgres, the number of rows in it and,
 * when asked, the total count. The gateway sends `body` on unparsed.
 */
export interface StatementRow {
  /** The JSON text as the raw UTF-8 bytes Postgres produced. */
  body: Bytes | null;
  page_total: number;
  total: number | null;
}

export interface BodyOptions {
  /** `Accept: ...;nulls=stripped` drops null-valued keys, as PostgREST does. */
  stripNulls: boolean;
}

export function aggregateBody(rows: string, options: BodyOptions): string {
  const aggregate = `json_agg(${rows})`;
  return `coalesce(${options.stripNulls ? `json_strip_nulls(${aggregate})` : aggregate}, '[]')::text`;
}

/** Wraps a row source (a SELECT) so the whole response comes back as one text value. */
export function wrapRows(inner: string, totalSql: string | null, options: BodyOptions): string {
  const total = totalSql === null ? 'null::int' : `(${totalSql})::int`;
  return `select ${aggregateBody('"_pgrst_t"', options)} as body, count(*)::int as page_total, ${total} as total from (${inner}) as "_pgrst_t"`;
}
