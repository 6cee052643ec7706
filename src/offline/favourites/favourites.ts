import { RemoteError, classifyFailure, isRetryable } from '../remote/remote-error.ts';
import { db } from '../store/db.ts';
import {
  FavouriteSchema,
  QueuedFavouriteChangeSchema,
  RemoteFavouriteSchema,
  type Favourite,
  type QueuedFavouriteChange,
} from '../store/favourite-schemas.ts';
import { withTabLock } from '../store/locks.ts';
import { isOffline } from '@/lib/online.ts';

// A signed-in person's favourites ('Lagre'), on the device and on the server.
// The device's list is what the person sees, online or not: the server's list
// with this device's unsent changes applied. A change is written here first
// and queued (the click queue's pattern, click-queue.ts), then sent; the next
// pull from the server brings in what the person saved on other devices.

/** The server side: save (idempotent), remove (idempotent), list the person's own. */
export interface FavouritesApi {
  save: (offerId: string) => Promise<void>;
  remove: (offerId: string) => Promise<void>;
  list: () => Promise<unknown[]>;
}

export const FAVOURITE_RETRY = { maxAttempts: 8, baseDelayMs: 30_000, maxDelayMs: 60 * 60_000 } as const;

export function favouriteRetryDelay(attempts: number): number {
  return Math.min(FAVOURITE_RETRY.baseDelayMs * 2 ** Math.max(0, attempts - 1), FAVOURITE_RETRY.maxDelayMs);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The person's favourites on this device, newest first; rows that do not parse are left out. */
export async function readFavourites(userId: string): Promise<Favourite[]> {
  const rows = await db.favourites.where('user_id').equals(userId).toArray();
  return rows
    .flatMap((row) => {
      const parsed = FavouriteSchema.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    })
    .sort((a, b) => b.saved_at.localeCompare(a.saved_at));
}

/**
 * Saves or removes a favourite on this device and queues the change for the
 * server; a newer change to the same offer replaces an unsent older one.
 */
export async function setFavourite(
  userId: string,
  offerId: string,
  saved: boolean,
  now: number = Date.now(),
): Promise<void> {
  const at = new Date(now).toISOString();
  await db.transaction('rw', db.favourites, db.favourite_queue, async () => {
    if (saved) await db.favourites.put({ user_id: userId, offer_id: offerId, saved_at: at });
    else await db.favourites.delete([userId, offerId]);
    await db.favourite_queue
      .where('user_id')
      .equals(userId)
      .filter((row) => row.offer_id === offerId)
      .delete();
    await db.favourite_queue.add({
      user_id: userId,
      offer_id: offerId,
      saved,
      queued_at: at,
      attempts: 0,
      next_attempt_at: now,
      last_error: null,
    });
  });
}

export interface FavouriteFlushResult {
  sent: number;
  retrying: number;
  dropped: number;
}

/**
 * Sends the person's queued changes, oldest first. A row that does not parse
 * (written by another app version, half-written) is dropped; a change the
 * server refuses outright is dropped too (the next pull shows the truth); a
 * network or server failure keeps the rest for later.
 */
export function flushFavouriteQueue(
  userId: string,
  api: Pick<FavouritesApi, 'save' | 'remove'>,
  now: () => number = Date.now,
): Promise<FavouriteFlushResult> {
  return withTabLock(`favourite-queue:${userId}`, async () => {
    const result: FavouriteFlushResult = { sent: 0, retrying: 0, dropped: 0 };
    if (isOffline()) return result;
    const rows = await db.favourite_queue.where('user_id').equals(userId).sortBy('id');
    for (const row of rows) {
      const parsed = QueuedFavouriteChangeSchema.safeParse(row);
      if (!parsed.success) {
        if (row.id !== undefined) await db.favourite_queue.delete(row.id);
        result.dropped++;
        continue;
      }
      const change: QueuedFavouriteChange = parsed.data;
      try {
        await (change.saved ? api.save(change.offer_id) : api.remove(change.offer_id));
        await db.favourite_queue.delete(change.id);
        result.sent++;
      } catch (error) {
        const attempts = change.attempts + 1;
        if (!isRetryable(error) || attempts >= FAVOURITE_RETRY.maxAttempts) {
          console.warn('Favourite change given up', error);
          await db.favourite_queue.delete(change.id);
          result.dropped++;
          continue;
        }
        await db.favourite_queue.update(change.id, {
          attempts,
          next_attempt_at: now() + favouriteRetryDelay(attempts),
          last_error: errorText(error),
        });
        result.retrying++;
        if (classifyFailure(error) === 'network') break;
      }
    }
    return result;
  });
}

/**
 * Replaces the device's list with the server's, keeping this device's unsent
 * changes on top (a save not sent yet stays, a removal not sent yet stays
 * removed). Rows from the server that do not parse are left out. A session
 * that ended meanwhile (no pending rows, user gone) is the caller's concern.
 */
export async function pullFavourites(userId: string, list: FavouritesApi['list']): Promise<Favourite[]> {
  const remote = (await list()).flatMap((row) => {
    const parsed = RemoteFavouriteSchema.safeParse(row);
    if (!parsed.success) return [];
    const time = Date.parse(parsed.data.created_at);
    const savedAt = Number.isNaN(time) ? new Date(0).toISOString() : new Date(time).toISOString();
    return [{ user_id: userId, offer_id: parsed.data.offer_id, saved_at: savedAt }];
  });
  await db.transaction('rw', db.favourites, db.favourite_queue, async () => {
    const pending = (await db.favourite_queue.where('user_id').equals(userId).toArray()).flatMap((row) => {
      const parsed = QueuedFavouriteChangeSchema.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    });
    const byOffer = new Map(remote.map((row) => [row.offer_id, row]));
    for (const change of pending) {
      if (change.saved)
        byOffer.set(change.offer_id, {
          user_id: userId,
          offer_id: change.offer_id,
          saved_at: change.queued_at,
        });
      else byOffer.delete(change.offer_id);
    }
    await db.favourites.where('user_id').equals(userId).delete();
    await db.favourites.bulkPut([...byOffer.values()]);
  });
  return readFavourites(userId);
}

/** Sends this device's changes, then reads the person's list from the server. */
export async function syncFavourites(userId: string, api: FavouritesApi): Promise<Favourite[]> {
  await flushFavouriteQueue(userId, api);
  try {
    return await pullFavourites(userId, api.list);
  } catch (error) {
    if (error instanceof RemoteError && error.failure === 'session') throw error;
    if (!isRetryable(error)) throw error;
    return readFavourites(userId);
  }
}

/** Removes favourites and queued changes of anyone but `keepUserId` (null: everyone's), as sign-out does with the vault. */
export async function discardOtherUsersFavourites(keepUserId: string | null): Promise<void> {
  await db.transaction('rw', db.favourites, db.favourite_queue, db.recent_codes, async () => {
    const others = (row: { user_id: unknown }) => row.user_id !== keepUserId;
    await db.favourites.filter(others).delete();
    await db.favourite_queue.filter(others).delete();
    await db.recent_codes.filter(others).delete();
  });
}

/** How long sign-out waits for the person's queued changes to go out before it removes the rest. */
export const FAVOURITES_SIGN_OUT_TIMEOUT_MS = 3000;

/**
 * Before a person's session ends on this device: their queued changes are
 * sent while it still holds, when online, within a bounded wait (sign-out
 * never hangs on a slow network). What is left goes with the vault.
 */
export async function sendFavouritesBeforeSignOut(
  userId: string,
  api: Pick<FavouritesApi, 'save' | 'remove'>,
  timeoutMs = FAVOURITES_SIGN_OUT_TIMEOUT_MS,
): Promise<void> {
  if (isOffline() || (await db.favourite_queue.where('user_id').equals(userId).count()) === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  await Promise.race([
    flushFavouriteQueue(userId, api).catch((error: unknown) =>
      console.warn('Could not send the saved offers before sign-out', error),
    ),
    timeout,
  ]);
  clearTimeout(timer);
}
