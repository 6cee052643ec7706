import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStateAtom } from '../../src/features/auth/auth-state.ts';
import { peekStoredSession } from '../../src/features/auth/auth-storage.ts';
import { LOCAL_RECORD_KEYS } from '../../src/features/auth/local-records.ts';
import { startAuth } from '../../src/features/auth/start-auth.ts';
import { store } from '../../src/lib/store.ts';

const KEY = 'sb-localhost-auth-token';

function storedSession(userId: string) {
  return {
    access_token: `token-${userId}`,
    refresh_token: `refresh-${userId}`,
    expires_at: Math.floor(Date.now() / 1000) - 60,
    user: { id: userId, email: `${userId}@acme.test`, user_metadata: { user_type: 'employee' } },
  };
}

/** Never loads: the state must come from the device alone (as before the first paint). */
const neverLoads = () => new Promise<SupabaseClient>(() => undefined);
let stop: (() => void) | null = null;

beforeEach(() => localStorage.clear());
afterEach(() => {
  stop?.();
  stop = null;
});

describe('peekStoredSession', () => {
  it("reads supabase-js's record without supabase-js, even with an expired access token", () => {
    localStorage.setItem(KEY, JSON.stringify(storedSession('u1')));
    expect(peekStoredSession()?.user.id).toBe('u1');
  });

  it('ignores the -user and -code-verifier records and malformed sessions', () => {
    localStorage.setItem(`${KEY}-code-verifier`, JSON.stringify(storedSession('u1')));
    localStorage.setItem(KEY, JSON.stringify({ access_token: 'a', refresh_token: '', user: { id: 'u1' } }));
    expect(peekStoredSession()).toBeNull();
    localStorage.setItem(KEY, '{not json');
    expect(peekStoredSession()).toBeNull();
  });

  it('gives a record without metadata an empty metadata object', () => {
    const { user, ...rest } = storedSession('u2');
    localStorage.setItem(KEY, JSON.stringify({ ...rest, user: { id: user.id } }));
    expect(peekStoredSession()?.user.user_metadata).toEqual({});
  });
});

describe('startAuth before supabase-js has loaded', () => {
  it('shows the stored session as signed in, with the roles cached on this device', () => {
    localStorage.setItem(KEY, JSON.stringify(storedSession('u1')));
    localStorage.setItem(
      LOCAL_RECORD_KEYS.user,
      JSON.stringify({ id: 'u1', email: 'u1@acme.test', roles: ['admin'] }),
    );
    stop = startAuth({ loadClient: neverLoads, loadAfter: () => Promise.resolve() });
    expect(store.get(authStateAtom)).toMatchObject({
      status: 'signed_in',
      roles: ['admin'],
      userType: 'employee',
    });
    expect(store.get(authStateAtom).user?.id).toBe('u1');
  });

  it('shows signed out at once without a stored session', () => {
    stop = startAuth({ loadClient: neverLoads, loadAfter: () => Promise.resolve() });
    expect(store.get(authStateAtom).status).toBe('signed_out');
  });
});
