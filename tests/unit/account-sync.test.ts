import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountSnapshot } from '../../src/features/account/account-schema.ts';
import { accountStateAtom, selectedMembershipAtom } from '../../src/features/account/account-state.ts';
import { selectCompany, startAccount } from '../../src/features/account/account-sync.ts';
import { LOCAL_RECORD_KEYS } from '../../src/features/auth/local-records.ts';
import { startAuth } from '../../src/features/auth/start-auth.ts';
import { selectedCompanyBrandingAtom } from '../../src/features/branding/branding-state.ts';
import { store } from '../../src/lib/store.ts';
import { clearOfflineData } from '../../src/offline/store/db.ts';
import { STORAGE_KEY, fakeClient, session } from './support/fake-auth-client.ts';
import { company, membership } from './support/accounts.ts';

const ACME = {
  id: 'e1',
  role: 'employee' as const,
  company: company('acme', 'Acme AS', { is_white_label_enabled: true }),
};
const FJORD = membership('fjord', 'admin', 'Fjord Eiendom AS');

function snapshotFor(userId: string, memberships = [ACME, FJORD]): AccountSnapshot {
  return {
    userId,
    profile: { firstname: 'Kari', lastname: 'Nordmann', phone: null },
    memberships,
    fetchedAt: '2026-11-25T10:00:00.000Z',
  };
}

const stops: (() => void)[] = [];
const account = () => store.get(accountStateAtom);
const record = (key: keyof typeof LOCAL_RECORD_KEYS): unknown =>
  JSON.parse(localStorage.getItem(LOCAL_RECORD_KEYS[key]) ?? 'null');

beforeEach(async () => {
  await clearOfflineData();
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  while (stops.length) stops.pop()?.();
  vi.restoreAllMocks();
});

/** Auth over a fake client, then the account model with `fetch`; resolves once both listen. */
async function start(fetch: (userId: string) => Promise<AccountSnapshot>, focusMinGapMs = 30_000) {
  const fake = fakeClient({ user_roles: () => ({ data: [{ role: 'employee' }], error: null, status: 200 }) });
  stops.push(startAuth({ loadClient: () => Promise.resolve(fake.client) }));
  await fake.subscribed;
  stops.push(startAccount({ fetch, focusMinGapMs }));
  return fake;
}

describe('the account model', () => {
  it('reads the account once supabase-js confirms the session, keeps it in the records and picks a company', async () => {
    const fetch = vi.fn((userId: string) => Promise.resolve(snapshotFor(userId)));
    const fake = await start(fetch);
    expect(fetch).not.toHaveBeenCalled();

    fake.emit('SIGNED_IN', session('u1'));

    await vi.waitFor(() => expect(account().status).toBe('ready'));
    expect(fetch).toHaveBeenCalledWith('u1');
    expect(record('employee')).toMatchObject({
      userId: 'u1',
      memberships: [{ id: 'e1' }, { id: 'e-fjord' }],
    });
    // First load: the first company where the user is owner or admin.
    expect(record('company')).toEqual({ userId: 'u1', companyId: 'fjord' });
    expect(store.get(selectedMembershipAtom)?.company.id).toBe('fjord');
    expect(store.get(selectedCompanyBrandingAtom)?.id).toBe('fjord');
  });

  it("shows this device's records at once on a reload, before any read, and brands with the choice", () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(session('u1')));
    localStorage.setItem(
      LOCAL_RECORD_KEYS.user,
      JSON.stringify({ id: 'u1', email: null, roles: ['employee'] }),
    );
    localStorage.setItem(LOCAL_RECORD_KEYS.employee, JSON.stringify(snapshotFor('u1')));
    localStorage.setItem(LOCAL_RECORD_KEYS.company, JSON.stringify({ userId: 'u1', companyId: 'acme' }));
    // supabase-js never loads here: everything must come from the device.
    stops.push(
      startAuth({ loadClient: () => new Promise(() => undefined), loadAfter: () => Promise.resolve() }),
    );
    const fetch = vi.fn(() => Promise.resolve(snapshotFor('u1')));
    stops.push(startAccount({ fetch }));

    expect(account()).toMatchObject({ userId: 'u1', status: 'idle', choiceId: 'acme' });
    expect(account().snapshot?.profile?.firstname).toBe('Kari');
    expect(store.get(selectedCompanyBrandingAtom)?.name).toBe('Acme AS');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the cached account when a read fails', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(session('u1')));
    localStorage.setItem(
      LOCAL_RECORD_KEYS.user,
      JSON.stringify({ id: 'u1', email: null, roles: ['employee'] }),
    );
    localStorage.setItem(LOCAL_RECORD_KEYS.employee, JSON.stringify(snapshotFor('u1')));
    const fetch = vi.fn(() => Promise.reject(new Error('Failed to fetch')));
    const fake = await start(fetch);
    fake.emit('INITIAL_SESSION', session('u1'));

    await vi.waitFor(() => expect(account().status).toBe('error'));
    expect(account().snapshot?.profile?.firstname).toBe('Kari');
    expect(record('employee')).toMatchObject({ userId: 'u1' });
  });

  it("never shows another user's account: a user change starts from nothing", async () => {
    let finish: (snapshot: AccountSnapshot) => void = () => undefined;
    const fake = await start((userId) =>
      userId === 'u1' ? Promise.resolve(snapshotFor('u1')) : new Promise((resolve) => (finish = resolve)),
    );
    fake.emit('SIGNED_IN', session('u1'));
    await vi.waitFor(() => expect(account().status).toBe('ready'));

    fake.emit('SIGNED_IN', session('u2'));

    await vi.waitFor(() =>
      expect(account()).toMatchObject({ userId: 'u2', snapshot: null, status: 'loading' }),
    );
    expect(store.get(selectedCompanyBrandingAtom)).toBeNull();
    expect(record('employee')).toBeNull();
    finish(snapshotFor('u2', []));
    await vi.waitFor(() => expect(account().status).toBe('ready'));
    expect(account().snapshot?.userId).toBe('u2');
  });

  it('reads for the user signed in by the time an earlier read ends', async () => {
    let finishFirst: (snapshot: AccountSnapshot) => void = () => undefined;
    const fetch = vi.fn((userId: string) =>
      userId === 'u1'
        ? new Promise<AccountSnapshot>((resolve) => (finishFirst = resolve))
        : Promise.resolve(snapshotFor(userId)),
    );
    const fake = await start(fetch);
    fake.emit('SIGNED_IN', session('u1'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('u1'));
    fake.emit('SIGNED_IN', session('u2'));
    await vi.waitFor(() => expect(account().userId).toBe('u2'));

    finishFirst(snapshotFor('u1'));

    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('u2'));
    await vi.waitFor(() => expect(account().snapshot?.userId).toBe('u2'));
  });

  it('remembers a chosen company and rebrands at once; ignores a company the user is not in', async () => {
    const fake = await start((userId) => Promise.resolve(snapshotFor(userId)));
    fake.emit('SIGNED_IN', session('u1'));
    await vi.waitFor(() => expect(account().status).toBe('ready'));

    selectCompany('acme');
    expect(record('company')).toEqual({ userId: 'u1', companyId: 'acme' });
    expect(store.get(selectedCompanyBrandingAtom)?.id).toBe('acme');

    selectCompany('not-mine');
    expect(store.get(selectedMembershipAtom)?.company.id).toBe('acme');
  });

  it('forgets the account and the branding on sign-out', async () => {
    const fake = await start((userId) => Promise.resolve(snapshotFor(userId)));
    fake.emit('SIGNED_IN', session('u1'));
    await vi.waitFor(() => expect(account().status).toBe('ready'));

    fake.emit('SIGNED_OUT', null);

    await vi.waitFor(() => expect(account().userId).toBeNull());
    expect(account().snapshot).toBeNull();
    expect(store.get(selectedCompanyBrandingAtom)).toBeNull();
    for (const key of Object.values(LOCAL_RECORD_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('reads again when the browser comes back online and when the app regains focus (not too often)', async () => {
    const fetch = vi.fn((userId: string) => Promise.resolve(snapshotFor(userId)));
    const fake = await start(fetch, 60_000);
    fake.emit('SIGNED_IN', session('u1'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));

    // Within a minute of the last read, focus does nothing; after it, it reads.
    window.dispatchEvent(new Event('focus'));
    expect(fetch).toHaveBeenCalledTimes(2);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
  });

  it('does not read offline', async () => {
    const fetch = vi.fn((userId: string) => Promise.resolve(snapshotFor(userId)));
    const fake = await start(fetch);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fake.emit('SIGNED_IN', session('u1'));
    await vi.waitFor(() => expect(account().userId).toBe('u1'));
    window.dispatchEvent(new Event('online'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
