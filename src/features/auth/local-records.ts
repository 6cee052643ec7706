import * as z from 'zod/mini';
import { RoleSchema, type Role } from './auth-state.ts';

/**
 * The three local-storage records the spec names (user, company, employee).
 * The navigation treats any of them as "logged in", so logout clears all three.
 * Other features (profile, company selector) write company and employee.
 */
export const LOCAL_RECORD_KEYS = {
  user: 'ordning.user',
  company: 'ordning.company',
  employee: 'ordning.employee',
} as const;

const StoredUserSchema = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  roles: z.array(RoleSchema),
});
export type StoredUser = z.infer<typeof StoredUserSchema>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the app then works without the records.
    return null;
  }
}

/** The stored user record, or null when absent, unreadable or for another user. */
export function readStoredUser(userId: string): StoredUser | null {
  const raw = storage()?.getItem(LOCAL_RECORD_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = StoredUserSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.id === userId ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Remembers who is signed in and their roles, so the roles are known offline too. */
export function writeStoredUser(user: { id: string; email: string | null; roles: Role[] }): void {
  try {
    storage()?.setItem(LOCAL_RECORD_KEYS.user, JSON.stringify(user));
  } catch {
    // A full or blocked storage only costs the offline role cache.
  }
}

export function clearLocalRecords(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(LOCAL_RECORD_KEYS)) {
    try {
      store.removeItem(key);
    } catch {
      // Nothing more can be done about a storage that refuses to forget.
    }
  }
}

/** The id in the stored user record, whoever it belongs to. */
export function storedUserId(): string | null {
  const raw = storage()?.getItem(LOCAL_RECORD_KEYS.user);
  if (!raw) return null;
  try {
    const id: unknown = (JSON.parse(raw) as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}
