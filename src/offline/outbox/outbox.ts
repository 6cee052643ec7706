import { classifyFailure, isRetryable } from '../remote/remote-error.ts';
import { db } from '../store/db.ts';
import { withTabLock } from '../store/locks.ts';
import { type LeadKind, type OutboxEntry, OutboxEntrySchema } from '../store/schemas.ts';

/**
 * The lead outbox: a submitted lead form is written here first, with an
 * idempotency key made once, and only then sent. Every send of an entry
 * carries the same key, and the server stores one lead per key, so however
 * often a send is repeated (a lost answer, a second tab, the service worker's
 * Background Sync) the sales team gets the lead exactly once.
 */

/** What a lead send needs; it throws a RemoteError (or anything: a network failure) when it fails. */
export interface LeadToSend {
  kind: LeadKind;
  payload: Record<string, unknown>;
  idempotency_key: string;
}
export type SendLead = (lead: LeadToSend) => Promise<void>;

export const OUTBOX_RETRY = {
  baseDelayMs: 5_000,
  /** Backoff stops growing here; a lead is never given up while the server may take it. */
  maxDelayMs: 10 * 60_000,
  /** Sent entries (without their payload) are kept this long, so the page can say they arrived. */
  keepSentMs: 60 * 60_000,
} as const;

/**
 * Wait before the next try after `attempts` failed ones: exponential from 5 s
 * to 10 min, with "equal jitter" (half fixed, half random) so that devices
 * coming back online together do not retry in lockstep.
 */
export function outboxRetryDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(
    OUTBOX_RETRY.baseDelayMs * 2 ** Math.max(0, attempts - 1),
    OUTBOX_RETRY.maxDelayMs,
  );
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

export interface OutboxClock {
  now?: () => number;
  random?: () => number;
}

const lockName = 'lead-outbox';

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Writes a new lead to the outbox, due at once. */
export async function queueLead(
  kind: LeadKind,
  payload: Record<string, unknown>,
  options: { now?: () => number; newKey?: () => string } = {},
): Promise<OutboxEntry> {
  const now = (options.now ?? Date.now)();
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  const entry = OutboxEntrySchema.parse({
    id: newKey(),
    kind,
    payload,
    idempotency_key: newKey(),
    attempts: 0,
    next_attempt_at: now,
    status: 'pending',
    last_error: null,
    created_at: new Date(now).toISOString(),
    sent_at: null,
  });
  await db.outbox.add(entry);
  return entry;
}

export type DeliveryOutcome =
  | { status: 'sent' }
  | { status: 'retrying'; failure: 'network' | 'server' }
  | { status: 'rejected'; message: string };

/**
 * Sends one entry (the caller holds the outbox lock) and records the result:
 * sent; a network failure or 5xx scheduled again with backoff; any other
 * refusal kept as rejected with the server's reason, never retried.
 */
async function deliver(
  entry: OutboxEntry,
  send: SendLead,
  clock: Required<OutboxClock>,
): Promise<DeliveryOutcome> {
  try {
    await send({ kind: entry.kind, payload: entry.payload, idempotency_key: entry.idempotency_key });
  } catch (error) {
    const attempts = entry.attempts + 1;
    if (isRetryable(error)) {
      await db.outbox.update(entry.id, {
        attempts,
        next_attempt_at: clock.now() + outboxRetryDelay(attempts, clock.random),
        last_error: errorText(error),
      });
      return { status: 'retrying', failure: classifyFailure(error) === 'server' ? 'server' : 'network' };
    }
    const message = errorText(error);
    await db.outbox.update(entry.id, { attempts, status: 'rejected', last_error: message });
    return { status: 'rejected', message };
  }
  // What the visitor typed (name, phone, e-mail) is the server's now: the
  // device keeps only the fact that the lead arrived.
  await db.outbox.update(entry.id, {
    payload: {},
    attempts: entry.attempts + 1,
    status: 'sent',
    sent_at: new Date(clock.now()).toISOString(),
    last_error: null,
  });
  return { status: 'sent' };
}

/** Reads an entry back; a row that no longer parses is dropped (it could never be sent right). */
async function readEntry(id: string): Promise<OutboxEntry | null> {
  const row = await db.outbox.get(id);
  if (!row) return null;
  const parsed = OutboxEntrySchema.safeParse(row);
  if (parsed.success) return parsed.data;
  console.warn('Dropping an unreadable outbox entry', id, parsed.error);
  await db.outbox.delete(id);
  return null;
}

function withClock(clock: OutboxClock): Required<OutboxClock> {
  return { now: clock.now ?? Date.now, random: clock.random ?? Math.random };
}

/**
 * Sends one entry now, whatever its backoff says (the user just pressed
 * submit). If another tab or the service worker delivered it meanwhile, the
 * answer is what that delivery recorded.
 */
export function deliverNow(
  id: string,
  send: SendLead,
  clock: OutboxClock = {},
): Promise<DeliveryOutcome | null> {
  return withTabLock(lockName, async () => {
    const entry = await readEntry(id);
    if (!entry) return null;
    if (entry.status === 'sent') return { status: 'sent' };
    if (entry.status === 'rejected') return { status: 'rejected', message: entry.last_error ?? '' };
    return deliver(entry, send, withClock(clock));
  });
}

export interface DrainResult {
  sent: number;
  retrying: number;
  rejected: number;
  /** Pending entries left after this drain (to be tried later). */
  pending: number;
}

export interface DrainOptions extends OutboxClock {
  /** Try every pending entry now, not only those whose backoff has passed (after coming online). */
  ignoreBackoff?: boolean;
}

let draining: Promise<DrainResult> | null = null;

/**
 * Sends the pending entries that are due, oldest first, each at most once
 * per drain. Concurrent calls in one context share one drain, and one
 * context (tab or service worker) at a time drains. A network failure ends
 * the drain early: the rest would fail the same way.
 */
export function drainOutbox(send: SendLead, options: DrainOptions = {}): Promise<DrainResult> {
  if (draining) return draining;
  draining = withTabLock(lockName, () => drain(send, options)).finally(() => {
    draining = null;
  });
  return draining;
}

async function drain(send: SendLead, options: DrainOptions): Promise<DrainResult> {
  const clock = withClock(options);
  const result: DrainResult = { sent: 0, retrying: 0, rejected: 0, pending: 0 };
  await pruneSent(clock.now());
  const pending = await db.outbox.where('status').equals('pending').sortBy('created_at');
  for (const row of pending) {
    const entry = await readEntry(row.id);
    if (entry?.status !== 'pending') continue;
    if (!options.ignoreBackoff && entry.next_attempt_at > clock.now()) {
      result.pending++;
      continue;
    }
    const outcome = await deliver(entry, send, clock);
    result[outcome.status]++;
    if (outcome.status === 'retrying' && outcome.failure === 'network') {
      result.pending = await db.outbox.where('status').equals('pending').count();
      return result;
    }
  }
  result.pending += result.retrying;
  return result;
}

/** When the next pending entry is due (epoch ms), or null when nothing waits. */
export async function nextDueAt(): Promise<number | null> {
  const pending = await db.outbox.where('status').equals('pending').toArray();
  return pending.reduce<number | null>(
    (earliest, entry) =>
      earliest === null || entry.next_attempt_at < earliest ? entry.next_attempt_at : earliest,
    null,
  );
}

/** Forgets sent entries older than the keep period. */
export async function pruneSent(now: number): Promise<void> {
  const cutoff = new Date(now - OUTBOX_RETRY.keepSentMs).toISOString();
  await db.outbox
    .where('status')
    .equals('sent')
    .filter((entry) => entry.sent_at === null || entry.sent_at < cutoff)
    .delete();
}

/** The user has read why a lead was refused and removes it from the list. */
export async function dismissRejected(id: string): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    if ((await db.outbox.get(id))?.status === 'rejected') await db.outbox.delete(id);
  });
}

export interface OutboxSummary {
  pending: OutboxEntry[];
  rejected: OutboxEntry[];
  sent: OutboxEntry[];
}

/** The outbox's entries by status, oldest first; rows that do not parse are left out. */
export async function readOutbox(): Promise<OutboxSummary> {
  const rows = await db.outbox.orderBy('id').toArray();
  const summary: OutboxSummary = { pending: [], rejected: [], sent: [] };
  for (const row of rows) {
    const parsed = OutboxEntrySchema.safeParse(row);
    if (parsed.success) summary[parsed.data.status].push(parsed.data);
  }
  for (const list of [summary.pending, summary.rejected, summary.sent]) {
    list.sort((a, b) => a.created_at.localeCompare(b.created_at));
  }
  return summary;
}
