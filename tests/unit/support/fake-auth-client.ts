import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { vi } from 'vitest';

// A stand-in for supabase-js's auth and table reads, shared by the tests of
// startAuth and of the account model that follows it.

type Listener = (event: AuthChangeEvent, session: Session | null) => void;
export interface Response {
  data: unknown;
  error: { message: string } | null;
  status: number;
}

export const STORAGE_KEY = 'sb-test-auth-token';

export function session(userId: string, userType = 'employee'): Session {
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
export function fakeClient(tables: Record<string, () => Response | Promise<Response>>) {
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
