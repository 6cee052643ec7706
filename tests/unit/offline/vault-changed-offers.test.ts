// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOfflineData, db } from '../../../src/offline/store/db.ts';
import { onOffersChanged } from '../../../src/offline/catalogue/offer-changes.ts';
import { RemoteError } from '../../../src/offline/remote/remote-error.ts';
import { syncCatalogue } from '../../../src/offline/catalogue/sync-engine.ts';
import {
  ensureVaultOwner,
  prefetchSecretsForUser,
  purgeVault,
  readVaultSecret,
  refreshChangedSecrets,
  revealOfferSecrets,
} from '../../../src/offline/vault/vault.ts';
import { FakeCatalogue } from './support/fake-catalogue.ts';

// Tens of thousands of rows through fake-indexeddb: slow on a busy two-core machine, not a speed claim.
const HEAVY_TIMEOUT_MS = 60_000;

const secrets = (code: string | null) => ({
  discount_code: code,
  offer_email: null,
  offer_url: null,
  website: null,
});
const row = (offerId: string, code: string | null) => ({ offer_id: offerId, ...secrets(code) });

/** A vault holding user-a's codes for offer-1 and offer-2. */
async function vaultWithTwoCodes(): Promise<void> {
  await prefetchSecretsForUser('user-a', () =>
    Promise.resolve([row('offer-1', 'GAMMEL1'), row('offer-2', 'GAMMEL2')]),
  );
}

const codeOf = async (offerId: string) => (await readVaultSecret('user-a', offerId))?.discount_code;

beforeEach(async () => {
  await clearOfflineData();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('refreshing the secrets of changed offers', () => {
  it('replaces a changed code, in one request for every changed offer, and leaves the others alone', async () => {
    await vaultWithTwoCodes();
    const fetchSome = vi.fn(() => Promise.resolve([row('offer-1', 'NY1'), row('offer-3', 'NY3')]));

    expect(await refreshChangedSecrets('user-a', ['offer-1', 'offer-3'], fetchSome)).toBe(2);

    expect(fetchSome).toHaveBeenCalledTimes(1);
    expect(fetchSome).toHaveBeenCalledWith(['offer-1', 'offer-3']);
    expect(await codeOf('offer-1')).toBe('NY1');
    expect(await codeOf('offer-2')).toBe('GAMMEL2');
    // Like the sign-in's refresh, the vault keeps every readable code: a new one is added.
    expect(await codeOf('offer-3')).toBe('NY3');
  });

  it('removes an offer whose secrets are now empty, or that the session can no longer read', async () => {
    await vaultWithTwoCodes();

    await refreshChangedSecrets('user-a', ['offer-1', 'offer-2'], () =>
      Promise.resolve([row('offer-1', null), { offer_id: 'offer-9', ...secrets('ANNEN') }]),
    );

    expect(await db.vault.count()).toBe(0);
  });

  it('keeps an offer whose code was removed but which still has a contact e-mail, without the code', async () => {
    await vaultWithTwoCodes();

    await refreshChangedSecrets('user-a', ['offer-1'], () =>
      Promise.resolve([{ ...row('offer-1', null), offer_email: 'salg@acme.test' }]),
    );

    expect(await readVaultSecret('user-a', 'offer-1')).toMatchObject({
      discount_code: null,
      offer_email: 'salg@acme.test',
    });
  });

  it('asks nothing when signed out (no vault owner) or for another user', async () => {
    const fetchSome = vi.fn(() => Promise.resolve([row('offer-1', 'NY1')]));

    await refreshChangedSecrets('user-a', ['offer-1'], fetchSome);
    await vaultWithTwoCodes();
    await refreshChangedSecrets('user-b', ['offer-1'], fetchSome);
    await purgeVault();
    await refreshChangedSecrets('user-a', ['offer-1'], fetchSome);

    expect(fetchSome).not.toHaveBeenCalled();
    expect(await db.vault.count()).toBe(0);
  });

  it('keeps the stored copies when the fetch fails for want of a network or on a 5xx', async () => {
    await vaultWithTwoCodes();

    await expect(
      refreshChangedSecrets('user-a', ['offer-1'], () => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toThrow('Failed to fetch');
    await expect(
      refreshChangedSecrets('user-a', ['offer-1', 'offer-2'], () =>
        Promise.reject(new RemoteError('server', 'Bad gateway', 502)),
      ),
    ).rejects.toThrow('Bad gateway');

    expect(await codeOf('offer-1')).toBe('GAMMEL1');
    expect(await codeOf('offer-2')).toBe('GAMMEL2');
  });

  it('wipes the vault when the server rejects the session', async () => {
    await vaultWithTwoCodes();

    await expect(
      refreshChangedSecrets('user-a', ['offer-1'], () =>
        Promise.reject(new RemoteError('session', 'JWT expired', 401)),
      ),
    ).rejects.toThrow('JWT expired');

    expect(await db.vault.count()).toBe(0);
  });

  it('does not bring secrets back when the user signed out while they were fetched', async () => {
    await vaultWithTwoCodes();
    let answer: (rows: unknown[]) => void = () => undefined;
    const slow = vi.fn(() => new Promise<unknown[]>((resolve) => (answer = resolve)));
    const pending = refreshChangedSecrets('user-a', ['offer-1'], slow);
    await vi.waitFor(() => expect(slow).toHaveBeenCalled());
    await purgeVault();
    answer([row('offer-1', 'NY1')]);

    expect(await pending).toBe(0);
    expect(await db.vault.count()).toBe(0);
  });
});

describe('one rule for what the vault keeps', () => {
  it('stores no row without a secret at sign-in or when an offer is opened', async () => {
    await prefetchSecretsForUser('user-a', () =>
      Promise.resolve([row('offer-1', null), row('offer-2', '   '), row('offer-3', 'KODE')]),
    );
    expect((await db.vault.toArray()).map((entry) => entry.offer_id)).toEqual(['offer-3']);

    expect(await revealOfferSecrets('user-a', 'offer-3', () => Promise.resolve(secrets(null)))).toBeNull();
    expect(await db.vault.count()).toBe(0);
  });
});

describe('the sync tells the vault which offers changed', () => {
  const yieldNow = () => Promise.resolve();
  let stopListening: (() => void) | null = null;

  afterEach(() => {
    stopListening?.();
    stopListening = null;
  });

  /** The vault's secrets on the "server", and a listener that refreshes them as start-auth.ts does. */
  function vaultFollowing(serverCodes: Map<string, string | null>) {
    const fetchSome = vi.fn((offerIds: readonly string[]) =>
      Promise.resolve(
        offerIds.flatMap((offerId) =>
          serverCodes.has(offerId) ? [row(offerId, serverCodes.get(offerId) ?? null)] : [],
        ),
      ),
    );
    stopListening = onOffersChanged((offerIds) => refreshChangedSecrets('user-a', offerIds, fetchSome));
    return fetchSome;
  }

  it(
    'a first full sync of 10,000 offers asks for no secrets; a delta asks once for its changed offers',
    async () => {
      const server = new FakeCatalogue();
      const offers = server.insert(10_000);
      const serverCodes = new Map<string, string | null>(
        offers.map((offer) => [offer.id, `KODE-${offer.id}`]),
      );
      await ensureVaultOwner('user-a');
      const fetchSome = vaultFollowing(serverCodes);

      const first = await syncCatalogue({ ...bind(server), yieldToMain: yieldNow });
      expect(first.full).toBe(true);
      expect(first.changedOfferIds).toBeUndefined();
      expect(fetchSome).not.toHaveBeenCalled();

      const [changed, emptied] = offers;
      serverCodes.set(changed?.id ?? '', 'NY-KODE');
      serverCodes.set(emptied?.id ?? '', null);
      server.update(changed?.id ?? '', {});
      server.update(emptied?.id ?? '', {});
      await db.vault.put({
        user_id: 'user-a',
        offer_id: emptied?.id ?? '',
        ...secrets('GAMMEL'),
        fetched_at: '2025-11-21T12:00:00Z',
      });

      const delta = await syncCatalogue({ ...bind(server), yieldToMain: yieldNow });

      expect(delta.full).toBe(false);
      expect(fetchSome).toHaveBeenCalledTimes(1);
      expect([...(fetchSome.mock.calls[0]?.[0] ?? [])].sort()).toEqual([changed?.id, emptied?.id].sort());
      expect((await readVaultSecret('user-a', changed?.id ?? ''))?.discount_code).toBe('NY-KODE');
      expect(await readVaultSecret('user-a', emptied?.id ?? '')).toBeNull();
    },
    HEAVY_TIMEOUT_MS,
  );

  it('a delta that changed no offer (a removal only) asks for nothing', async () => {
    const server = new FakeCatalogue();
    const [kept, removed] = server.insert(2);
    await ensureVaultOwner('user-a');
    const fetchSome = vaultFollowing(new Map<string, string | null>([[kept?.id ?? '', 'KODE']]));
    await syncCatalogue({ ...bind(server), yieldToMain: yieldNow });

    server.remove(removed?.id ?? '');
    const delta = await syncCatalogue({ ...bind(server), yieldToMain: yieldNow });

    expect(delta).toMatchObject({ full: false, offersRemoved: 1, changedOfferIds: [] });
    expect(fetchSome).not.toHaveBeenCalled();
  });

  it('the one-request delta (rpc/catalogue_changes) tells the same offers as the three reads, also when a feed pages on', async () => {
    /** The same catalogue and the same changes, synced with or without the one request; what each delta told. */
    async function run(oneRequest: boolean) {
      await clearOfflineData();
      const server = new FakeCatalogue();
      const offers = server.insert(10);
      await ensureVaultOwner('user-a');
      const fetchSome = vaultFollowing(new Map(offers.map((offer) => [offer.id, `KODE-${offer.id}`])));
      const source = {
        ...bind(server),
        ...(oneRequest ? { fetchChangesSince: server.changesSince.bind(server) } : {}),
        pageSize: 2,
        chunkSize: 2,
        yieldToMain: yieldNow,
      };
      const id = (index: number) => offers[index]?.id ?? '';

      const first = await syncCatalogue(source);
      expect(first.changedOfferIds).toBeUndefined();
      // A full sync asks its first page by the same request, and what follows in bulk.
      expect(server.requests.filter((request) => request.startsWith('changes'))).toEqual(
        oneRequest
          ? ['changes after start / start', expect.stringMatching(/^changes after (\d+) \/ \1$/)]
          : [],
      );

      // One change, then three (more than a page of 2) and a removal.
      server.update(id(4), { title: 'Endret' });
      server.requests.length = 0;
      const one = await syncCatalogue(source);
      const oneRequests = [...server.requests];
      for (const index of [1, 6, 8]) server.update(id(index), { title: `Endret ${String(index)}` });
      server.remove(id(2));
      server.requests.length = 0;
      const three = await syncCatalogue(source);
      const threeRequests = [...server.requests];
      stopListening?.();
      return { id, fetchSome, one, three, oneRequests, threeRequests };
    }

    const reads = await run(false);
    const rpc = await run(true);

    expect(rpc.oneRequests).toHaveLength(1);
    expect(rpc.oneRequests[0]).toMatch(/^changes after \d+ \/ start$/);
    expect(reads.oneRequests).toHaveLength(3);
    // The offers feed filled its page of 2 and paged on over the plain read.
    expect(rpc.threeRequests).toEqual([
      expect.stringMatching(/^changes after /),
      expect.stringMatching(/^offers after /),
    ]);
    for (const sync of [rpc, reads]) {
      expect(sync.one).toMatchObject({ full: false, offersWritten: 1, changedOfferIds: [sync.id(4)] });
      expect(sync.three).toMatchObject({ full: false, offersWritten: 3, offersRemoved: 1 });
      expect([...(sync.three.changedOfferIds ?? [])].sort()).toEqual(
        [sync.id(1), sync.id(6), sync.id(8)].sort(),
      );
      expect(sync.fetchSome.mock.calls.map(([ids]) => [...ids].sort())).toEqual([
        [sync.id(4)],
        [sync.id(1), sync.id(6), sync.id(8)].sort(),
      ]);
    }
    expect(rpc.three.changedOfferIds).toEqual(reads.three.changedOfferIds);
  });

  it('a listener that fails does not fail the sync', async () => {
    const server = new FakeCatalogue();
    const [offer] = server.insert(1);
    await syncCatalogue({ ...bind(server), yieldToMain: yieldNow });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stopListening = onOffersChanged(() => Promise.reject(new TypeError('Failed to fetch')));

    server.update(offer?.id ?? '', { title: 'Endret' });

    await expect(syncCatalogue({ ...bind(server), yieldToMain: yieldNow })).resolves.toMatchObject({
      full: false,
      changedOfferIds: [offer?.id],
    });
  });
});

function bind(server: FakeCatalogue) {
  return {
    fetchOffersSince: server.fetchOffersSince.bind(server),
    fetchTombstonesSince: server.fetchTombstonesSince.bind(server),
    fetchCategories: server.fetchCategories.bind(server),
    fetchLatestRevision: server.fetchLatestRevision.bind(server),
  };
}
