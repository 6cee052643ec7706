import type { Bytes } from '../../db/prepared-statements.ts';
import { withKnownBody } from '../../http/known-body.ts';
import { apiErrors } from '../errors.ts';
import type { StatementRow } from '../sql/statement.ts';
import type { Preferences, ResponseFormat } from './negotiation.ts';

/** PostgREST's Content-Range: `0-9/42`, `*\/0` when empty, `*` total when not counted. */
export function contentRange(lower: number, rows: number, total: number | null): string {
  const upper = lower + rows - 1;
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total === null ? '*' : String(total)}`;
}

/** json_agg's text of a one-element array is `[element]`; the object is what lies between (ASCII brackets). */
export function singleElement(body: Bytes | null): Bytes | string {
  return body === null ? 'null' : body.subarray(1, -1);
}

/**
 * Response headers as a plain record (null values left out): @hono/node-server
 * writes a string body with plain headers straight to the socket.
 */
export function headers(entries: Record<string, string | null>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(entries)) if (value !== null) result[name] = value;
  return result;
}

export function preferenceApplied(prefer: Preferences): string | null {
  return prefer.applied.length === 0 ? null : prefer.applied.join(', ');
}

/**
 * The answer to a read (table, view or set-returning function): 200, or 206
 * when a counted result is only partly returned; 416 past the end; 406 when a
 * single object was asked for and the rows are not exactly one.
 */
export function rowsResponse(
  request: Request,
  row: StatementRow,
  offset: number,
  format: ResponseFormat,
  prefer: Preferences,
): Response {
  const total = prefer.count ? row.total : null;
  if (total !== null && offset > total) {
    throw apiErrors.invalidRange(`An offset of ${offset} was requested, but there are only ${total} rows.`);
  }
  if (format.singular && row.page_total !== 1) throw apiErrors.singular(row.page_total);
  const status = total !== null && row.page_total < total ? 206 : 200;
  const body = format.singular ? singleElement(row.body) : (row.body ?? '[]');
  const sent = request.method === 'HEAD' ? null : body;
  const response = new Response(sent, {
    status,
    headers: headers({
      'Content-Type': format.contentType,
      'Content-Range': contentRange(offset, row.page_total, total),
      'Preference-Applied': prefer.count ? preferenceApplied(prefer) : null,
    }),
  });
  return withKnownBody(response, sent);
}
