import { Hono, type Context } from 'hono';
import { routePath } from 'hono/route';
import type { FunctionEnv } from '../../functions/_shared/env.ts';
import type { GatewayContext } from '../context.ts';
import { clientIp } from '../http/client-ip.ts';
import { functionsDir as defaultFunctionsDir } from '../paths.ts';
import { DenoFunctionHost } from './deno-host.ts';
import { FunctionBootError, type FunctionHandler, HandlerLoader } from './load-handler.ts';
import { functionVerifiesJwt } from '../project-config.ts';
import { verifyFunctionJwt } from './verify-jwt.ts';

const SUPPORTED_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const notFound = () =>
  Response.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, { status: 404 });

/**
 * The environment a function sees; the platform's SUPABASE_* names cannot be
 * overridden. SUPABASE_URL is the gateway's configured URL, never one built
 * from the request's Host header: functions send the service-role key there.
 */
function functionEnvValues(ctx: GatewayContext): Map<string, string> {
  const values = new Map(Object.entries(ctx.config.functionsEnv));
  values.set('SUPABASE_URL', ctx.config.apiUrl);
  // The app's own address (invitation links); a deployment sets it as a function secret.
  if (!values.has('SITE_URL')) values.set('SITE_URL', ctx.config.siteUrl);
  values.set('SUPABASE_ANON_KEY', ctx.keys.anonKey);
  values.set('SUPABASE_SERVICE_ROLE_KEY', ctx.keys.serviceRoleKey);
  return values;
}

function functionEnv(ctx: GatewayContext): FunctionEnv {
  const values = functionEnvValues(ctx);
  return { get: (name) => values.get(name) };
}

/** Where handlers come from: imported into this process, or served by Deno (deno-host.ts). */
interface FunctionRuntime {
  load(name: string): Promise<FunctionHandler | null>;
  close(): void;
}

/**
 * The request's headers with x-forwarded-for set to the peer address:
 * whatever the client claimed in any forwarding header (cf-connecting-ip,
 * which hosted's Cloudflare sets, included) is dropped, so a function can key
 * rate limits on the address (clientAddress in _shared/lead-rate-limit.ts).
 */
function forwardedHeaders(c: Context): Headers {
  const headers = new Headers(c.req.raw.headers);
  for (const name of ['x-forwarded-for', 'x-real-ip', 'forwarded', 'cf-connecting-ip', 'true-client-ip'])
    headers.delete(name);
  const peer = clientIp(c);
  if (peer !== 'unknown') headers.set('x-forwarded-for', peer.replace(/^::ffff:/, ''));
  return headers;
}

/**
 * The function's name and the request as the function sees it. Like hosted
 * Supabase, a function receives the URL without the /functions/v1 prefix
 * (`<origin>/<name>/<rest>?<query>`). The name is read from the raw URL and
 * decoded once, so an encoded `..%2F` cannot become a path.
 */
function functionRequest(c: Context): { name: string; request: Request } | null {
  const url = new URL(c.req.url);
  const index = routePath(c).split('/').indexOf(':name');
  const rawSegments = url.pathname.split('/').slice(index);
  let name: string;
  try {
    name = decodeURIComponent(rawSegments[0] ?? '');
  } catch {
    return null;
  }
  const raw = c.req.raw;
  const hasBody = raw.body !== null && raw.method !== 'GET' && raw.method !== 'HEAD';
  const request = new Request(`${url.origin}/${rawSegments.join('/')}${url.search}`, {
    method: raw.method,
    headers: forwardedHeaders(c),
    body: hasBody ? raw.body : null,
    signal: raw.signal,
    ...(hasBody ? { duplex: 'half' } : {}),
  });
  return { name, request };
}

async function invokeFunction(c: Context, ctx: GatewayContext, loader: FunctionRuntime): Promise<Response> {
  const target = functionRequest(c);
  if (!target) return notFound();
  let handler;
  try {
    handler = await loader.load(target.name);
  } catch (error) {
    if (!(error instanceof FunctionBootError)) throw error;
    console.error(`[functions] ${target.name} failed to boot`, error.cause ?? error);
    return Response.json(
      { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' },
      { status: 503 },
    );
  }
  if (!handler) return notFound();
  if (!SUPPORTED_METHODS.has(c.req.method)) {
    return Response.json({ code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' }, { status: 405 });
  }
  // Preflights carry no credentials; the function answers them itself. A public function
  // (verify_jwt = false in config.toml) checks what it needs itself, as on hosted.
  if (c.req.method !== 'OPTIONS' && functionVerifiesJwt(target.name)) {
    const denied = await verifyFunctionJwt(c.req.raw, ctx.config.jwtSecret);
    if (denied) return denied;
  }
  try {
    const response: unknown = await handler(target.request, functionEnv(ctx));
    if (!(response instanceof Response)) throw new TypeError('handler did not return a Response');
    return response;
  } catch (error) {
    // Deno.serve's default: log the error, answer a bare 500 without details.
    console.error(`[functions] ${target.name} threw`, error);
    return Response.json({ error: 'Internal Server Error' }, { status: 500 });
  }
}

/**
 * /functions/v1/<name>: runs supabase/functions/<name>/handler.ts, the same
 * web-standard handler that index.ts serves with Deno.serve when deployed:
 * in this process, or under real Deno when ORDNING_FUNCTIONS_RUNTIME=deno
 * (npm run test:functions-deno). `functionsDir` (or ORDNING_FUNCTIONS_DIR)
 * points elsewhere for tests. close() stops the Deno processes.
 */
export function createFunctionsApi(
  ctx: GatewayContext,
  functionsDir: string = process.env.ORDNING_FUNCTIONS_DIR ?? defaultFunctionsDir,
): { app: Hono; close: () => void } {
  const runtime: FunctionRuntime =
    process.env.ORDNING_FUNCTIONS_RUNTIME === 'deno'
      ? new DenoFunctionHost(functionsDir, () => Object.fromEntries(functionEnvValues(ctx)))
      : new HandlerLoader(functionsDir);
  const app = new Hono();
  app.all('/:name', (c) => invokeFunction(c, ctx, runtime));
  app.all('/:name/*', (c) => invokeFunction(c, ctx, runtime));
  return { app, close: () => runtime.close() };
}
