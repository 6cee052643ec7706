import * as z from 'zod/mini';

// The signed-in person's favourites and recently used codes, as kept on the
// device (favourites.ts, recent-codes.ts). Loaded with those modules only:
// not on a visitor's first paint.

const Id = z.string().check(z.minLength(1));
const Timestamp = z.iso.datetime({ offset: true });

/** A saved offer as the device shows it: the server's list with this device's unsent changes applied. */
export const FavouriteSchema = z.object({
  user_id: Id,
  offer_id: Id,
  saved_at: Timestamp,
});
export type Favourite = z.infer<typeof FavouriteSchema>;

/** One row of public.favourites as the server sends it. */
export const RemoteFavouriteSchema = z.object({
  offer_id: Id,
  created_at: z.string().check(z.minLength(1)),
});

/** A save or removal made on this device, waiting to reach the server. */
export const QueuedFavouriteChangeSchema = z.object({
  id: z.number(),
  user_id: Id,
  offer_id: Id,
  /** true: save, false: remove. */
  saved: z.boolean(),
  queued_at: Timestamp,
  attempts: z.number().check(z.int(), z.nonnegative()),
  /** Epoch milliseconds. */
  next_attempt_at: z.number(),
  last_error: z.nullable(z.string()),
});
export type QueuedFavouriteChange = z.infer<typeof QueuedFavouriteChangeSchema>;

/** A code the person revealed or copied here, newest first on the home page. */
export const RecentCodeSchema = z.object({
  user_id: Id,
  offer_id: Id,
  used_at: Timestamp,
});
export type RecentCode = z.infer<typeof RecentCodeSchema>;
