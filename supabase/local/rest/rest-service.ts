import type { MiddlewareHandler } from 'hono';
import type { GatewayContext } from '../context.ts';
import { clientIp } from '../http/client-ip.ts';
import type { JwtClaims } from '../keys.ts';
import { pathOf } from './http/request-url.ts';
import { ReadCache } from './read-cache.ts';
import { loadSchemaCache } from './schema/schema-cache.ts';
import type { SchemaCache } from './schema/types.ts';
import type { StatementRow } from './sql/statement.ts';
import { requestSettings } from '../db/database.ts';
import { type Bytes, type PreparedStatements, textOf } from '../db/prepared-statements.ts';

const COMPILED_LIMIT = 500;

/**
 * Per-gateway state of the REST service: the schema cache (reloaded on
 * `NOTIFY pgrst, 'reload schema'`, like PostgREST) and compiled statements
 * keyed by request shape, dropped whenever the schema is reloaded.
 */
export class RestService {
  private compiled = new Map<string, unknown>();
  private reloading: Promise<void> | null = null;
  /** Reloads asked for and done; a request during a reload leaves `requested` ahead of `loaded`. */
  private requested = 0;
  private loaded = 0;
  /** Reused read answers; only on PGlite, whose every change this process sees. */
  readonly readCache: ReadCache | null;

  private constructor(
    readonly ctx: GatewayContext,
    public schema: SchemaCache,
  ) {
    const { changes } = ctx.db;
    this.readCache = changes && ctx.config.readCache ? new ReadCache(changes, ctx.config.readCache) : null;
  }

  static async start(ctx: GatewayContext): Promise<RestService> {
    await ctx.db.loadRoleSettings();
    const service = new RestService(ctx, await loadSchemaCache(ctx.db));
    await ctx.db.pg.listen('pgrst', (payload) => {
      if (payload === '' || payload === 'reload schema') void service.reload();
    });
    return service;
  }

  /** Reloads the schema cache; concurrent calls share one reload, and a call during a reload queues one more. */
  reload(): Promise<void> {
    this.requested += 1;
    if (this.reloading) return this.reloading;
    this.reloading = (async () => {
      try {
        while (this.loaded < this.requested) {
          const target = this.requested;
          this.schema = await loadSchemaCache(this.ctx.db);
          // PostgREST reads the role settings with the schema cache.
          await this.ctx.db.loadRoleSettings();
          this.compiled.clear();
          this.ctx.db.prepared.forget();
          this.loaded = target;
        }
      } finally {
        this.reloading = null;
      }
    })();
    return this.reloading;
  }

  /** Memoises a compilation that depends only on the schema cache and `key`. */
  compile<T>(key: string, build: (schema: SchemaCache) => T): T {
    const hit = this.compiled.get(key);
    if (hit !== undefined) return hit as T;
    const value = build(this.schema);
    if (this.compiled.size >= COMPILED_LIMIT) {
      const oldest = this.compiled.keys().next();
      if (!oldest.done) this.compiled.delete(oldest.value);
    }
    this.compiled.set(key, value);
    return value;
  }

  /**
   * Runs `fn` in one transaction as the JWT's role, so Postgres enforces
   * grants and RLS, with the request's method, path and headers set as
   * PostgREST sets them. GET and HEAD run READ ONLY, as PostgREST runs them:
   * a function that writes then fails with 25006 (405) and writes nothing.
   */
  asRole<T>(claims: JwtClaims, request: Request, fn: (run: StatementRunner) => Promise<T>): Promise<T> {
    const settings = {
      method: request.method,
      path: pathOf(request),
      headers: requestHeaders(request),
      readOnly: request.method === 'GET' || request.method === 'HEAD',
    };
    const run = statementRunner(this.ctx.db.prepared);
    return this.ctx.db.asRole(claims, () => fn(run), settings);
  }

  /**
   * Runs a compiled read as the JWT's role in a READ ONLY transaction (as
   * PostgREST runs GET and HEAD). Its answer is reused for the very same
   * statement and request settings until anything else runs on the database
   * (ReadCache).
   */
  read(claims: JwtClaims, request: Request, sql: string, params: string[]): Promise<StatementRow> {
    const settings = { method: request.method, path: pathOf(request), headers: requestHeaders(request) };
    const run = async () => statementRow(await this.ctx.db.readAsRole(claims, sql, params, settings));
    if (!this.readCache) return run();
    // Exactly what the transaction gets from this request, nothing less.
    const key = JSON.stringify([sql, params, requestSettings(claims, settings)]);
    return this.readCache.get(key, run);
  }
}

/** Peer addresses of the requests being served, noted by `recordClientAddress`. */
const clientAddresses = new WeakMap<Request, string>();

/**
 * Notes each request's peer address, which `request.headers` then carries as
 * x-forwarded-for, the way hosted Supabase's gateway tells PostgREST who the
 * client is (per-address limits in SQL read it). Mount it on the REST app.
 */
export const recordClientAddress: MiddlewareHandler = async (c, next) => {
  const address = clientIp(c);
  if (address !== 'unknown') clientAddresses.set(c.req.raw, address);
  await next();
};

/**
 * The request's headers by lower-cased name. x-forwarded-for is the gateway's
 * own, never the client's: one the client sent is replaced by the peer
 * address, or dropped when that is unknown.
 */
function requestHeaders(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  delete headers['x-forwarded-for'];
  const address = clientAddresses.get(request);
  if (address) headers['x-forwarded-for'] = address;
  return headers;
}

export type StatementRunner = (sql: string, params: string[]) => Promise<StatementRow>;

/**
 * Runs a compiled statement as a named prepared statement (parsed and planned
 * once, like PostgREST's) inside the request's transaction. Every value is
 * sent as text and typed by Postgres, which answers 22P02 for a bad one.
 */
function statementRunner(prepared: PreparedStatements): StatementRunner {
  return async (sql, params) => statementRow(await prepared.firstRow(sql, params));
}

/** The single row of a compiled statement (body, page_total, total) from its raw columns. */
function statementRow(row: (Bytes | null)[] | null): StatementRow {
  if (!row) return { body: null, page_total: 0, total: null };
  const total = textOf(row[2]);
  return {
    body: row[0] ?? null,
    page_total: Number(textOf(row[1]) ?? 0),
    total: total === null ? null : Number(total),
  };
}

const services = new WeakMap<GatewayContext, RestService>();

export async function startRestService(ctx: GatewayContext): Promise<RestService> {
  const service = await RestService.start(ctx);
  services.set(ctx, service);
  return service;
}

export function restServiceOf(ctx: GatewayContext): RestService {
  const service = services.get(ctx);
  if (!service) throw new Error('The REST service of this gateway has not been created');
  return service;
}
