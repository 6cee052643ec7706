import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@contracts/database.ts';
import { isOffline } from '@/lib/online.ts';
import { onOffersChanged } from '@/offline/catalogue/offer-changes.ts';
import { classifyFailure } from '@/offline/remote/remote-error.ts';

type Client = SupabaseClient<Database>;

/** A session supabase-js confirmed, still the one on screen, with the client that holds it. */
export interface ConfirmedSession {
  userId: string;
  client: Client;
}

/**
 * What this device keeps for one signed-in user (the code vault, their queued
 * events and saved offers, when they last opened 'Mine fordeler', the
 * picture of their last screen), and when it is fetched, handed over or
 * forgotten. The session (features/auth) says when; this says what. Built
 * once by the composition root (app/runtime.ts).
 */
export interface UserData {
  /** A user was confirmed on this device: another user's codes and queued events go. */
  claim(userId: string): Promise<void>;
  /** Online, with the session: every code the user may read, stored for offline use. */
  refresh(session: ConfirmedSession): Promise<void>;
  /** Before a sign-out, while the session still holds: the user's queued events and saved offers are sent. */
  settleBeforeSignOut(session: ConfirmedSession): Promise<void>;
  /** Signed out: everything a signed-in session left on this device. */
  forget(): Promise<void>;
  /** After each delta sync, the codes of the offers it changed, for the session `current` names. Returns stop. */
  follow(current: () => ConfirmedSession | null): () => void;
}

// Dexie, the vault and the supabase-js sources load when a session event
// needs them, not before the first paint.
const loadVault = () => import('@/offline/vault/vault.ts');
const loadSecretsSource = () => import('@/offline/vault/supabase-secrets-source.ts');
const loadClickQueue = () => import('@/offline/clicks/click-queue.ts');
const loadFavourites = () => import('@/offline/favourites/favourites.ts');
const loadMeta = () => import('@/offline/store/meta.ts');
const loadSnapshots = () => import('@/offline/snapshot/forget-snapshots.ts');

async function settleQueuedEvents({ userId, client }: ConfirmedSession): Promise<void> {
  const [
    { sendClicksBeforeSignOut },
    { createSupabaseClickSender },
    { sendFavouritesBeforeSignOut },
    { createSupabaseFavouritesApi },
  ] = await Promise.all([
    loadClickQueue(),
    import('@/offline/clicks/supabase-click-sender.ts'),
    loadFavourites(),
    import('@/offline/favourites/supabase-favourites.ts'),
  ]);
  await Promise.all([
    sendClicksBeforeSignOut(userId, createSupabaseClickSender(client)),
    sendFavouritesBeforeSignOut(userId, createSupabaseFavouritesApi(client, userId)),
  ]);
}

export function createUserData(): UserData {
  // Vault refreshes from the server: one that fetched later must not be overwritten by an earlier one.
  let vaultWork: Promise<void> = Promise.resolve();

  function queueVaultWork(task: () => Promise<void>): Promise<void> {
    const run = vaultWork.then(task);
    vaultWork = run.catch(() => undefined);
    return run;
  }

  /** Runs a vault refresh; when the server no longer accepts the session (the vault is already wiped), ends it here too. */
  async function withSession(client: Client, task: () => Promise<void>): Promise<void> {
    try {
      await task();
    } catch (error) {
      if (classifyFailure(error) !== 'session') throw error;
      await client.auth.signOut({ scope: 'local' });
    }
  }

  /**
   * Changed offers' secrets in one request, so a changed code replaces the
   * vault's copy and a removed one leaves it. Only for the session still on
   * screen; a failure keeps the stored copies.
   */
  async function refreshChanged(
    current: () => ConfirmedSession | null,
    offerIds: readonly string[],
  ): Promise<void> {
    const session = current();
    if (!session || isOffline()) return;
    const { userId, client } = session;
    await queueVaultWork(() =>
      withSession(client, async () => {
        const [{ refreshChangedSecrets }, { createSupabaseSecretsSource }] = await Promise.all([
          loadVault(),
          loadSecretsSource(),
        ]);
        if (current()?.userId !== userId) return;
        await refreshChangedSecrets(userId, offerIds, createSupabaseSecretsSource(client).fetchSecretsOf);
      }),
    );
  }

  return {
    async claim(userId) {
      const [vault, clickQueue, favourites] = await Promise.all([
        loadVault(),
        loadClickQueue(),
        loadFavourites(),
      ]);
      await Promise.all([
        vault.ensureVaultOwner(userId),
        clickQueue.discardOtherUsersClicks(userId),
        favourites.discardOtherUsersFavourites(userId),
      ]);
    },

    refresh({ userId, client }) {
      return queueVaultWork(() =>
        withSession(client, async () => {
          const [{ prefetchSecretsForUser }, { createSupabaseSecretsSource }] = await Promise.all([
            loadVault(),
            loadSecretsSource(),
          ]);
          await prefetchSecretsForUser(userId, createSupabaseSecretsSource(client).fetchAllSecrets);
        }),
      );
    },

    async settleBeforeSignOut(session) {
      try {
        await settleQueuedEvents(session);
      } catch (error) {
        console.warn('Could not settle the queued events before sign-out', error);
      }
    },

    async forget() {
      const [vault, clickQueue, favourites, meta, snapshots] = await Promise.all([
        loadVault(),
        loadClickQueue(),
        loadFavourites(),
        loadMeta(),
        loadSnapshots(),
      ]);
      await Promise.all([
        vault.purgeVault(),
        clickQueue.discardOtherUsersClicks(null),
        favourites.discardOtherUsersFavourites(null),
        meta.deleteMeta(meta.META.homeLastVisit),
        // The signed-in screen the service worker would paint next time (src/lib/screen-snapshot.ts).
        snapshots.forgetScreenSnapshots(),
      ]);
    },

    follow(current) {
      return onOffersChanged((offerIds) =>
        refreshChanged(current, offerIds).catch((error: unknown) =>
          console.warn('Could not refresh the codes of changed offers', error),
        ),
      );
    },
  };
}
