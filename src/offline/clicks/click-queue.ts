import { db, type ClickQueueRow } from '../store/db.ts';
import { withTabLock } from '../store/locks.ts';
import { RemoteError, classifyFailure, isRetryable } from '../remote/remote-error.ts';
import {
  LegacyQueuedClickSchema,
  OfferClickSchema,
  QueuedClickSchema,
  type OfferClick,
  type OfferEventKind,
  type QueuedClick,
} from '../store/click-schemas.ts';
import { isOffline } from '@/lib/online.ts';

/**
 * Inserts one offer_clicks row; throws (a RemoteError where it can tell why) on
 * failure. An event the server already has (its event_id) counts as sent.
 */
export type SendOfferClick = (click: OfferClick) => Promise<void>;

export const CLICK_RETRY = {
  /** Sends tried per click before it is given up. */
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
} as const;

export const CLICK_FLUSH_INTERVAL_MS = 60_000;

/**
 * The queue keeps an event this long: a week offline still counts. The server
 * accepts a signed-in user's own event up to 7 days after it happened (a
 * visitor's is stamped with the time it arrives) and refuses older ones, so
 * the queue drops them unsent.
 */
export const CLICK_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

export type ClickOutcome = 'sent' | 'queued' | 'dropped';

export interface FlushResult {
  sent: number;
  retrying: number;
  dropped: number;
}

/** Wait before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, ... at most an hour. */
export function clickRetryDelay(attempts: number): number {
  return Math.min(CLICK_RETRY.baseDelayMs * 2 ** Math.max(0, attempts - 1), CLICK_RETRY.maxDelayMs);
}

/**
 * The offer_clicks row for an event on an offer, as the spec has the client
 * send it (ip_address always null), with its kind, a fresh event id and the
 * time it happened here, which it keeps however late it is sent.
 */
export function buildOfferClick(
  offerId: string,
  userId: string | null,
  kind: OfferEventKind,
  now: number = Date.now(),
): OfferClick {
  return {
    offer_id: offerId,
    user_id: userId,
    user_agent: typeof navigator === 'undefined' ? null : navigator.userAgent || null,
    referrer: typeof document === 'undefined' ? null : document.referrer || null,
    ip_address: null,
    kind,
    event_id: crypto.randomUUID(),
    occurred_at: new Date(now).toISOString(),
  };
}

/**
 * Whether a failed click is worth sending again: network failures and 5xx,
 * and the per-address rate limit's 429 too. Since events carry their own
 * time and id, a refused burst (a device sending what it recorded offline)
 * waits and arrives later, counted once, instead of being lost.
 */
function isWorthRetrying(error: unknown): boolean {
  return isRetryable(error);
}

function isRateLimited(error: unknown): boolean {
  return error instanceof RemoteError && error.status === 429;
}

function isTooOld(click: OfferClick, now: number): boolean {
  return now - Date.parse(click.occurred_at) > CLICK_MAX_AGE_MS;
}

/**
 * A click queued by an app version before event kinds: kept, as a spec click
 * of unknown kind that happened when it was queued, with an id from now on.
 */
function upgradeLegacyClick(row: unknown): QueuedClick | null {
  const legacy = LegacyQueuedClickSchema.safeParse(row);
  if (!legacy.success) return null;
  const upgraded = QueuedClickSchema.safeParse({
    ...(row as object),
    click: {
      ...legacy.data.click,
      kind: 'click',
      event_id: crypto.randomUUID(),
      occurred_at: new Date(legacy.data.queued_at).toISOString(),
    },
  });
  return upgraded.success ? upgraded.data : null;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function enqueue(
  click: OfferClick,
  attempts: number,
  lastError: string | null,
  now: number,
): Promise<void> {
  const row: ClickQueueRow = {
    click,
    queued_at: new Date(now).toISOString(),
    attempts,
    next_attempt_at: attempts === 0 ? now : now + clickRetryDelay(attempts),
    last_error: lastError,
  };
  await db.click_queue.add(row);
}

/**
 * Records a click: sent at once when online, otherwise (or when the network
 * or server fails, or the rate limit answers 429) kept in the queue and sent
 * later by `flushClickQueue`. A click the server refuses outright (any other
 * 4xx) is dropped, since a retry cannot help.
 */
export async function recordOfferClick(
  click: OfferClick,
  send: SendOfferClick,
  now: () => number = Date.now,
): Promise<ClickOutcome> {
  const valid = OfferClickSchema.parse(click);
  if (isOffline()) {
    await enqueue(valid, 0, null, now());
    return 'queued';
  }
  try {
    await send(valid);
    return 'sent';
  } catch (error) {
    if (!isWorthRetrying(error)) {
      console.warn('Offer click refused by the server', error);
      return 'dropped';
    }
    await enqueue(valid, 1, errorText(error), now());
    return 'queued';
  }
}

let flushing: Promise<FlushResult> | null = null;

export interface FlushOptions {
  now?: () => number;
  /** Try every queued click now, not only those whose backoff has passed (after coming online). */
  ignoreBackoff?: boolean;
}

/**
 * Sends the queued clicks that are due, oldest first, each at most once per
 * flush; concurrent calls share one flush (and one tab at a time flushes).
 * A network failure ends the flush early: the rest would fail the same way.
 */
export function flushClickQueue(send: SendOfferClick, options: FlushOptions = {}): Promise<FlushResult> {
  if (flushing) return flushing;
  flushing = withTabLock('click-queue', () => drain(send, options)).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function drain(send: SendOfferClick, options: FlushOptions): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, retrying: 0, dropped: 0 };
  if (isOffline()) return result;
  const now = options.now ?? Date.now;
  const rows = options.ignoreBackoff
    ? await db.click_queue.orderBy('id').toArray()
    : await db.click_queue.where('next_attempt_at').belowOrEqual(now()).sortBy('id');
  for (const row of rows) {
    const parsed = QueuedClickSchema.safeParse(row);
    const queued = parsed.success ? parsed.data : upgradeLegacyClick(row);
    if (!queued || isTooOld(queued.click, now())) {
      if (row.id !== undefined) await db.click_queue.delete(row.id);
      result.dropped++;
      continue;
    }
    // An upgraded legacy row keeps its new event id for every later try.
    if (!parsed.success) await db.click_queue.update(queued.id, { click: queued.click });
    try {
      await send(queued.click);
      await db.click_queue.delete(queued.id);
      result.sent++;
    } catch (error) {
      const attempts = queued.attempts + 1;
      if (!isWorthRetrying(error) || attempts >= CLICK_RETRY.maxAttempts) {
        console.warn('Offer click given up', error);
        await db.click_queue.delete(queued.id);
        result.dropped++;
        continue;
      }
      await db.click_queue.update(queued.id, {
        attempts,
        next_attempt_at: now() + clickRetryDelay(attempts),
        last_error: errorText(error),
      });
      result.retrying++;
      // The rest would fail the same way: no network, or the address's budget spent for now.
      if (classifyFailure(error) === 'network' || isRateLimited(error)) break;
    }
  }
  return result;
}

/** Flushes the queue on start, whenever the browser comes online, and every minute. Returns stop. */
export function startClickQueue(send: SendOfferClick, intervalMs = CLICK_FLUSH_INTERVAL_MS): () => void {
  const flush = (ignoreBackoff: boolean) => {
    flushClickQueue(send, { ignoreBackoff }).catch((error: unknown) =>
      console.warn('Click queue flush failed', error),
    );
  };
  const onOnline = () => flush(true);
  window.addEventListener('online', onOnline);
  const interval = setInterval(() => flush(false), intervalMs);
  flush(true);
  return () => {
    window.removeEventListener('online', onOnline);
    clearInterval(interval);
  };
}

/** The user id a queued row was recorded under (legacy rows too), or null for a visitor's. */
function queuedUserId(row: ClickQueueRow): string | null {
  const userId = (row.click as { user_id?: unknown }).user_id;
  return typeof userId === 'string' ? userId : null;
}

/**
 * Removes the queued events recorded under a user other than `keepUserId`
 * (null: under any user). A user's events carry their id, user agent and
 * referrer, and the server takes them only under that user's session: once
 * it has ended on this device they must not wait here for the next person.
 * A visitor's events stay: anyone may send them. Returns how many went.
 */
export async function discardOtherUsersClicks(keepUserId: string | null): Promise<number> {
  return db.click_queue
    .filter((row) => {
      const userId = queuedUserId(row);
      return userId !== null && userId !== keepUserId;
    })
    .delete();
}

/** How long sign-out waits for a user's queued events to go out before it removes the rest. */
export const SIGN_OUT_FLUSH_TIMEOUT_MS = 3000;

/**
 * Before a user's session ends on this device: their queued events are sent
 * while the session still holds, when online (a bounded wait, so sign-out
 * never hangs on a slow network). Whatever is left (offline, refused, not
 * sent in time) is the sign-out's to remove, with the vault
 * (discardOtherUsersClicks(null)).
 */
export async function sendClicksBeforeSignOut(
  userId: string,
  send: SendOfferClick | null,
  timeoutMs = SIGN_OUT_FLUSH_TIMEOUT_MS,
): Promise<void> {
  const hasOwn = (await db.click_queue.filter((row) => queuedUserId(row) === userId).count()) > 0;
  if (hasOwn && send && !isOffline()) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([
      flushClickQueue(send, { ignoreBackoff: true }).catch((error: unknown) =>
        console.warn('Could not send the queued events before sign-out', error),
      ),
      timeout,
    ]);
    clearTimeout(timer);
  }
}
