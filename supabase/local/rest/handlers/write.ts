import type { JwtClaims } from '../../keys.ts';
import { apiErrors } from '../errors.ts';
import { negotiate, parsePrefer } from '../http/negotiation.ts';
import { insertRows, isObject, readPayload } from '../http/payload.ts';
import { searchOf } from '../http/request-url.ts';
import { contentRange, headers, preferenceApplied, singleElement } from '../http/responses.ts';
import { parseQueryParams } from '../parse/query-params.ts';
import type { RestService } from '../rest-service.ts';
import { type Mutation, compileMutation } from '../sql/compile-mutation.ts';
import { findTable } from '../sql/compile-read.ts';

async function mutationOf(
  request: Request,
  columns: string[] | null,
  prefer: ReturnType<typeof parsePrefer>,
): Promise<Mutation> {
  if (request.method === 'DELETE') return { kind: 'delete' };
  const payload = await readPayload(request, { emptyAsObject: false });
  if (request.method === 'POST') {
    const rows = insertRows(payload, columns);
    return {
      kind: 'insert',
      json: rows.json,
      columns: rows.keys,
      resolution: prefer.resolution,
      missingDefault: prefer.missingDefault,
    };
  }
  if (!isObject(payload.value)) throw apiErrors.invalidBody('Empty or invalid json');
  return { kind: 'update', json: payload.text, columns: columns ?? Object.keys(payload.value) };
}

/**
 * POST (insert/upsert), PATCH and DELETE. A single-object Accept or
 * `max-affected` that the result breaks rolls the whole change back.
 */
export async function handleWrite(
  service: RestService,
  request: Request,
  tableName: string,
  claims: JwtClaims,
): Promise<Response> {
  const format = negotiate(request.headers.get('accept'));
  const prefer = parsePrefer(request.headers.get('prefer'));
  const query = parseQueryParams(searchOf(request));
  const schema = service.schema;
  const table = findTable(schema, tableName);
  const mutation = await mutationOf(request, query.columns, prefer);
  const representation = prefer.returnMode === 'representation';
  const statement = compileMutation(schema, table, query, mutation, { representation, body: format });
  const row = await service.asRole(claims, request, async (run) => {
    const result = await run(statement.sql, statement.params);
    if (format.singular && result.page_total !== 1) throw apiErrors.singular(result.page_total);
    if (prefer.maxAffected !== null && result.page_total > prefer.maxAffected) {
      throw apiErrors.maxAffected(result.page_total);
    }
    return result;
  });
  const total = prefer.count ? row.page_total : null;
  const inserting = request.method === 'POST';
  const body = representation ? (format.singular ? singleElement(row.body) : (row.body ?? '[]')) : null;
  return new Response(body, {
    status: inserting ? 201 : representation ? 200 : 204,
    headers: headers({
      'Content-Type': body === null ? null : format.contentType,
      'Content-Range': inserting
        ? `*/${total === null ? '*' : String(total)}`
        : contentRange(0, row.page_total, total),
      'Preference-Applied': preferenceApplied(prefer),
    }),
  });
}
