import { classifyFailure, isRetryable } from '../remote/remote-error.ts';
import { db } from '../store/db.ts';
import { META, readMeta, writeMeta } from '../store/meta.ts';
import {
  OfferSecretsSchema,
  RemoteOfferSecretsSchema,
  VaultEntrySchema,
  type OfferSecrets,
  type VaultEntry,
} from '../store/schemas.ts';
import { isOffline } from '@/lib/online.ts';

// The vault keeps the secrets (codes, contact e-mail, links) a signed-in user
// fetched with their session, so they can still be copied with no signal. It
// only ever holds one user's secrets: sign-out, another user or the server
// rejecting the session wipes it.

/** Fetches one offer's secrets with the live session; null when the offer has none. */
export type FetchOfferSecrets = (offerId: string) => Promise<unknown>;
/** Fetches the secrets of every offer the session may see, as rows with offer_id. */
export type FetchAllOfferSecrets = () => Promise<unknown[]>;
/**
 * Fetches the secrets of these offers with the live session, as rows with
 * offer_id; an offer left out has none the session can read.
 */
export type FetchOffersSecrets = (offerIds: readonly string[]) => Promise<unknown[]>;

const WRITE_CHUNK = 250;

/** Wipes every stored secret (on sign-out, and when the server rejects the session). */
export async function purgeVault(): Promise<void> {
  await db.transaction('rw', db.vault, db.meta, async () => {
    await db.vault.clear();
    await db.meta.delete(META.vaultOwner.key);
  });
}

/** Makes `userId` the vault's owner, wiping another user's secrets first. */
export async function ensureVaultOwner(userId: string): Promise<void> {
  await db.transaction('rw', db.vault, db.meta, async () => {
    const owner = await readMeta(META.vaultOwner);
    if (owner === userId) return;
    await db.vault.clear();
    await writeMeta(META.vaultOwner, userId);
  });
}

/** The stored secrets of an offer for this user, or null (never another user's). */
export async function readVaultSecret(userId: string, offerId: string): Promise<VaultEntry | null> {
  return db.transaction('r', db.vault, db.meta, async () => {
    if ((await readMeta(META.vaultOwner)) !== userId) return null;
    const parsed = VaultEntrySchema.safeParse(await db.vault.get([userId, offerId]));
    return parsed.success ? parsed.data : null;
  });
}

function toEntry(userId: string, offerId: string, secrets: OfferSecrets, fetchedAt: string): VaultEntry {
  return { user_id: userId, offer_id: offerId, ...secrets, fetched_at: fetchedAt };
}

/** Whether anything is left to show: a row whose fields are all blank is no secret at all. */
function hasSecrets(secrets: OfferSecrets): boolean {
  return [secrets.discount_code, secrets.offer_email, secrets.offer_url, secrets.website].some(
    (value) => value !== null && value.trim() !== '',
  );
}

/**
 * The vault entries for rows with offer_id as the server sends them: the one
 * rule of what is kept. Malformed rows and rows with nothing in them are left
 * out (their offers have no secrets to keep).
 */
function entriesFromRows(userId: string, rows: unknown[], fetchedAt: string): VaultEntry[] {
  return rows.flatMap((row) => {
    const parsed = RemoteOfferSecretsSchema.safeParse(row);
    if (!parsed.success) return [];
    const { offer_id: offerId, ...secrets } = parsed.data;
    return hasSecrets(secrets) ? [toEntry(userId, offerId, secrets, fetchedAt)] : [];
  });
}

/** Whether a fetch failure means the session is gone: then the vault is wiped. */
async function purgeIfSessionRejected(error: unknown): Promise<void> {
  if (classifyFailure(error) === 'session') await purgeVault();
}

/**
 * Stores entries only if `userId` still owns the vault when the write happens:
 * a fetch that finishes after sign-out must not bring secrets back.
 */
async function storeForOwner(
  userId: string,
  entries: VaultEntry[],
  removeOfferIds: string[] = [],
): Promise<boolean> {
  return db.transaction('rw', db.vault, db.meta, async () => {
    if ((await readMeta(META.vaultOwner)) !== userId) return false;
    await db.vault.bulkDelete(removeOfferIds.map((offerId): [string, string] => [userId, offerId]));
    await db.vault.bulkPut(entries);
    return true;
  });
}

/**
 * The secrets of one offer for the signed-in user: fetched with the live
 * session and kept in the vault; offline (or when the fetch fails for want of
 * a network) the vault's copy. A rejected session wipes the vault and rethrows.
 */
export async function revealOfferSecrets(
  userId: string,
  offerId: string,
  fetchSecrets: FetchOfferSecrets,
): Promise<VaultEntry | null> {
  await ensureVaultOwner(userId);
  if (isOffline()) return readVaultSecret(userId, offerId);
  let raw: unknown;
  try {
    raw = await fetchSecrets(offerId);
  } catch (error) {
    await purgeIfSessionRejected(error);
    if (!isRetryable(error)) throw error;
    const stored = await readVaultSecret(userId, offerId);
    if (stored) return stored;
    throw error;
  }
  const secrets = raw === null || raw === undefined ? null : OfferSecretsSchema.parse(raw);
  if (secrets === null || !hasSecrets(secrets)) {
    await storeForOwner(userId, [], [offerId]);
    return null;
  }
  const entry = toEntry(userId, offerId, secrets, new Date().toISOString());
  return (await storeForOwner(userId, [entry])) ? entry : null;
}

/**
 * Fills the vault with every secret the user's session can read, so codes
 * work offline even for offers never opened online. Entries for offers that
 * no longer have secrets are dropped. Returns how many were stored.
 */
export async function prefetchSecretsForUser(
  userId: string,
  fetchAll: FetchAllOfferSecrets,
): Promise<number> {
  await ensureVaultOwner(userId);
  let rows: unknown[];
  try {
    rows = await fetchAll();
  } catch (error) {
    await purgeIfSessionRejected(error);
    throw error;
  }
  const entries = entriesFromRows(userId, rows, new Date().toISOString());
  const keep = new Set(entries.map((entry) => entry.offer_id));
  const stored = (await db.vault.where('user_id').equals(userId).toArray()).map((entry) => entry.offer_id);
  const stale = stored.filter((offerId) => !keep.has(offerId));
  if (!(await storeForOwner(userId, [], stale))) return 0;
  for (let start = 0; start < entries.length; start += WRITE_CHUNK) {
    if (!(await storeForOwner(userId, entries.slice(start, start + WRITE_CHUNK)))) return 0;
  }
  return entries.length;
}

/**
 * Brings the vault up to date for offers that changed on the server (a delta
 * sync brought them): a changed code replaces the stored copy, an offer with
 * no secrets left (or none this session can read) leaves the vault, and one
 * not held yet is added, as prefetchSecretsForUser would. One fetch for them
 * all. Nothing is asked unless `userId` owns the vault (signed out, nothing
 * is). A failed fetch keeps the stored copies, except when the server rejects
 * the session: then the vault is wiped and the error rethrown, like any
 * failure. Returns how many entries were stored.
 */
export async function refreshChangedSecrets(
  userId: string,
  offerIds: readonly string[],
  fetchSome: FetchOffersSecrets,
): Promise<number> {
  if (offerIds.length === 0 || (await readMeta(META.vaultOwner)) !== userId) return 0;
  let rows: unknown[];
  try {
    rows = await fetchSome(offerIds);
  } catch (error) {
    await purgeIfSessionRejected(error);
    throw error;
  }
  const fresh = new Map(
    entriesFromRows(userId, rows, new Date().toISOString()).map((entry) => [entry.offer_id, entry]),
  );
  let stored = 0;
  for (let start = 0; start < offerIds.length; start += WRITE_CHUNK) {
    const chunk = offerIds.slice(start, start + WRITE_CHUNK);
    const entries = chunk.flatMap((offerId) => fresh.get(offerId) ?? []);
    const gone = chunk.filter((offerId) => !fresh.has(offerId));
    if (!(await storeForOwner(userId, entries, gone))) return 0;
    stored += entries.length;
  }
  return stored;
}
