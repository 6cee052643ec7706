import type { PGlite } from '@electric-sql/pglite';

/**
 * Counts what runs on an embedded PGlite so that cached read results can be
 * proven current: every message sent to the database (a query, a script, a
 * transaction's BEGIN or COMMIT, a prepared statement, LISTEN, DDL) moves the
 * counter on, except the ones registered as read-only here (a request's read,
 * run in a READ ONLY transaction, which Postgres refuses to let write).
 *
 * The hook sits on `execProtocolRawSync`, the one door through which PGlite's
 * `query`, `exec`, `transaction` and raw protocol calls all reach Postgres,
 * so nothing in this process can change the data without moving the counter.
 * A PGlite database belongs to one process, so there is no other writer.
 */
export class ChangeCounter {
  private count = 0;
  private readonly readOnly = new WeakSet<Uint8Array>();

  private constructor() {}

  static attach(pg: PGlite): ChangeCounter {
    const counter = new ChangeCounter();
    const original = pg.execProtocolRawSync.bind(pg);
    pg.execProtocolRawSync = (message: Uint8Array) => {
      if (!counter.readOnly.has(message)) counter.count += 1;
      return original(message);
    };
    return counter;
  }

  /** The number of messages that could have changed something so far. */
  get value(): number {
    return this.count;
  }

  /** Marks a message (one whole read-only transaction) as unable to change anything. */
  markReadOnly(message: Uint8Array): void {
    this.readOnly.add(message);
  }
}
