import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStateAtom } from '../../src/features/auth/auth-state.ts';
import { LOCAL_RECORD_KEYS } from '../../src/features/auth/local-records.ts';
import { signOut } from '../../src/features/auth/sign-out.ts';
import { store } from '../../src/lib/store.ts';
import { clearOfflineData, db } from '../../src/offline/store/db.ts';
import { META, readMeta, writeMeta } from '../../src/offline/store/meta.ts';
import { ensureVaultOwner } from '../../src/offline/vault/vault.ts';

const STORAGE_KEY = 'sb-localhost-auth-token';
const client = vi.hoisted(() => ({
  auth: { storageKey: 'sb-localhost-auth-token', signOut: vi.fn() },
}));
vi.mock('@/lib/supabase.ts', () => ({ supabase: client }));

async function signedInDevice() {
  store.set(authStateAtom, {
    status: 'signed_in',
    user: null,
    session: null,
    roles: ['employee'],
    userType: 'employee',
    rolesKnown: true,
  });
  localStorage.setItem(STORAGE_KEY, '{"access_token":"a","refresh_token":"r","user":{"id":"u1"}}');
  localStorage.setItem(`${STORAGE_KEY}-user`, '{"user":{"id":"u1"}}');
  for (const key of Object.values(LOCAL_RECORD_KEYS)) localStorage.setItem(key, '{"id":"x"}');
  await ensureVaultOwner('u1');
  await db.vault.put({
    user_id: 'u1',
    offer_id: 'o1',
    discount_code: 'SECRET',
    offer_email: null,
    offer_url: null,
    website: null,
    fetched_at: '2025-11-21T12:00:00Z',
  });
  await writeMeta(META.homeLastVisit, { user_id: 'u1', at: '2025-11-21T12:00:00.000Z' });
}

async function expectEverythingCleared() {
  expect(store.get(authStateAtom)).toMatchObject({
    status: 'signed_out',
    user: null,
    session: null,
    roles: [],
    userType: null,
  });
  for (const key of Object.values(LOCAL_RECORD_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  expect(await db.vault.count()).toBe(0);
  expect(await readMeta(META.homeLastVisit)).toBeNull();
}

beforeEach(async () => {
  await clearOfflineData();
  localStorage.clear();
  client.auth.signOut.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

describe('signOut', () => {
  it('signs out locally and clears user, session, type, records and vault', async () => {
    await signedInDevice();
    client.auth.signOut.mockResolvedValue({ error: null });

    await signOut();

    expect(client.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    await expectEverythingCleared();
  });

  it('clears everything, the stored session too, when the server cannot be reached', async () => {
    await signedInDevice();
    client.auth.signOut.mockResolvedValue({ error: new Error('Failed to fetch') });

    await signOut();

    await expectEverythingCleared();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(`${STORAGE_KEY}-user`)).toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });

  it("ignores 'Session not found' quietly", async () => {
    await signedInDevice();
    client.auth.signOut.mockResolvedValue({ error: new Error('Session not found') });

    await signOut();

    await expectEverythingCleared();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('clears everything even when the sign-out call throws', async () => {
    await signedInDevice();
    client.auth.signOut.mockRejectedValue(new TypeError('boom'));

    await signOut();

    await expectEverythingCleared();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});
