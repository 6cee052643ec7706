import { type Role, isRole } from './auth-state.ts';
import { isFields } from '@/lib/is-fields.ts';
import { STORAGE_KEYS, localStore } from '@/lib/web-storage.ts';

/**
 * The three local-storage records the spec names (user, company, employee).
 * The navigation treats any of them as "logged in", so logout clears all three.
 * This feature writes user (id, e-mail, global roles); the account feature
 * writes employee (profile and memberships) and company (the chosen company).
 */
export const LOCAL_RECORD_KEYS = STORAGE_KEYS.records;
export type LocalRecordKey = keyof typeof LOCAL_RECORD_KEYS;

export interface StoredUser {
  id: string;
  email: string | null;
  roles: Role[];
}

/**
 * The record as this feature writes it, or null. Checked by hand, not with
 * zod: it is read before the first paint (tests/unit/auth-stored-records.test.ts
 * holds it to the schema it replaced). Only the three fields are kept.
 */
export function readStoredUserRecord(value: unknown): StoredUser | null {
  if (!isFields(value)) return null;
  const { id, email, roles } = value;
  if (typeof id !== 'string' || (email !== null && typeof email !== 'string')) return null;
  if (!Array.isArray(roles) || !roles.every(isRole)) return null;
  return { id, email, roles: [...roles] };
}

// Blocked storage: the app then works without the records.
const storage = localStore;

/** The stored user record, or null when absent, unreadable or for another user. */
export function readStoredUser(userId: string): StoredUser | null {
  const raw = storage()?.getItem(LOCAL_RECORD_KEYS.user);
  if (!raw) return null;
  try {
    const user = readStoredUserRecord(JSON.parse(raw));
    return user?.id === userId ? user : null;
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

/** A record's parsed JSON, or null when absent or unreadable (its owner validates the shape). */
export function readLocalRecord(key: LocalRecordKey): unknown {
  try {
    const raw = storage()?.getItem(LOCAL_RECORD_KEYS[key]);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeLocalRecord(key: LocalRecordKey, value: unknown): void {
  try {
    storage()?.setItem(LOCAL_RECORD_KEYS[key], JSON.stringify(value));
  } catch {
    // A full or blocked storage only costs the offline copy.
  }
}

/** Whether any of the three records is on this device (the navigation's "logged in" too). */
export function hasLocalRecords(): boolean {
  const store = storage();
  if (!store) return false;
  try {
    return Object.values(LOCAL_RECORD_KEYS).some((key) => store.getItem(key) !== null);
  } catch {
    return false;
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
