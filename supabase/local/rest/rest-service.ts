import type { Transaction } from '@electric-sql/pglite';
import type { GatewayContext } from '../context.ts';
import type { JwtClaims } from '../keys.ts';
import { pathOf } from './http/request-url.ts';
import { loadSchemaCache } from './schema/schema-cache.ts';
import type { SchemaCache } from './schema/types.ts';
import type { StatementRow } from './sql/statement.ts';

const COMPILED_LIMIT = 500;

// Every value is sent as text and typed by Postgres. PGlite's own serializers
// would throw in JavaScript for a bad boolean or bytea; Postgres answers 22P02.
const QUERY_OPTIONS = { serializers: { 16: String, 17: String } };

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

  private constructor(
    readonly ctx: GatewayContext,
    public schema: SchemaCache,
  ) {}

  static async start(ctx: GatewayContext): Promise<RestService> {
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
          this.compiled.clear();
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

  /** Runs `fn` in one transaction as the JWT's role, so Postgres enforces grants and RLS. */
  asRole<T>(claims: JwtClaims, request: Request, fn: (run: StatementRunner) => Promise<T>): Promise<T> {
    const settings = { method: request.method, path: pathOf(request) };
    return this.ctx.db.asRole(claims, (tx) => fn(statementRunner(tx)), settings);
  }
}

export type StatementRunner = (sql: string, params: string[]) => Promise<StatementRow>;

function statementRunner(tx: Transaction): StatementRunner {
  return async (sql, params) => {
    const { rows } = await tx.query<StatementRow>(sql, params, QUERY_OPTIONS);
    return rows[0] ?? { body: null, page_total: 0, total: null };
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
