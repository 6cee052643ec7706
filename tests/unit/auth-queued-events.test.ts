import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStateAtom } from '../../src/features/auth/auth-state.ts';
import { signOut } from '../../src/features/auth/sign-out.ts';
import { startAuth } from '../../src/features/auth/start-auth.ts';
import { store } from '../../src/lib/store.ts';
import { buildOfferClick } from '../../src/offline/clicks/click-queue.ts';
import { clearOfflineData, db } from '../../src/offline/store/db.ts';
import { fakeClient, session } from './support/fake-auth-client.ts';

// Issue 22, finding 4: 'Logg ut' left the previous user's queued events
// (user id, user agent, referrer) in IndexedDB, to be sent later under the
// next session and refused. A user's events now go with their session: sent
// while it still holds when online, otherwise removed with the code vault.

const client = vi.hoisted(() => ({
  auth: { storageKey: 'sb-localhost-auth-token', signOut: vi.fn() },
  insert: vi.fn(),
  from: vi.fn(),
}));
vi.mock('@/lib/supabase.ts', () => ({ supabase: client }));

async function queue(userId: string | null): Promise<void> {
  await db.click_queue.add({
    click: buildOfferClick('0ffe0000-0000-4000-8000-000000000001', userId, 'code_reveal'),
    queued_at: new Date().toISOString(),
    attempts: 0,
    next_attempt_at: Date.now(),
    last_error: null,
  });
}

const queuedUsers = async () => (await db.click_queue.toArray()).map((row) => row.click.user_id);

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

beforeEach(async () => {
  await clearOfflineData();
  localStorage.clear();
  client.auth.signOut.mockReset().mockResolvedValue({ error: null });
  client.insert.mockReset().mockResolvedValue({ error: null, status: 201 });
  client.from.mockReset().mockImplementation(() => ({ insert: client.insert }));
  store.set(authStateAtom, {
    status: 'signed_in',
    user: session('u1').user,
    session: session('u1'),
    roles: [],
    userType: 'employee',
    rolesKnown: true,
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

describe("'Logg ut' and the queued events", () => {
  it("removes the user's queued events with the vault when offline, and keeps a visitor's", async () => {
    setOnline(false);
    await queue('u1');
    await queue('u1');
    await queue(null);

    await signOut();

    expect(await queuedUsers()).toEqual([null]);
    expect(client.insert).not.toHaveBeenCalled();
  });

  it("sends the user's queued events under their own session before it ends, when online", async () => {
    setOnline(true);
    await queue('u1');

    await signOut();

    expect(client.insert).toHaveBeenCalledWith(expect.objectContaining({ user_id: 'u1' }));
    const [sent] = client.insert.mock.invocationCallOrder;
    const [ended] = client.auth.signOut.mock.invocationCallOrder;
    expect(sent).toBeLessThan(ended ?? 0);
    expect(await db.click_queue.count()).toBe(0);
  });

  it('removes the events the server would not take now, rather than keep them for the next session', async () => {
    setOnline(true);
    client.insert.mockResolvedValue({ error: { message: 'upstream', code: '' }, status: 503 });
    await queue('u1');

    await signOut();

    expect(client.insert).toHaveBeenCalled();
    expect(await queuedUsers()).toEqual([]);
  });
});

describe('an account switch and the queued events', () => {
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    stop = null;
  });

  it("removes the previous user's events when another account signs in", async () => {
    setOnline(false);
    const fake = fakeClient({});
    stop = startAuth({ loadClient: () => Promise.resolve(fake.client) });
    await fake.subscribed;
    fake.emit('SIGNED_IN', session('u1'));
    await vi.waitFor(() => expect(store.get(authStateAtom).user?.id).toBe('u1'));
    await queue('u1');
    await queue(null);

    fake.emit('SIGNED_IN', session('u2'));

    await vi.waitFor(async () => expect(await queuedUsers()).toEqual([null]));
  });

  it('removes them when the session ends elsewhere (another tab, the server)', async () => {
    setOnline(false);
    const fake = fakeClient({});
    stop = startAuth({ loadClient: () => Promise.resolve(fake.client) });
    await fake.subscribed;
    fake.emit('SIGNED_IN', session('u1'));
    await vi.waitFor(() => expect(store.get(authStateAtom).user?.id).toBe('u1'));
    await queue('u1');

    fake.emit('SIGNED_OUT', null);

    await vi.waitFor(async () => expect(await db.click_queue.count()).toBe(0));
  });
});
