import type { Session, User } from '@supabase/supabase-js';
import { atom, store, useAtomValue } from '@/lib/store.ts';

export const ROLES = ['company', 'employee', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Checked by hand, not with zod: the stored user's roles are read before the first paint. */
export function isRole(value: unknown): value is Role {
  return ROLES.some((role) => role === value);
}

export const USER_TYPES = ['individual', 'company', 'employee'] as const;
export type UserType = (typeof USER_TYPES)[number];

export type AuthStatus = 'loading' | 'signed_in' | 'signed_out';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  session: Session | null;
  /** Global roles from user_roles (cached for offline use). */
  roles: Role[];
  /** user_type from the account metadata; null when absent or unknown. */
  userType: UserType | null;
  /**
   * Whether `roles` is worth deciding on: false right after a first sign-in on
   * this device, until user_roles has answered (or could not), so the route
   * guard waits instead of turning an admin away.
   */
  rolesKnown: boolean;
}

export const SIGNED_OUT: AuthState = {
  status: 'signed_out',
  user: null,
  session: null,
  roles: [],
  userType: null,
  rolesKnown: true,
};

export const authStateAtom = atom<AuthState>({ ...SIGNED_OUT, status: 'loading' });

/** The session as the UI sees it: loading until supabase-js reports the stored session. */
export function useAuth(): AuthState {
  return useAtomValue(authStateAtom, { store });
}

export function readAuthState(): AuthState {
  return store.get(authStateAtom);
}

export function setAuthState(next: AuthState): void {
  store.set(authStateAtom, next);
}

/** Calls `listener` after every change of the auth state (for plain modules; React uses useAuth). */
export function subscribeAuth(listener: (state: AuthState) => void): () => void {
  return store.sub(authStateAtom, () => listener(readAuthState()));
}

/**
 * The first state (the current one included) that `ready` accepts, or the
 * state at `timeoutMs` if none does: a caller never waits forever on a
 * session that cannot be checked.
 */
export function whenAuth(ready: (state: AuthState) => boolean, timeoutMs = 10_000): Promise<AuthState> {
  const current = readAuthState();
  if (ready(current)) return Promise.resolve(current);
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve(readAuthState());
    };
    const timer = setTimeout(finish, timeoutMs);
    const unsubscribe = store.sub(authStateAtom, () => {
      if (ready(readAuthState())) finish();
    });
  });
}

/** user_type from the metadata, as the spec reads it (null when absent). */
export function userTypeOf(user: Pick<User, 'user_metadata'> | null): UserType | null {
  const value: unknown = user?.user_metadata.user_type;
  return USER_TYPES.find((type) => type === value) ?? null;
}

/** The distinct known roles among user_roles rows; unknown values are ignored. */
export function parseRoles(rows: unknown): Role[] {
  if (!Array.isArray(rows)) return [];
  const roles = new Set<Role>();
  for (const row of rows as unknown[]) {
    const role = (row as { role?: unknown } | null)?.role;
    if (isRole(role)) roles.add(role);
  }
  return ROLES.filter((role) => roles.has(role));
}
