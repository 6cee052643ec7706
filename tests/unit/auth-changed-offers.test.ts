import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStateAtom } from '../../src/features/auth/auth-state.ts';
import { startAuth } from '../../src/features/auth/start-auth.ts';
import { store } from '../../src/lib/store.ts';
import { announceChangedOffers } from '../../src/offline/catalogue/offer-changes.ts';
import { syncCatalogue } from '../../src/offline/catalogue/sync-engine.ts';
import { clearOfflineData, db } from '../../src/offline/store/db.ts';
import { readVaultSecret } from '../../src/offline/vault/vault.ts';
import { FakeCatalogue } from './offline/support/fake-catalogue.ts';
import { fakeClient, session, type Response } from './support/fake-auth-client.ts';

// The session's side of the vault after a delta sync (start-auth.ts): the
// offers the sync changed have their secrets fetched again, in one request,
// with the live session -- only while a confirmed user is signed in.

interface SecretsRequest {
  /** The offer ids of the `in` filter; null for the sign-in's "every secret" read. */
  offerIds: string[] | null;
}

const row = (offerId: string, code: string | null) => ({
  offer_id: offerId,
  discount_code: code,
  offer_email: null,
  offer_url: null,
  website: null,
});

const ok = (data: unknown): Response => ({ data, error: null, status: 200 });

/**
 * fakeClient's auth events, with an offer_secrets table that answers by its
 * `in` filter from `codes` and records each request.
 */
function clientWithSecrets(codes: Map<string, string | null>) {
  const fake = fakeClient({ user_roles: () => ok([{ role: 'employee' }]) });
  const requests: SecretsRequest[] = [];
  let failure: Response | Error | null = null;
  const from = (table: string) => {
    if (table !== 'offer_secrets') return fake.client.from(table);
    let offerIds: string[] | null = null;
    const builder = {
      select: () => builder,
      eq: () => builder,
      gt: () => builder,
      order: () => builder,
      limit: () => builder,
      in: (_column: string, values: string[]) => {
        offerIds = [...values];
        return builder;
      },
      then: (resolve: (value: Response) => unknown, reject?: (reason: unknown) => unknown) => {
        requests.push({ offerIds });
        if (failure instanceof Error) return Promise.reject(failure).then(resolve, reject);
        if (failure) return Promise.resolve(failure).then(resolve, reject);
        const ids = offerIds ?? [...codes.keys()];
        const rows = ids.flatMap((id) => (codes.has(id) ? [row(id, codes.get(id) ?? null)] : []));
        return Promise.resolve(ok(rows)).then(resolve, reject);
      },
    };
    return builder;
  };
  const client = { auth: fake.client.auth, from } as unknown as SupabaseClient;
  return {
    ...fake,
    client,
    requests,
    failWith: (answer: Response | Error | null) => (failure = answer),
  };
}

let stop: (() => void) | null = null;

/** Signed in as u1 with the sign-in's refresh done: the vault holds o1 and o2. */
async function signedIn(
  codes = new Map<string, string | null>([
    ['o1', 'GAMMEL1'],
    ['o2', 'GAMMEL2'],
  ]),
) {
  const fake = clientWithSecrets(codes);
  stop = startAuth({ loadClient: () => Promise.resolve(fake.client) });
  await fake.subscribed;
  fake.emit('SIGNED_IN', session('u1'));
  await vi.waitFor(async () => expect(await db.vault.count()).toBe(codes.size));
  fake.requests.length = 0;
  return fake;
}

const codeOf = async (offerId: string) => (await readVaultSecret('u1', offerId))?.discount_code;

beforeEach(async () => {
  await clearOfflineData();
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  stop?.();
  stop = null;
  vi.restoreAllMocks();
});

describe('the vault after a delta sync', () => {
  it('fetches the changed offers in one request: a changed code replaces the copy, a removed one leaves', async () => {
    const codes = new Map<string, string | null>([
      ['o1', 'GAMMEL1'],
      ['o2', 'GAMMEL2'],
      ['o3', 'GAMMEL3'],
    ]);
    const fake = await signedIn(codes);
    codes.set('o1', 'NY1');
    codes.set('o2', null);

    await announceChangedOffers(['o1', 'o2']);

    expect(fake.requests).toEqual([{ offerIds: ['o1', 'o2'] }]);
    expect(await codeOf('o1')).toBe('NY1');
    expect(await readVaultSecret('u1', 'o2')).toBeNull();
    expect(await codeOf('o3')).toBe('GAMMEL3');
  });

  it('asks nothing once signed out', async () => {
    const fake = await signedIn();
    fake.emit('SIGNED_OUT', null);
    await vi.waitFor(() => expect(store.get(authStateAtom).status).toBe('signed_out'));

    await announceChangedOffers(['o1']);

    expect(fake.requests).toEqual([]);
  });

  it('asks nothing before supabase-js has confirmed a session', async () => {
    const fake = clientWithSecrets(new Map([['o1', 'KODE']]));
    stop = startAuth({ loadClient: () => Promise.resolve(fake.client) });
    await fake.subscribed;

    await announceChangedOffers(['o1']);

    expect(fake.requests).toEqual([]);
  });

  it('keeps the stored copies when the request fails for want of a network or on a 5xx', async () => {
    const fake = await signedIn();

    fake.failWith(new TypeError('Failed to fetch'));
    await announceChangedOffers(['o1']);
    fake.failWith({ data: null, error: { message: 'Bad gateway' }, status: 502 });
    await announceChangedOffers(['o1', 'o2']);

    expect(fake.requests).toHaveLength(2);
    expect(await codeOf('o1')).toBe('GAMMEL1');
    expect(await codeOf('o2')).toBe('GAMMEL2');
    expect(fake.signOut).not.toHaveBeenCalled();
  });

  it('wipes the vault and ends the session when the server rejects it', async () => {
    const fake = await signedIn();
    fake.failWith({ data: null, error: { message: 'JWT expired' }, status: 401 });

    await announceChangedOffers(['o1']);

    expect(await db.vault.count()).toBe(0);
    expect(fake.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it('a full sync of the catalogue asks for no secrets; the delta after it asks once', async () => {
    const server = new FakeCatalogue();
    const offers = server.insert(600);
    const codes = new Map<string, string | null>(offers.map((offer) => [offer.id, `KODE-${offer.id}`]));
    const fake = await signedIn(codes);
    const source = {
      fetchOffersSince: server.fetchOffersSince.bind(server),
      fetchTombstonesSince: server.fetchTombstonesSince.bind(server),
      fetchCategories: server.fetchCategories.bind(server),
      fetchLatestRevision: server.fetchLatestRevision.bind(server),
      yieldToMain: () => Promise.resolve(),
    };

    expect((await syncCatalogue(source)).full).toBe(true);
    expect(fake.requests).toEqual([]);

    const changed = offers[42]?.id ?? '';
    codes.set(changed, 'NY-KODE');
    server.update(changed, {});
    expect((await syncCatalogue(source)).full).toBe(false);

    expect(fake.requests).toEqual([{ offerIds: [changed] }]);
    expect(await codeOf(changed)).toBe('NY-KODE');
  });
});
