import type { PGlite } from '@electric-sql/pglite';
import type { PostgresConnection } from './postgres-connection.ts';
import { type Bytes, PreparedStatements } from './prepared-statements.ts';
import { rawTextTypes } from './postgres-types.ts';

const encoder = new TextEncoder();

/**
 * PreparedStatements on a real PostgreSQL server: node-postgres' named
 * statements (parsed once per connection, then only bound and executed, as
 * PostgREST does) with every column as the text Postgres sent, encoded to the
 * bytes the PGlite version returns. Same contract: run it inside the
 * request's transaction, values are text parameters typed by Postgres.
 */
export class PostgresPreparedStatements extends PreparedStatements {
  private readonly statementNames = new Map<string, string>();
  private statementCounter = 0;

  constructor(
    private readonly connection: PostgresConnection,
    private readonly maxStatements = 1000,
  ) {
    // The PGlite wire path of the base class is never used here.
    super(undefined as unknown as PGlite, maxStatements);
  }

  override async firstRow(sql: string, params: readonly (string | null)[]): Promise<(Bytes | null)[] | null> {
    let name = this.statementNames.get(sql);
    if (name === undefined && this.statementNames.size < this.maxStatements) {
      name = `ordning_${String(++this.statementCounter)}`;
      this.statementNames.set(sql, name);
    }
    const result = await this.connection.client.query<(string | null)[]>({
      ...(name ? { name } : {}),
      text: sql,
      values: [...params],
      rowMode: 'array',
      types: rawTextTypes,
    });
    const row = result.rows[0];
    return row ? row.map((value) => (value === null ? null : encoder.encode(value))) : null;
  }

  /** New names after DDL; the server replans the old statements on its own anyway. */
  override forget(): void {
    this.statementNames.clear();
  }
}
