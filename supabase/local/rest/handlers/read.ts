import type { JwtClaims } from '../../keys.ts';
import { negotiate, parsePrefer } from '../http/negotiation.ts';
import { searchOf } from '../http/request-url.ts';
import { rowsResponse } from '../http/responses.ts';
import type { RestService } from '../rest-service.ts';
import { compileRead } from '../sql/compile-read.ts';

/** GET/HEAD on a table or view. The compiled statement is memoised per request shape, whatever the role. */
export async function handleRead(
  service: RestService,
  request: Request,
  table: string,
  claims: JwtClaims,
): Promise<Response> {
  const format = negotiate(request.headers.get('accept'));
  const prefer = parsePrefer(request.headers.get('prefer'));
  const search = searchOf(request);
  const rangeHeader = request.headers.get('range');
  const key = ['read', table, search, prefer.count, rangeHeader, format.stripNulls].join('\n');
  const statement = service.compile(key, (schema) =>
    compileRead(schema, {
      table,
      search,
      count: prefer.count,
      rangeHeader,
      body: format,
      maxRows: service.ctx.config.maxRows,
    }),
  );
  const row = await service.read(claims, request, statement.sql, statement.params);
  return rowsResponse(request, row, statement.offset, format, prefer);
}
