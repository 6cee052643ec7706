import type { ChangeCounter } from '../db/change-counter.ts';
import type { StatementRow } from './sql/statement.ts';

export interface ReadCacheOptions {
  /** How long an answer may be reused: SQL can depend on the clock (now()), which no write announces. */
  ttlMs: number;
  /** Entries kept at most. */
  maxEntries: number;
  /** Body bytes kept at most, all entries together; a larger answer is never kept. */
  maxBytes: number;
}

export const DEFAULT_READ_CACHE: ReadCacheOptions = {
  ttlMs: 1000,
  maxEntries: 256,
  maxBytes: 32 * 1024 * 1024,
};

interface Entry {
  row: StatementRow;
  /** The change counter's value when the read ran: the answer holds while nothing else has run since. */
  changes: number;
  /** performance.now() when the read ran. */
  at: number;
  bytes: number;
}

/**
 * Answers of REST reads, reused while they are provably what Postgres would
 * answer again. The key is everything the read's transaction gets from the
 * request: the statement, its parameters and the request settings (role,
 * JWT claims, method, path, headers), so an answer is only ever reused for a
 * request that Postgres could not tell apart from the first. An entry is
 * dropped as soon as anything else has run on the database (any write, DDL,
 * or any statement at all outside a read-only read: ChangeCounter), and after
 * `ttlMs` whatever happens, since visibility can depend on the time of day.
 * Reads that change nothing do not invalidate each other. Bounded in entries
 * and bytes; least recently used go first. Identical requests that arrive
 * while their read is still running share it, under the same condition.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  /** Reads running now, shared by identical requests that arrive meanwhile (when the entry expired, say). */
  private readonly pending = new Map<string, { row: Promise<StatementRow>; changes: number }>();
  private bytes = 0;

  constructor(
    private readonly changes: ChangeCounter,
    private readonly options: ReadCacheOptions = DEFAULT_READ_CACHE,
  ) {}

  /**
   * The cached answer for `key`, or the one `read` produces. `read` must run
   * the statement read-only through the counter's read path, so its own run
   * leaves the counter where it was.
   */
  async get(key: string, read: () => Promise<StatementRow>): Promise<StatementRow> {
    const hit = this.entries.get(key);
    if (hit) {
      if (hit.changes === this.changes.value && performance.now() - hit.at < this.options.ttlMs) {
        // Most recently used last.
        this.entries.delete(key);
        this.entries.set(key, hit);
        return hit.row;
      }
      this.drop(key, hit);
    }
    // The same read already on its way, with nothing run since it was asked for: its answer is as current.
    const pending = this.pending.get(key);
    if (pending && pending.changes === this.changes.value) return pending.row;
    // Taken before the read is queued: if anything runs in between, the entry is stale at once.
    const changes = this.changes.value;
    const at = performance.now();
    const row = read();
    this.pending.set(key, { row, changes });
    try {
      const answer = await row;
      this.store(key, { row: answer, changes, at, bytes: (answer.body?.length ?? 0) + key.length });
      return answer;
    } finally {
      if (this.pending.get(key)?.row === row) this.pending.delete(key);
    }
  }

  /** Entries held, for tests. */
  get size(): number {
    return this.entries.size;
  }

  private store(key: string, entry: Entry): void {
    if (entry.bytes > this.options.maxBytes || entry.changes !== this.changes.value) return;
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.drop(oldKey, old);
    }
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
