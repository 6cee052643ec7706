import { db } from '../store/db.ts';
import { RecentCodeSchema, type RecentCode } from '../store/favourite-schemas.ts';

// The codes a signed-in person revealed or copied on this device, for the
// home page's 'Sist brukte koder': one tap from there to the till. Kept for
// the person only, removed with the vault on sign-out.

export const RECENT_CODES_KEPT = 10;

/** Notes that the person used an offer's code now; only the newest RECENT_CODES_KEPT stay. */
export async function rememberRecentCode(
  userId: string,
  offerId: string,
  now: number = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.recent_codes, async () => {
    await db.recent_codes.put({ user_id: userId, offer_id: offerId, used_at: new Date(now).toISOString() });
    const rows = await db.recent_codes.where('user_id').equals(userId).toArray();
    const stale = rows
      .sort((a, b) => b.used_at.localeCompare(a.used_at))
      .slice(RECENT_CODES_KEPT)
      .map((row): [string, string] => [row.user_id, row.offer_id]);
    await db.recent_codes.bulkDelete(stale);
  });
}

/** The person's recently used codes, newest first; rows that do not parse are left out. */
export async function readRecentCodes(userId: string): Promise<RecentCode[]> {
  const rows = await db.recent_codes.where('user_id').equals(userId).toArray();
  return rows
    .flatMap((row) => {
      const parsed = RecentCodeSchema.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    })
    .sort((a, b) => b.used_at.localeCompare(a.used_at))
    .slice(0, RECENT_CODES_KEPT);
}
