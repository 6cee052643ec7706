import { type Context, Hono } from 'hono';
import type { GatewayContext } from '../context.ts';
import type { JwtClaims } from '../keys.ts';
import { apiErrors, errorResponse, toRestError } from './errors.ts';
import { handleRead } from './handlers/read.ts';
import { handleRpc } from './handlers/rpc.ts';
import { handleWrite } from './handlers/write.ts';
import { authenticate } from './http/authenticate.ts';
import { checkProfile } from './http/negotiation.ts';
import { openApiDocument } from './http/openapi.ts';
import { type RestService, recordClientAddress, restServiceOf, startRestService } from './rest-service.ts';
import { compileRead } from './sql/compile-read.ts';

/**
 * Every request: verify the JWT, check the schema profile, then hand over to
 * the handler, which runs its one statement as the JWT's role. Whatever is
 * thrown leaves as PostgREST's error JSON.
 */
async function serve(
  ctx: GatewayContext,
  request: Request,
  handler: (claims: JwtClaims) => Promise<Response>,
): Promise<Response> {
  let role = 'anon';
  try {
    const claims = await authenticate(request, ctx);
    role = claims.role;
    checkProfile(request);
    return await handler(claims);
  } catch (error) {
    return errorResponse(toRestError(error, role));
  }
}

function tableHandler(service: RestService, request: Request, table: string) {
  return (claims: JwtClaims): Promise<Response> => {
    switch (request.method) {
      case 'GET':
      case 'HEAD':
        return handleRead(service, request, table, claims);
      case 'POST':
      case 'PATCH':
      case 'DELETE':
        return handleWrite(service, request, table, claims);
      default:
        return Promise.reject(apiErrors.unsupportedMethod(request.method));
    }
  };
}

/** The PostgREST-compatible service mounted at /rest/v1. */
export async function createRestApi(ctx: GatewayContext): Promise<Hono> {
  const service = await startRestService(ctx);
  const app = new Hono();
  app.use('*', recordClientAddress);
  const root = (c: Context) =>
    serve(ctx, c.req.raw, () =>
      Promise.resolve(Response.json(openApiDocument(service.schema, new URL(c.req.url).host))),
    );
  app.get('/', root);
  app.all('/rpc/:fn', (c) =>
    serve(ctx, c.req.raw, (claims) => handleRpc(service, c.req.raw, c.req.param('fn'), claims)),
  );
  app.all('/:table', (c) => serve(ctx, c.req.raw, tableHandler(service, c.req.raw, c.req.param('table'))));
  app.all('*', (c) =>
    // `/rest/v1/` with its trailing slash is the root too.
    c.req.method === 'GET' && new URL(c.req.url).pathname.endsWith('/rest/v1/')
      ? root(c)
      : errorResponse(apiErrors.invalidPath()),
  );
  return app;
}

/** Reloads the schema cache now (what `NOTIFY pgrst, 'reload schema'` triggers), e.g. after DDL in a test. */
export function reloadSchemaCache(ctx: GatewayContext): Promise<void> {
  return restServiceOf(ctx).reload();
}

export interface CompileReadOptions {
  /** `Prefer: count=exact`. */
  count?: boolean;
  /** A `Range` header value such as `0-9`. */
  range?: string;
}

/**
 * The exact statement the service runs for a read, for benchmarks that
 * compare the gateway with the same SQL run directly on PGlite. `path` is
 * `offers?select=...` (a leading `/` or `/rest/v1/` is accepted). The single
 * result row has `body` (the JSON text sent to the client), `page_total`
 * and `total`. Run it as `postgres` to skip RLS, or inside
 * `ctx.db.asRole(claims, tx => tx.query(sql, params))` to match the gateway.
 */
export function compileReadRequest(
  ctx: GatewayContext,
  path: string,
  options: CompileReadOptions = {},
): { sql: string; params: string[] } {
  const [resource = '', search = ''] = path.replace(/^\/?(rest\/v1\/)?/, '').split(/\?(.*)/s);
  const statement = compileRead(restServiceOf(ctx).schema, {
    table: decodeURIComponent(resource),
    search,
    count: options.count ?? false,
    rangeHeader: options.range ?? null,
    body: { stripNulls: false },
    maxRows: ctx.config.maxRows,
  });
  return { sql: statement.sql, params: statement.params };
}
