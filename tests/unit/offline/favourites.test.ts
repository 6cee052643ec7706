import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FavouritesApi,
  discardOtherUsersFavourites,
  flushFavouriteQueue,
  pullFavourites,
  readFavourites,
  setFavourite,
  syncFavourites,
} from '../../../src/offline/favourites/favourites.ts';
import {
  RECENT_CODES_KEPT,
  readRecentCodes,
  rememberRecentCode,
} from '../../../src/offline/favourites/recent-codes.ts';
import { RemoteError } from '../../../src/offline/remote/remote-error.ts';
import { clearOfflineData, db } from '../../../src/offline/store/db.ts';

const T0 = Date.parse('2026-11-28T08:00:00Z');

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

/** A server holding one person's favourites, as public.favourites would. */
function fakeServer(initial: string[] = []) {
  const saved = new Map(initial.map((id, i) => [id, new Date(T0 - i * 1000).toISOString()]));
  const api: FavouritesApi & { calls: string[] } = {
    calls: [],
    save: vi.fn((offerId: string) => {
      api.calls.push(`save ${offerId}`);
      if (!saved.has(offerId)) saved.set(offerId, new Date(T0 + 5000).toISOString());
      return Promise.resolve();
    }),
    remove: vi.fn((offerId: string) => {
      api.calls.push(`remove ${offerId}`);
      saved.delete(offerId);
      return Promise.resolve();
    }),
    list: vi.fn(() =>
      Promise.resolve([...saved].map(([offer_id, created_at]) => ({ offer_id, created_at }))),
    ),
  };
  return { api, saved };
}

const offerIds = async (userId: string) => (await readFavourites(userId)).map((row) => row.offer_id);

beforeEach(async () => {
  await clearOfflineData();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('favourites on the device', () => {
  it('shows a favourite saved offline at once and sends it when online', async () => {
    setOnline(false);
    const { api, saved } = fakeServer();
    await setFavourite('user-a', 'offer-1', true, T0);
    expect(await offerIds('user-a')).toEqual(['offer-1']);
    expect(await flushFavouriteQueue('user-a', api)).toEqual({ sent: 0, retrying: 0, dropped: 0 });
    expect(saved.has('offer-1')).toBe(false);

    setOnline(true);
    expect(await flushFavouriteQueue('user-a', api)).toEqual({ sent: 1, retrying: 0, dropped: 0 });
    expect(saved.has('offer-1')).toBe(true);
    expect(await db.favourite_queue.count()).toBe(0);
  });

  it('keeps only the newest change to an offer in the queue', async () => {
    setOnline(false);
    const { api } = fakeServer(['offer-1']);
    await setFavourite('user-a', 'offer-1', false, T0);
    await setFavourite('user-a', 'offer-1', true, T0 + 1);
    await setFavourite('user-a', 'offer-1', false, T0 + 2);
    expect(await db.favourite_queue.count()).toBe(1);
    setOnline(true);
    await flushFavouriteQueue('user-a', api);
    expect(api.calls).toEqual(['remove offer-1']);
  });

  it('brings in favourites saved on another device and keeps unsent changes on top', async () => {
    setOnline(true);
    const { api } = fakeServer(['offer-2', 'offer-3']);
    // Made offline here and not sent yet: save offer-1, remove offer-3.
    await db.favourite_queue.bulkAdd([
      {
        user_id: 'user-a',
        offer_id: 'offer-1',
        saved: true,
        queued_at: new Date(T0).toISOString(),
        attempts: 0,
        next_attempt_at: T0,
        last_error: null,
      },
      {
        user_id: 'user-a',
        offer_id: 'offer-3',
        saved: false,
        queued_at: new Date(T0).toISOString(),
        attempts: 0,
        next_attempt_at: T0,
        last_error: null,
      },
    ]);
    await pullFavourites('user-a', api.list);
    expect((await offerIds('user-a')).sort()).toEqual(['offer-1', 'offer-2']);
  });

  it('sends, then pulls, in one sync', async () => {
    setOnline(true);
    const { api } = fakeServer(['offer-9']);
    await setFavourite('user-a', 'offer-1', true, T0);
    const list = await syncFavourites('user-a', api);
    expect(list.map((row) => row.offer_id).sort()).toEqual(['offer-1', 'offer-9']);
    expect(await db.favourite_queue.count()).toBe(0);
  });

  it('keeps a change for later when the network fails, and drops one the server refuses', async () => {
    setOnline(true);
    const { api } = fakeServer();
    api.save = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await setFavourite('user-a', 'offer-1', true, T0);
    expect(await flushFavouriteQueue('user-a', api, () => T0)).toEqual({ sent: 0, retrying: 1, dropped: 0 });
    const [row] = await db.favourite_queue.toArray();
    expect(row?.attempts).toBe(1);
    expect(row?.next_attempt_at).toBeGreaterThan(T0);

    api.save = vi.fn(() => Promise.reject(new RemoteError('rejected', 'foreign key', 409)));
    expect(await flushFavouriteQueue('user-a', api, () => T0)).toEqual({ sent: 0, retrying: 0, dropped: 1 });
    expect(await db.favourite_queue.count()).toBe(0);
  });

  it('rejects bad cached rows: a malformed queued change is dropped unsent, a malformed favourite is not shown', async () => {
    setOnline(true);
    const { api } = fakeServer();
    await db.favourite_queue.add({
      user_id: 'user-a',
      offer_id: '',
      saved: 'yes',
      queued_at: 'yesterday',
      attempts: -1,
      next_attempt_at: T0,
      last_error: null,
    } as never);
    await db.favourites.put({ user_id: 'user-a', offer_id: 'offer-x', saved_at: 'not a time' });
    await db.favourites.put({ user_id: 'user-a', offer_id: 'offer-1', saved_at: new Date(T0).toISOString() });
    expect(await flushFavouriteQueue('user-a', api)).toEqual({ sent: 0, retrying: 0, dropped: 1 });
    expect(api.calls).toEqual([]);
    expect(await offerIds('user-a')).toEqual(['offer-1']);
  });

  it('leaves out rows from the server that do not parse', async () => {
    const list = () =>
      Promise.resolve([
        { offer_id: 'offer-1', created_at: new Date(T0).toISOString() },
        { offer_id: 42 },
        null,
      ]);
    await pullFavourites('user-a', list);
    expect(await offerIds('user-a')).toEqual(['offer-1']);
  });

  it("never shows or sends another person's favourites", async () => {
    setOnline(false);
    await setFavourite('user-a', 'offer-1', true, T0);
    expect(await offerIds('user-b')).toEqual([]);
    setOnline(true);
    const { api } = fakeServer();
    expect(await flushFavouriteQueue('user-b', api)).toEqual({ sent: 0, retrying: 0, dropped: 0 });
    expect(api.calls).toEqual([]);
  });

  it('sign-out removes every favourite, queued change and recent code from the device', async () => {
    setOnline(false);
    await setFavourite('user-a', 'offer-1', true, T0);
    await rememberRecentCode('user-a', 'offer-1', T0);
    await discardOtherUsersFavourites(null);
    expect(await db.favourites.count()).toBe(0);
    expect(await db.favourite_queue.count()).toBe(0);
    expect(await db.recent_codes.count()).toBe(0);
  });

  it("a different user signing in removes the previous user's only", async () => {
    setOnline(false);
    await setFavourite('user-a', 'offer-1', true, T0);
    await setFavourite('user-b', 'offer-2', true, T0);
    await discardOtherUsersFavourites('user-b');
    expect(await offerIds('user-a')).toEqual([]);
    expect(await offerIds('user-b')).toEqual(['offer-2']);
  });
});

describe('recently used codes', () => {
  it(`keeps the newest ${RECENT_CODES_KEPT}, newest first, once per offer`, async () => {
    for (let i = 0; i < 12; i++) await rememberRecentCode('user-a', `offer-${i}`, T0 + i * 1000);
    await rememberRecentCode('user-a', 'offer-5', T0 + 60_000);
    const codes = await readRecentCodes('user-a');
    expect(codes).toHaveLength(RECENT_CODES_KEPT);
    expect(codes[0]?.offer_id).toBe('offer-5');
    expect(codes.map((code) => code.offer_id)).not.toContain('offer-0');
    expect(codes.filter((code) => code.offer_id === 'offer-5')).toHaveLength(1);
    expect(await readRecentCodes('user-b')).toEqual([]);
  });
});
