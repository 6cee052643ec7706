import type { PGlite } from '@electric-sql/pglite';

/**
 * Named prepared statements on PGlite's wire protocol, as PostgREST uses
 * them on a real server: each distinct SQL text is parsed and planned once per
 * database, then only bound and executed. Values stay bound parameters (sent
 * as text and typed by Postgres), and the result columns come back as the raw
 * UTF-8 bytes Postgres produced, so a JSON body built in SQL reaches the socket
 * without being decoded and re-encoded in JavaScript.
 *
 * PGlite's own `query` cannot do this (it binds only unnamed statements), so
 * this speaks the extended query protocol directly. Callers must hold PGlite's
 * transaction (run inside `Database.asRole` / `transaction`) so that nothing
 * else interleaves on the single connection.
 */

/** A Postgres error in the same shape as PGlite's DatabaseError, so error mapping treats both alike. */
export class PostgresError extends Error {
  readonly severity: string;
  readonly code: string;
  readonly detail: string | undefined;
  readonly hint: string | undefined;

  constructor(fields: Map<string, string>) {
    super(fields.get('M') ?? 'unknown database error');
    this.name = 'PostgresError';
    this.severity = fields.get('S') ?? 'ERROR';
    this.code = fields.get('C') ?? 'XX000';
    this.detail = fields.get('D');
    this.hint = fields.get('H');
  }
}

/** Bytes backed by a plain ArrayBuffer, usable as a Response body. */
export type Bytes = Uint8Array<ArrayBuffer>;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Builds one frontend message: a type byte, an int32 length, then the fields. */
class MessageWriter {
  private chunks: Uint8Array[] = [];
  private size = 0;

  cstring(value: string): this {
    return this.bytes(encoder.encode(value)).bytes(new Uint8Array([0]));
  }

  int16(value: number): this {
    const buffer = new Uint8Array(2);
    new DataView(buffer.buffer).setInt16(0, value);
    return this.bytes(buffer);
  }

  int32(value: number): this {
    const buffer = new Uint8Array(4);
    new DataView(buffer.buffer).setInt32(0, value);
    return this.bytes(buffer);
  }

  bytes(value: Uint8Array): this {
    this.chunks.push(value);
    this.size += value.length;
    return this;
  }

  message(type: string): Uint8Array {
    const out = new Uint8Array(this.size + 5);
    out[0] = type.charCodeAt(0);
    new DataView(out.buffer).setInt32(1, this.size + 4);
    let offset = 5;
    for (const chunk of this.chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    return out;
  }
}

function parseMessage(name: string, sql: string): Uint8Array {
  return new MessageWriter().cstring(name).cstring(sql).int16(0).message('P');
}

function bindMessage(name: string, params: readonly (string | null)[]): Uint8Array {
  const writer = new MessageWriter().cstring('').cstring(name).int16(0).int16(params.length);
  for (const param of params) {
    if (param === null) {
      writer.int32(-1);
    } else {
      const bytes = encoder.encode(param);
      writer.int32(bytes.length).bytes(bytes);
    }
  }
  return writer.int16(0).message('B');
}

const EXECUTE = new MessageWriter().cstring('').int32(0).message('E');
const SYNC = new MessageWriter().message('S');

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function errorFields(payload: Uint8Array): Map<string, string> {
  const fields = new Map<string, string>();
  let offset = 0;
  while (offset < payload.length && payload[offset] !== 0) {
    const code = String.fromCharCode(payload[offset] ?? 0);
    const end = payload.indexOf(0, offset + 1);
    fields.set(code, decoder.decode(payload.subarray(offset + 1, end)));
    offset = end + 1;
  }
  return fields;
}

function dataRow(payload: Uint8Array): (Bytes | null)[] {
  const view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  const columns: (Bytes | null)[] = [];
  let offset = 2;
  for (let index = view.getInt16(0); index > 0; index -= 1) {
    const length = view.getInt32(offset);
    offset += 4;
    if (length < 0) {
      columns.push(null);
    } else {
      // A copy: the protocol buffer belongs to PGlite.
      columns.push(payload.slice(offset, offset + length));
      offset += length;
    }
  }
  return columns;
}

interface ProtocolResult {
  /** ParseComplete messages: the first `parsed` Parse messages sent succeeded. */
  parsed: number;
  /** The first row of each statement that completed or returned a row, in order. */
  firstRows: ((Bytes | null)[] | null)[];
  error: PostgresError | null;
}

function readResponse(response: Uint8Array): ProtocolResult {
  const view = new DataView(response.buffer, response.byteOffset, response.byteLength);
  const result: ProtocolResult = { parsed: 0, firstRows: [], error: null };
  // Statements end with CommandComplete; a DataRow belongs to the statement being executed.
  let statement = 0;
  let offset = 0;
  while (offset + 5 <= response.length) {
    const type = String.fromCharCode(response[offset] ?? 0);
    const length = view.getInt32(offset + 1);
    const payload = response.subarray(offset + 5, offset + 1 + length);
    if (type === '1') result.parsed += 1;
    else if (type === 'D' && result.firstRows[statement] == null)
      result.firstRows[statement] = dataRow(payload);
    else if (type === 'C') statement += 1;
    else if (type === 'E') result.error = new PostgresError(errorFields(payload));
    offset += 1 + length;
  }
  return result;
}

interface Batch {
  message: Uint8Array;
  /** SQL and name of each statement parsed by this batch, in order. */
  parsing: [string, string][];
}

/** One statement of a batch: its SQL and its text parameters. */
export interface Statement {
  sql: string;
  params: readonly (string | null)[];
}

export class PreparedStatements {
  private readonly names = new Map<string, string>();
  private counter = 0;

  constructor(
    private readonly pg: PGlite,
    /** Distinct statements kept; past this, new SQL runs unnamed (parsed each time). */
    private readonly limit = 1000,
  ) {}

  /**
   * Runs `sql` with text parameters and returns the first row's columns as
   * raw bytes (null for SQL NULL), or null when there is no row. Throws
   * PostgresError for anything Postgres rejects.
   */
  async firstRow(sql: string, params: readonly (string | null)[]): Promise<(Bytes | null)[] | null> {
    const batch = this.batch([{ sql, params }]);
    return (await this.run(batch))[0] ?? null;
  }

  /**
   * Runs `statements` in one message to Postgres ended by a single Sync: the
   * extended protocol's implicit transaction, so they commit together (or
   * roll back together on an error) and `set_config(..., true)` holds from
   * one to the next, without BEGIN and COMMIT round trips. Returns the last
   * statement's first row. Must not be called inside another transaction: it
   * takes PGlite's transaction lock itself. `prepare` sees the final message
   * before it is sent (ChangeCounter.markReadOnly uses it).
   */
  oneTransaction(
    statements: readonly Statement[],
    prepare: (message: Uint8Array) => void = () => undefined,
  ): Promise<(Bytes | null)[] | null> {
    return this.pg._runExclusiveTransaction(async () => {
      const batch = this.batch(statements);
      prepare(batch.message);
      return (await this.run(batch))[statements.length - 1] ?? null;
    });
  }

  /** Parse (first time only), Bind and Execute for each statement, then Sync; names for the new ones. */
  private batch(statements: readonly Statement[]): Batch {
    const parts: Uint8Array[] = [];
    const parsing = new Map<string, string>();
    for (const { sql, params } of statements) {
      let name = this.names.get(sql) ?? parsing.get(sql);
      if (name === undefined) {
        // Unnamed (parsed every time) once the limit is reached.
        name = this.names.size + parsing.size < this.limit ? `ordning_${String(++this.counter)}` : '';
        parts.push(parseMessage(name, sql));
        if (name !== '') parsing.set(sql, name);
      }
      parts.push(bindMessage(name, params), EXECUTE);
    }
    parts.push(SYNC);
    return { message: concat(parts), parsing: [...parsing] };
  }

  /** Sends a batch, remembers the statements Postgres parsed, returns each statement's first row. */
  private async run({ message, parsing }: Batch): Promise<((Bytes | null)[] | null)[]> {
    // The commit of the surrounding transaction syncs the file system.
    const response = await this.pg.execProtocolRaw(message, { syncToFs: false });
    const result = readResponse(response);
    // Parse messages go in statement order: the first `parsed` of them succeeded.
    for (const [sql, name] of parsing.slice(0, result.parsed)) this.names.set(sql, name);
    if (result.error) throw result.error;
    return result.firstRows;
  }

  /**
   * Forgets the statement names after DDL so new SQL is parsed afresh. The old
   * statements stay allocated on the connection (a schema reload is rare).
   */
  forget(): void {
    this.names.clear();
  }
}

/** Decodes a text column (e.g. a count) from its raw bytes. */
export function textOf(value: Uint8Array | null | undefined): string | null {
  return value == null ? null : decoder.decode(value);
}
