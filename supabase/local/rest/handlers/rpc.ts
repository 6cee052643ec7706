import type { JwtClaims } from '../../keys.ts';
import { RestError } from '../errors.ts';
import { negotiate, parsePrefer } from '../http/negotiation.ts';
import { isObject, readPayload } from '../http/payload.ts';
import { searchOf } from '../http/request-url.ts';
import { headers, rowsResponse, singleElement } from '../http/responses.ts';
import { hasOperator, parseQueryParams } from '../parse/query-params.ts';
import type { QueryParams } from '../parse/types.ts';
import type { RestService } from '../rest-service.ts';
import { effectiveRange } from '../sql/compile-read.ts';
import { compileRpc, resolveRoutine } from '../sql/compile-rpc.ts';

interface CallInput {
  query: QueryParams;
  argNames: string[];
  argsJson: string;
  bodyIsObject: boolean;
}

/** GET/HEAD take arguments from the query string (other keys are filters); POST from the JSON body. */
async function callInput(service: RestService, request: Request, name: string): Promise<CallInput> {
  const search = searchOf(request);
  if (request.method === 'POST') {
    const payload = await readPayload(request, { emptyAsObject: true });
    const bodyIsObject = isObject(payload.value);
    return {
      query: parseQueryParams(search),
      argNames: isObject(payload.value) ? Object.keys(payload.value) : [],
      argsJson: payload.text,
      bodyIsObject,
    };
  }
  const declared = new Set(
    (service.schema.routines.get(name) ?? []).flatMap((routine) => routine.params.map((p) => p.name)),
  );
  const query = parseQueryParams(search, {
    isRpcArg: (key, value) => declared.has(key) || !hasOperator(value),
  });
  const args = Object.fromEntries(query.rpcArgs);
  return { query, argNames: Object.keys(args), argsJson: JSON.stringify(args), bodyIsObject: true };
}

/** POST/GET/HEAD /rpc/<fn>: calls a function of `public` under the caller's role (EXECUTE grants apply). */
export async function handleRpc(
  service: RestService,
  request: Request,
  name: string,
  claims: JwtClaims,
): Promise<Response> {
  if (!['GET', 'HEAD', 'POST'].includes(request.method)) {
    throw new RestError(405, {
      code: 'PGRST101',
      details: null,
      hint: null,
      message: `Cannot use the ${request.method} method on RPC`,
    });
  }
  const format = negotiate(request.headers.get('accept'));
  const prefer = parsePrefer(request.headers.get('prefer'));
  const input = await callInput(service, request, name);
  const range = effectiveRange(
    input.query.ranges.get(''),
    request.headers.get('range'),
    service.ctx.config.maxRows,
  );
  input.query.ranges.set('', range);
  const schema = service.schema;
  const call = resolveRoutine(schema, name, input.argNames, {
    singleObject: prefer.singleObject,
    bodyIsObject: input.bodyIsObject,
  });
  const statement = compileRpc(schema, call, input.argsJson, input.query, {
    count: prefer.count,
    body: format,
  });
  const row = await service.asRole(claims, request, (run) => run(statement.sql, statement.params));
  if (statement.shape === 'array') return rowsResponse(request, row, statement.offset, format, prefer);
  if (statement.shape === 'void') return new Response(null, { status: 204 });
  const body = statement.shape === 'object' ? singleElement(row.body) : (row.body ?? 'null');
  return new Response(request.method === 'HEAD' ? null : body, {
    status: 200,
    headers: headers({ 'Content-Type': format.contentType, 'Content-Range': '0-0/*' }),
  });
}
