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
