import type { CachedOffer, VaultEntry } from '@/offline/store/schemas.ts';

type VaultPeek = typeof import('@/offline/vault/vault-peek.ts');

interface Prepared {
  offer: CachedOffer;
  userId: string | null;
  /** The read of the user's vault entry for it (null for a visitor). */
  secret: Promise<VaultEntry | null> | null;
  /** Its answer, once IndexedDB has given it. */
  settled: VaultEntry | null | undefined;
  at: number;
}

/** A list's first screen: the cards a tap is likely to open. */
const KEPT = 12;
/**
 * Only a page opened soon after gets them: its own reads follow at once, and
 * anything older is no head start worth a frame of a stale answer.
 */
const FRESH_MS = 30_000;

/** By offer id, oldest first. */
const prepared = new Map<string, Prepared>();
let vaultPeek: VaultPeek | null = null;

/**
 * Loads the vault reader ahead of a tap (the list does it while idle, with the
 * code box): a dynamic import in the touch's own path resolves only after the
 * click's long task, too late to help.
 */
export async function preloadOfferTap(): Promise<void> {
  vaultPeek ??= await import('@/offline/vault/vault-peek.ts');
}

function readSecret(userId: string, offerId: string): Promise<VaultEntry | null> {
  if (vaultPeek) return vaultPeek.peekVaultSecret(userId, offerId);
  return preloadOfferTap().then(() => readSecret(userId, offerId));
}

function fresh(offerId: string): Prepared | null {
  const entry = prepared.get(offerId);
  return entry && performance.now() - entry.at < FRESH_MS ? entry : null;
}

/**
 * What an offer's page shows first, read before it opens: for the cards a list
 * shows (while it is idle) and for the card a finger or focus is on. The page
 * then paints the title and the code in the tap's own commit, where it would
 * otherwise wait for two IndexedDB round trips behind the click's long task
 * (issue 28: tap to code). The page follows both live afterwards; these
 * answers only fill its first frame.
 */
export function prepareOfferTap(offer: CachedOffer, userId: string | null): void {
  const known = fresh(offer.id);
  if (known?.offer === offer && known.userId === userId) return;
  const entry: Prepared = { offer, userId, secret: null, settled: undefined, at: performance.now() };
  prepared.delete(offer.id);
  prepared.set(offer.id, entry);
  for (const id of prepared.keys()) {
    if (prepared.size <= KEPT) break;
    prepared.delete(id);
  }
  if (userId === null) return;
  entry.secret = readSecret(userId, offer.id);
  entry.secret.then(
    (secret) => {
      entry.settled = secret;
    },
    // The page reads the vault again itself: a failed early read only means no head start.
    () => undefined,
  );
}

function freshFor(userId: string, offerId: string): Prepared | null {
  const entry = fresh(offerId);
  return entry?.userId === userId ? entry : null;
}

/** The offer as the list had it, if prepared (public fields only). */
export function tappedOffer(id: string): CachedOffer | undefined {
  return fresh(id)?.offer;
}

/** The user's vault entry for it, if IndexedDB has answered already. */
export function tappedSecret(userId: string, offerId: string): VaultEntry | null | undefined {
  return freshFor(userId, offerId)?.settled;
}

/** That read itself, answered or not: the page waits for it rather than asking again. */
export function tappedSecretRead(userId: string, offerId: string): Promise<VaultEntry | null> | undefined {
  return freshFor(userId, offerId)?.secret ?? undefined;
}

/** Forgets every prepared offer (tests). */
export function forgetOfferTaps(): void {
  prepared.clear();
}
