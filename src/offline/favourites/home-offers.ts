import { db } from '../store/db.ts';
import { CachedOfferSchema, type CachedOffer } from '../store/schemas.ts';
import { readVaultSecret } from '../vault/vault.ts';
import { readFavourites } from './favourites.ts';
import { readRecentCodes } from './recent-codes.ts';

// What 'Mine fordeler' shows, read from the device only (so it works
// offline): the person's saved offers, their recently used codes with the
// vault's copy of each code, the company's own offers and the newest ones.
// Every row is parsed: a bad cached row is left out, never shown.

const NEW_OFFERS_SHOWN = 6;
const COMPANY_OFFERS_SHOWN = 12;

function parseOffer(row: unknown): CachedOffer | null {
  const parsed = CachedOfferSchema.safeParse(row);
  return parsed.success ? parsed.data : null;
}

async function offersById(ids: readonly string[]): Promise<Map<string, CachedOffer>> {
  const rows = await db.offers.bulkGet([...ids]);
  const offers = new Map<string, CachedOffer>();
  for (const row of rows) {
    const offer = parseOffer(row);
    if (offer) offers.set(offer.id, offer);
  }
  return offers;
}

export interface RecentCodeView {
  offer: CachedOffer;
  /** The code from the vault; null when this device holds none for it (then the offer page fetches it). */
  code: string | null;
  usedAt: string;
}

export interface HomeOffers {
  favourites: CachedOffer[];
  recentCodes: RecentCodeView[];
  companyOffers: CachedOffer[];
  /** Offers created after `since` (or the newest few when `since` is null), newest first. */
  newOffers: CachedOffer[];
}

/**
 * Reads the home page's lists for `userId`. Offers no longer in the catalogue
 * (deleted, hidden) drop out of every list; only active offers count as new.
 */
export async function readHomeOffers(
  userId: string,
  companyId: string | null,
  since: string | null,
): Promise<HomeOffers> {
  const [favourites, recent] = await Promise.all([readFavourites(userId), readRecentCodes(userId)]);
  const byId = await offersById([
    ...favourites.map((row) => row.offer_id),
    ...recent.map((row) => row.offer_id),
  ]);
  const recentCodes: RecentCodeView[] = [];
  for (const row of recent) {
    const offer = byId.get(row.offer_id);
    if (!offer) continue;
    const secret = await readVaultSecret(userId, offer.id);
    recentCodes.push({ offer, code: secret?.discount_code?.trim() || null, usedAt: row.used_at });
  }
  const sinceMs = since === null ? null : Date.parse(since);
  const newest = db.offers.orderBy('created_at').reverse();
  // Offsets differ between rows ('+00:00', 'Z'): compared as times, not as text.
  const newRows = await (
    sinceMs === null ? newest : newest.filter((row) => Date.parse(row.created_at) > sinceMs)
  )
    .filter((row) => row.offer_active)
    .limit(NEW_OFFERS_SHOWN)
    .toArray();
  const companyRows =
    companyId === null
      ? []
      : await db.offers
          .orderBy('created_at')
          .reverse()
          .filter((row) => row.company_id === companyId)
          .limit(COMPANY_OFFERS_SHOWN)
          .toArray();
  const parsedAll = (rows: unknown[]) => rows.flatMap((row) => parseOffer(row) ?? []);
  return {
    favourites: favourites.flatMap((row) => byId.get(row.offer_id) ?? []),
    recentCodes,
    companyOffers: parsedAll(companyRows),
    newOffers: parsedAll(newRows),
  };
}
