import type { Session, User } from '@supabase/supabase-js';
import * as z from 'zod/mini';
import { atom, store, useAtomValue } from '@/lib/store.ts';

export const ROLES = ['company', 'employee', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const RoleSchema = z.enum(ROLES);

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
}

export const SIGNED_OUT: AuthState = {
  status: 'signed_out',
  user: null,
  session: null,
  roles: [],
  userType: null,
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
    const parsed = RoleSchema.safeParse((row as { role?: unknown } | null)?.role);
    if (parsed.success) roles.add(parsed.data);
  }
  return ROLES.filter((role) => roles.has(role));
}
