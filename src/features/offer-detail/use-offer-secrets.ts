import { useEffect, useState } from 'react';
import { signOut } from '@/features/auth/index.ts';
import { classifyFailure } from '@/offline/remote/remote-error.ts';
import type { VaultEntry } from '@/offline/store/schemas.ts';
import { loadOfflineDb } from '@/offline/store/lazy-db.ts';
import { useLiveQuery } from '@/offline/store/use-live-query.ts';
import { createSupabaseSecretsSource } from '@/offline/vault/supabase-secrets-source.ts';
import { readVaultSecret, revealOfferSecrets } from '@/offline/vault/vault.ts';
import { peekVaultSecret } from '@/offline/vault/vault-peek.ts';
import { isOffline, isOnline } from '@/lib/online.ts';
import { loadSupabaseQuietly } from '@/lib/load-supabase.ts';
import { tappedSecret, tappedSecretRead } from './offer-tap.ts';

export type OfferSecretsState =
  /** Still asking the server (nothing in the vault yet). */
  | { status: 'loading' }
  | { status: 'ready'; secrets: VaultEntry }
  /** The offer has no secrets at all. */
  | { status: 'none' }
  /** Not in the vault and the server cannot be asked now (offline, or it failed). */
  | { status: 'unavailable' };

/**
 * An offer's code, e-mail and links for the signed-in user: shown from the
 * vault (so they work offline) and refreshed from the server with the live
 * session. Pass null when signed out: nothing is read, nothing is shown.
 */
export function useOfferSecrets(userId: string | null, offerId: string): OfferSecretsState | null {
  const key = `${userId ?? ''}:${offerId}`;
  // The peek answers straight from IndexedDB, without waiting for Dexie; right after that
  // answer the live query starts (Dexie is in this chunk anyway), so a wipe or a refresh of
  // the vault shows without delay.
  const stored = useLiveQuery(
    `vault:${key}`,
    () => (userId ? readVaultSecret(userId, offerId) : Promise.resolve(null)),
    {
      peek: () =>
        userId
          ? (tappedSecretRead(userId, offerId) ?? peekVaultSecret(userId, offerId))
          : Promise.resolve(null),
      // Read while the finger was on the list's card: the code paints with the page.
      known: () => (userId ? tappedSecret(userId, offerId) : undefined),
    },
  );
  const peeked = stored.status !== 'loading';
  useEffect(() => {
    if (userId && peeked) loadOfflineDb().catch(() => undefined);
  }, [userId, peeked]);
  const [revealed, setRevealed] = useState<{ key: string; ok: boolean } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    void (async () => {
      const supabase = await loadSupabaseQuietly();
      return revealOfferSecrets(userId, offerId, createSupabaseSecretsSource(supabase).fetchSecrets);
    })()
      .then((entry) => {
        // Offline the vault is all there is: nothing there means "cannot tell now", not "no code".
        if (current) setRevealed({ key, ok: entry !== null || isOnline() });
      })
      .catch(async (error: unknown) => {
        if (current) setRevealed({ key, ok: false });
        // The server no longer accepts the session (the vault is already wiped): end it on this device too.
        if (classifyFailure(error) === 'session') await signOut();
        else console.warn('Could not fetch the offer secrets', error);
      });
    return () => {
      current = false;
    };
  }, [userId, offerId, key]);

  if (!userId) return null;
  if (stored.status === 'ready' && stored.value) return { status: 'ready', secrets: stored.value };
  const done = revealed?.key === key ? revealed : null;
  if (!done) return { status: 'loading' };
  if (!done.ok || isOffline()) return { status: 'unavailable' };
  // Asked the server successfully; an empty vault entry now means there is nothing to show.
  return stored.status === 'ready' ? { status: 'none' } : { status: 'loading' };
}
