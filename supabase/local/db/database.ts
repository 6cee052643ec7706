import { mkdir } from 'node:fs/promises';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import type { JwtClaims } from '../keys.ts';
import { ChangeCounter } from './change-counter.ts';
import { PostgresConnection } from './postgres-connection.ts';
import { createInMemoryPglite } from './pristine-cluster.ts';
import { PostgresPreparedStatements } from './postgres-prepared-statements.ts';
import { type Bytes, PreparedStatements } from './prepared-statements.ts';

export type Queryable = Pick<PGlite | Transaction, 'query' | 'exec'>;

/** What the services use of a connection: PGlite's API, which PostgresConnection implements too. */
export type SqlConnection = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'listen' | 'close'>;

/**
 * The single connection behind every service: an embedded PGlite (the
 * default), or a real PostgreSQL server when `DATABASE_URL` is given. Either
 * serialises work on one connection; this wrapper adds the PostgREST request
 * pattern on top.
 */
export class Database {
  /**
   * Settings of the API roles (`alter role anon set statement_timeout = '3s'`),
   * applied per request as PostgREST applies them: `set local role` alone
   * does not. Loaded by `loadRoleSettings`, after the migrations.
   */
  private roleSettings: RoleSettings = new Map();
  /** settingsOf's answers, merged once per role (every REST request asks). */
  private mergedSettings = new Map<string, Record<string, string>>();

  private constructor(
    readonly pg: SqlConnection,
    /** Statements parsed once and executed many times (use inside a transaction). */
    readonly prepared: PreparedStatements,
    /** Which server this is, for banners and test reports ("PostgreSQL 15.14", "PGlite (PostgreSQL 18.6)"). */
    readonly engine: string,
    /**
     * Moves on with everything that could change data (PGlite only: it is the
     * sole writer of its database). Null on a real server, which other
     * clients may write to.
     */
    readonly changes: ChangeCounter | null = null,
  ) {}

  /** PGlite in `dataDir` (created when missing), or in memory for null. */
  static async open(dataDir: string | null): Promise<Database> {
    if (dataDir) await mkdir(dataDir, { recursive: true });
    const pg = dataDir ? await PGlite.create(dataDir) : await createInMemoryPglite();
    const changes = ChangeCounter.attach(pg);
    const engine = `PGlite (PostgreSQL ${await serverVersion(pg)})`;
    return new Database(pg, new PreparedStatements(pg), engine, changes);
  }

  /** A real PostgreSQL server, e.g. `postgres://postgres@127.0.0.1:5432/ordning`. */
  static async connect(databaseUrl: string): Promise<Database> {
    const connection = await PostgresConnection.connect(databaseUrl);
    const version = await serverVersion(connection);
    return new Database(connection, new PostgresPreparedStatements(connection), `PostgreSQL ${version}`);
  }

  /**
   * Reads the role settings of the API roles and of `authenticator`, whose
   * own settings (its lock_timeout) hold for every request, as they do on a
   * PostgREST connection that logs in as `authenticator`.
   */
  async loadRoleSettings(): Promise<void> {
    this.roleSettings = await readRoleSettings(this.pg);
    this.mergedSettings.clear();
  }

  /** The settings a request as `role` runs with: authenticator's, then the role's own over them. */
  settingsOf(role: string): Record<string, string> {
    let merged = this.mergedSettings.get(role);
    if (!merged) {
      merged = { ...this.roleSettings.get('authenticator'), ...this.roleSettings.get(role) };
      this.mergedSettings.set(role, merged);
    }
    return merged;
  }

  query<T>(sql: string, params?: unknown[]): Promise<Results<T>> {
    return this.pg.query<T>(sql, params);
  }

  exec(sql: string) {
    return this.pg.exec(sql);
  }

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.pg.transaction(fn);
  }

  /**
   * Runs `fn` in one transaction as the JWT's role with its claims visible to
   * SQL (auth.uid(), auth.jwt()), exactly as PostgREST does per request, so
   * row-level security and grants are enforced by Postgres itself.
   */
  asRole<T>(claims: JwtClaims, fn: (tx: Transaction) => Promise<T>, extra?: RequestSettings): Promise<T> {
    const sql = extra?.readOnly ? SET_READ_REQUEST_SQL : SET_REQUEST_SQL;
    return this.pg.transaction(async (tx) => {
      await this.prepared.firstRow(sql, requestSettings(claims, this.withRoleSettings(claims, extra)));
      return fn(tx);
    });
  }

  /**
   * Runs one statement as the JWT's role, like `asRole`, in a READ ONLY
   * transaction (as PostgREST runs GET and HEAD), and returns its first row
   * as raw bytes. On PGlite the settings and the statement go to Postgres in
   * one message, a single implicit transaction, which the change counter
   * knows cannot have changed anything.
   */
  readAsRole(
    claims: JwtClaims,
    sql: string,
    params: readonly string[],
    extra?: RequestSettings,
  ): Promise<(Bytes | null)[] | null> {
    const settings = {
      sql: SET_READ_REQUEST_SQL,
      params: requestSettings(claims, this.withRoleSettings(claims, extra)),
    };
    const { changes } = this;
    if (changes) {
      return this.prepared.oneTransaction([settings, { sql, params }], (message) =>
        changes.markReadOnly(message),
      );
    }
    return this.pg.transaction(async () => {
      await this.prepared.firstRow(settings.sql, settings.params);
      return this.prepared.firstRow(sql, params);
    });
  }

  close(): Promise<void> {
    return this.pg.close();
  }

  private withRoleSettings(claims: JwtClaims, extra: RequestSettings | undefined): RequestSettings {
    return { ...extra, roleSettings: this.settingsOf(claims.role) };
  }
}

/** Settings by role name, e.g. `anon` → `{ statement_timeout: '3s' }`. */
type RoleSettings = Map<string, Record<string, string>>;

/** Server-wide settings first, this database's over them, as Postgres applies them at login. */
async function readRoleSettings(connection: Pick<SqlConnection, 'query'>): Promise<RoleSettings> {
  const { rows } = await connection.query<{ role: string; config: string[] }>(
    `select r.rolname as role, s.setconfig as config
       from pg_catalog.pg_db_role_setting s
       join pg_catalog.pg_roles r on r.oid = s.setrole
      where s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
        and r.rolname in ('anon', 'authenticated', 'service_role', 'authenticator')
      order by s.setdatabase`,
  );
  const settings: RoleSettings = new Map();
  for (const { role, config } of rows) {
    const own = settings.get(role) ?? {};
    for (const entry of config) {
      const at = entry.indexOf('=');
      if (at > 0) own[entry.slice(0, at)] = entry.slice(at + 1);
    }
    settings.set(role, own);
  }
  return settings;
}

async function serverVersion(connection: Pick<SqlConnection, 'query'>): Promise<string> {
  const { rows } = await connection.query<{ version: string }>(
    `select current_setting('server_version') as version`,
  );
  return (rows[0]?.version ?? 'unknown').split(' ')[0] ?? 'unknown';
}

export interface RequestSettings {
  method?: string;
  path?: string;
  /** `request.headers`: the request's headers by lower-cased name, as PostgREST sets them. */
  headers?: Record<string, string>;
  /** Run READ ONLY (GET and HEAD, as PostgREST runs them): a write fails with 25006. */
  readOnly?: boolean;
  /** The role's settings (statement_timeout, lock_timeout), set local for the request. */
  roleSettings?: Record<string, string>;
}

/** The parameters of SET_REQUEST_SQL: exactly what SQL can see of the request. */
export function requestSettings(claims: JwtClaims, extra?: RequestSettings): string[] {
  return [
    claims.role,
    JSON.stringify(claims),
    extra?.method ?? '',
    extra?.path ?? '',
    JSON.stringify(extra?.headers ?? {}),
    JSON.stringify(extra?.roleSettings ?? {}),
  ];
}

const SET_REQUEST_SQL = `select set_config('role', $1, true),
  set_config('request.jwt.claims', $2, true),
  set_config('request.method', $3, true),
  set_config('request.path', $4, true),
  set_config('request.headers', $5, true),
  (select count(set_config(key, value, true)) from jsonb_each_text($6::jsonb))`;

/** The same settings, and the transaction read-only: Postgres then refuses any write (25006). */
const SET_READ_REQUEST_SQL = `${SET_REQUEST_SQL},
  set_config('transaction_read_only', 'on', true)`;
