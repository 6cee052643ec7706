// Which offers a delta sync brought, for what keeps per-offer data beside the
// catalogue (the vault's codes, refreshed by the session, start-auth.ts). A
// module of its own with no imports: the session code listens from the first
// paint without loading Dexie or the sync engine.

/** Told the ids of the offers a delta sync stored; may return a promise the sync waits for. */
export type ChangedOffersListener = (offerIds: readonly string[]) => unknown;

const listeners = new Set<ChangedOffersListener>();

/** Calls `listener` after every delta sync that stored changed offers. Returns unsubscribe. */
export function onOffersChanged(listener: ChangedOffersListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Tells every listener, and waits for them: a sync ends when what follows the
 * catalogue has followed too. A listener's failure is its own (logged), never
 * the sync's.
 */
export async function announceChangedOffers(offerIds: readonly string[]): Promise<void> {
  if (offerIds.length === 0) return;
  await Promise.all(
    [...listeners].map(async (listener) => {
      try {
        await listener(offerIds);
      } catch (error) {
        console.warn('A changed-offers listener failed', error);
      }
    }),
  );
}
