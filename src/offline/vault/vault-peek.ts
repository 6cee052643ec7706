import { META, peekMeta } from '@/offline/store/meta-entries.ts';
import { peekRow } from '@/offline/store/idb-peek.ts';
import { VaultEntrySchema, type VaultEntry } from '@/offline/store/schemas.ts';

/**
 * readVaultSecret's answer without Dexie (store/idb-peek.ts): at the till the
 * code shows as soon as IndexedDB answers, not once Dexie has loaded and
 * opened the database. The same rule: only the vault owner's own entry.
 */
export async function peekVaultSecret(userId: string, offerId: string): Promise<VaultEntry | null> {
  // Both at once: one round trip to IndexedDB, not two, on the way to the code.
  const [owner, row] = await Promise.all([peekMeta(META.vaultOwner), peekRow('vault', [userId, offerId])]);
  if (owner !== userId) return null;
  const parsed = VaultEntrySchema.safeParse(row);
  return parsed.success ? parsed.data : null;
}
