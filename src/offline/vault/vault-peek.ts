import { META, peekMeta } from '@/offline/store/meta-entries.ts';
import { peekRow } from '@/offline/store/idb-peek.ts';
import { VaultEntrySchema, type VaultEntry } from '@/offline/store/schemas.ts';

/**
 * readVaultSecret's answer without Dexie (store/idb-peek.ts): at the till the
 * code shows as soon as IndexedDB answers, not once Dexie has loaded and
 * opened the database. The same rule: only the vault owner's own entry.
 */
export async function peekVaultSecret(userId: string, offerId: string): Promise<VaultEntry | null> {
  if ((await peekMeta(META.vaultOwner)) !== userId) return null;
  const parsed = VaultEntrySchema.safeParse(await peekRow('vault', [userId, offerId]));
  return parsed.success ? parsed.data : null;
}
