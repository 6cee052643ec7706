import type { Results, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteCompatibleTypes } from './postgres-types.ts';

/**
 * One connection to a real PostgreSQL server behind the same interface as
 * PGlite (`query`, `exec`, `transaction`, `listen`, `close`), so the gateway
 * runs unchanged on `DATABASE_URL`. Like PGlite it is a single connection
 * whose work is serialised: a transaction holds it until it ends, and a query
 * outside one waits its turn. That keeps the gateway's behaviour (and every
 * test's) identical on both databases; scale is hosted Supabase's business.
 */
export class PostgresConnection {
  private queue: Promise<unknown> = Promise.resolve();
  private listeners = new Map<string, Set<(payload: string) => void>>();

  private constructor(readonly client: pg.Client) {
    client.on('notification', (message) => {
      for (const listener of this.listeners.get(message.channel) ?? []) listener(message.payload ?? '');
    });
  }

  static async connect(connectionString: string): Promise<PostgresConnection> {
    const client = new pg.Client({ connectionString, types: pgliteCompatibleTypes });
    await client.connect();
    // Errors of an idle connection (server shut down) surface on the next query, not as a crash.
    client.on('error', (error) => console.error('[database] connection error', error.message));
    return new PostgresConnection(client);
  }

  /** Runs `work` once everything queued before it has finished (PGlite's single-connection order). */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  query<T>(sql: string, params?: unknown[]): Promise<Results<T>> {
    return this.exclusive(() => runQuery<T>(this.client, sql, params));
  }

  exec(sql: string): Promise<Results[]> {
    return this.exclusive(() => runScript(this.client, sql));
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      await this.client.query('begin');
      const tx = new PostgresTransaction(this);
      try {
        const result = await callback(tx);
        if (!tx.closed) await this.client.query('commit');
        return result;
      } catch (error) {
        if (!tx.closed) await this.client.query('rollback');
        throw error;
      } finally {
        tx.end();
      }
    });
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const existing = this.listeners.get(channel);
    const listeners = existing ?? new Set();
    listeners.add(callback);
    this.listeners.set(channel, listeners);
    if (!existing) await this.exclusive(() => this.client.query(`listen ${pg.escapeIdentifier(channel)}`));
    return async () => {
      listeners.delete(callback);
      if (listeners.size > 0) return;
      this.listeners.delete(channel);
      await this.exclusive(() => this.client.query(`unlisten ${pg.escapeIdentifier(channel)}`));
    };
  }

  close(): Promise<void> {
    return this.exclusive(() => this.client.end());
  }
}

/** A transaction on the connection, shaped like PGlite's (the gateway's code takes either). */
class PostgresTransaction implements Transaction {
  private ended = false;

  constructor(private readonly connection: PostgresConnection) {}

  get closed(): boolean {
    return this.ended;
  }

  end(): void {
    this.ended = true;
  }

  private get client(): pg.Client {
    if (this.ended) throw new Error('Transaction is closed');
    return this.connection.client;
  }

  query<T>(sql: string, params?: unknown[]): Promise<Results<T>> {
    return runQuery<T>(this.client, sql, params);
  }

  sql<T>(strings: TemplateStringsArray, ...params: unknown[]): Promise<Results<T>> {
    const text = strings.reduce((sql, part, index) => `${sql}$${String(index)}${part}`);
    return this.query<T>(text, params);
  }

  exec(sql: string): Promise<Results[]> {
    return runScript(this.client, sql);
  }

  async rollback(): Promise<void> {
    await this.client.query('rollback');
    this.ended = true;
  }

  async listen(channel: string, callback: (payload: string) => void) {
    const unlisten = await this.connection.listen(channel, callback);
    return () => unlisten();
  }
}

function toResults<T>(result: pg.QueryResult): Results<T> {
  const changes = result.command === 'SELECT' ? 0 : (result.rowCount ?? 0);
  return {
    rows: result.rows as T[],
    affectedRows: changes,
    command: result.command,
    rowCount: result.rowCount ?? 0,
    fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
  };
}

async function runQuery<T>(client: pg.Client, sql: string, params?: unknown[]): Promise<Results<T>> {
  return toResults<T>(await client.query(sql, params));
}

/** A script of several statements (simple query protocol): one result per statement, as PGlite's exec. */
async function runScript(client: pg.Client, sql: string): Promise<Results[]> {
  const result = (await client.query(sql)) as pg.QueryResult | pg.QueryResult[];
  return (Array.isArray(result) ? result : [result]).map((one) => toResults(one));
}
