import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStateAtom } from '../../src/features/auth/auth-state.ts';
import { LOCAL_RECORD_KEYS } from '../../src/features/auth/local-records.ts';
import { startAuth } from '../../src/features/auth/start-auth.ts';
import { store } from '../../src/lib/store.ts';
import { clearOfflineData, db } from '../../src/offline/db.ts';
import { META, readMeta } from '../../src/offline/meta.ts';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;
interface Response {
  data: unknown;
  error: { message: string } | null;
  status: number;
}

const STORAGE_KEY = 'sb-test-auth-token';

function session(userId: string, userType = 'employee'): Session {
  return {
    access_token: `token-${userId}`,
    refresh_token: `refresh-${userId}`,
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user: {
      id: userId,
      email: `${userId}@acme.test`,
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: { user_type: userType },
      created_at: '2025-11-21T12:00:00Z',
    },
  };
}

/** A stand-in for supabase-js: auth events on demand, canned answers per table. */
function fakeClient(tables: Record<string, () => Response>) {
  let listener: Listener | null = null;
  let markSubscribed: () => void = () => undefined;
  const subscribed = new Promise<void>((resolve) => (markSubscribed = resolve));
  const signOut = vi.fn(() => Promise.resolve({ error: null }));
  const from = (table: string) => {
    const answer = tables[table] ?? (() => ({ data: [], error: null, status: 200 }));
    const builder = {
      select: () => builder,
      eq: () => builder,
      gt: () => builder,
      order: () => builder,
      limit: () => builder,
      then: (resolve: (value: Response) => unknown, reject?: (reason: unknown) => unknown) =>
        Promise.resolve(answer()).then(resolve, reject),
    };
    return builder;
  };
  const client = {
    auth: {
      storageKey: STORAGE_KEY,
      signOut,
      onAuthStateChange: (callback: Listener) => {
        listener = callback;
        markSubscribed();
        return { data: { subscription: { unsubscribe: () => (listener = null) } } };
      },
    },
    from,
  } as unknown as SupabaseClient;
  return {
    client,
    signOut,
    subscribed,
    emit: (event: AuthChangeEvent, value: Session | null) => listener?.(event, value),
  };
}

const secretRow = (offerId: string) => ({
  offer_id: offerId,
  discount_code: `CODE-${offerId}`,
  offer_email: null,
  offer_url: null,
  website: null,
});

const ROLES = () => ({ data: [{ role: 'employee' }], error: null, status: 200 });
const SECRETS = () => ({ data: [secretRow('o1'), secretRow('o2')], error: null, status: 200 });

let stop: (() => void) | null = null;
const auth = () => store.get(authStateAtom);

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

/** Starts auth over a fake client and resolves once it listens (the client loads lazily). */
async function start(tables: Record<string, () => Response> = { user_roles: ROLES, offer_secrets: SECRETS }) {
  const fake = fakeClient(tables);
  stop = startAuth({ loadClient: () => Promise.resolve(fake.client) });
  await fake.subscribed;
  return fake;
}

describe('startAuth', () => {
  it('signs in: state, type, roles, and every readable secret in the vault', async () => {
    const fake = await start();
    fake.emit('INITIAL_SESSION', session('u1'));

    await vi.waitFor(() => expect(auth().roles).toEqual(['employee']));
    expect(auth()).toMatchObject({ status: 'signed_in', userType: 'employee' });
    expect(auth().user?.id).toBe('u1');
    await vi.waitFor(async () => expect(await db.vault.count()).toBe(2));
    expect(await readMeta(META.vaultOwner)).toBe('u1');
    expect(JSON.parse(localStorage.getItem(LOCAL_RECORD_KEYS.user) ?? '{}')).toMatchObject({
      id: 'u1',
      roles: ['employee'],
    });
  });

  it('signs out: wipes the vault and the three local records', async () => {
    const fake = await start();
    fake.emit('SIGNED_IN', session('u1'));
    await vi.waitFor(async () => expect(await db.vault.count()).toBe(2));
    localStorage.setItem(LOCAL_RECORD_KEYS.company, '{"id":"c1"}');
    localStorage.setItem(LOCAL_RECORD_KEYS.employee, '{"id":"e1"}');

    fake.emit('SIGNED_OUT', null);

    await vi.waitFor(() => expect(auth().status).toBe('signed_out'));
    await vi.waitFor(async () => expect(await db.vault.count()).toBe(0));
    expect(await readMeta(META.vaultOwner)).toBeNull();
    for (const key of Object.values(LOCAL_RECORD_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(auth()).toMatchObject({ user: null, session: null, roles: [], userType: null });
  });

  it("a different user never sees the previous user's secrets or records", async () => {
    let rows = [secretRow('o1'), secretRow('o2')];
    const fake = await start({
      user_roles: ROLES,
      offer_secrets: () => ({ data: rows, error: null, status: 200 }),
    });
    fake.emit('SIGNED_IN', session('u1'));
    await vi.waitFor(async () => expect(await db.vault.count()).toBe(2));
    localStorage.setItem(LOCAL_RECORD_KEYS.company, '{"id":"c1"}');

    rows = [secretRow('o3')];
    fake.emit('SIGNED_IN', session('u2'));

    await vi.waitFor(async () =>
      expect((await db.vault.toArray()).map((row) => row.offer_id)).toEqual(['o3']),
    );
    expect((await db.vault.toArray())[0]?.user_id).toBe('u2');
    expect(localStorage.getItem(LOCAL_RECORD_KEYS.company)).toBeNull();
  });

  it('ends the session when the server rejects it (401 on the secrets)', async () => {
    const fake = await start({
      user_roles: ROLES,
      offer_secrets: () => ({ data: null, error: { message: 'JWT expired' }, status: 401 }),
    });
    fake.emit('SIGNED_IN', session('u1'));

    await vi.waitFor(() => expect(fake.signOut).toHaveBeenCalledWith({ scope: 'local' }));
    expect(await db.vault.count()).toBe(0);
  });

  it('keeps an offline session that could not be refreshed, and its vault', async () => {
    const fake = await start();
    fake.emit('SIGNED_IN', session('u1'));
    await vi.waitFor(async () => expect(await db.vault.count()).toBe(2));

    // supabase-js reports no session offline when the access token has expired, but keeps it stored.
    localStorage.setItem(STORAGE_KEY, JSON.stringify(session('u1')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const read = vi.spyOn(Storage.prototype, 'getItem');
    fake.emit('INITIAL_SESSION', null);
    await vi.waitFor(() => expect(read).toHaveBeenCalledWith(STORAGE_KEY));

    expect(auth().status).toBe('signed_in');
    expect(await db.vault.count()).toBe(2);
  });

  it('signs out with no stored session, online or not', async () => {
    const fake = await start();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fake.emit('INITIAL_SESSION', null);

    await vi.waitFor(() => expect(auth().status).toBe('signed_out'));
  });
});
