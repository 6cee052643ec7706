import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStateAtom } from '../../src/features/auth/auth-state.ts';
import { LOCAL_RECORD_KEYS } from '../../src/features/auth/local-records.ts';
import { onSessionConfirmed, refreshRoles, startAuth } from '../../src/features/auth/start-auth.ts';
import { store } from '../../src/lib/store.ts';
import { clearOfflineData, db } from '../../src/offline/store/db.ts';
import { META, readMeta } from '../../src/offline/store/meta.ts';
import { STORAGE_KEY, fakeClient, session, type Response } from './support/fake-auth-client.ts';

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
async function start(
  tables: Record<string, () => Response | Promise<Response>> = { user_roles: ROLES, offer_secrets: SECRETS },
) {
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

  it("does not decide on roles until a first sign-in's user_roles has answered", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fake = await start({
      user_roles: () => new Promise<Response>((resolve) => (answer = resolve)),
      offer_secrets: SECRETS,
    });
    fake.emit('SIGNED_IN', session('u1'));
    await vi.waitFor(() => expect(auth().status).toBe('signed_in'));
    expect(auth()).toMatchObject({ roles: [], rolesKnown: false });

    answer({ data: [{ role: 'admin' }], error: null, status: 200 });
    await vi.waitFor(() => expect(auth()).toMatchObject({ roles: ['admin'], rolesKnown: true }));
  });

  it('counts the cached roles as known when user_roles cannot be read', async () => {
    localStorage.setItem(
      LOCAL_RECORD_KEYS.user,
      JSON.stringify({ id: 'u1', email: null, roles: ['company'] }),
    );
    const fake = await start({
      user_roles: () => ({ data: null, error: { message: 'Failed to fetch' }, status: 0 }),
      offer_secrets: SECRETS,
    });
    fake.emit('SIGNED_IN', session('u1'));
    await vi.waitFor(() => expect(auth()).toMatchObject({ roles: ['company'], rolesKnown: true }));
  });

  it('tells listeners once per confirmed user, replaying the current one to a late listener', async () => {
    const fake = await start();
    const early = vi.fn();
    const stopEarly = onSessionConfirmed(early);
    fake.emit('INITIAL_SESSION', session('u1'));
    await vi.waitFor(() => expect(early).toHaveBeenCalledTimes(1));
    fake.emit('TOKEN_REFRESHED', session('u1'));
    fake.emit('SIGNED_IN', session('u2'));
    await vi.waitFor(() => expect(early).toHaveBeenCalledTimes(2));
    expect(early.mock.calls.map(([user]) => (user as { id: string }).id)).toEqual(['u1', 'u2']);

    const late = vi.fn();
    const stopLate = onSessionConfirmed(late);
    expect(late).toHaveBeenCalledWith(expect.objectContaining({ id: 'u2' }));
    stopEarly();
    stopLate();
  });

  it('reads the roles again on request (the account model asks on focus)', async () => {
    let roles = [{ role: 'employee' }];
    const fake = await start({
      user_roles: () => ({ data: roles, error: null, status: 200 }),
      offer_secrets: SECRETS,
    });
    fake.emit('SIGNED_IN', session('u1'));
    await vi.waitFor(() => expect(auth().roles).toEqual(['employee']));
    roles = [{ role: 'employee' }, { role: 'admin' }];
    await refreshRoles();
    expect(auth().roles).toEqual(['employee', 'admin']);
  });
});
