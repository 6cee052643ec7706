import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@contracts/database.ts';
import { isFields } from '@/lib/is-fields.ts';
import { localStore } from '@/lib/web-storage.ts';

// supabase-js keeps the session under its own storage key. Two cases need to
// look at that record directly: a sign-out that fails offline must still drop
// the session ("clears ... even on error"), and a session whose access token
// expired while offline is still on the device (supabase-js keeps it and
// refreshes it once online) even though it reports no session meanwhile.

/**
 * Whether a stored record looks like supabase-js's session: an access token,
 * a refresh token and a user id. Checked by hand, not with zod: the first
 * paint reads it (tests/unit/auth-stored-records.test.ts holds it to the
 * schema it replaced).
 */
export function isStoredSession(value: unknown): value is Session {
  return (
    isFields(value) &&
    typeof value.access_token === 'string' &&
    typeof value.refresh_token === 'string' &&
    value.refresh_token !== '' &&
    isFields(value.user) &&
    typeof value.user.id === 'string' &&
    value.user.id !== ''
  );
}

function storageKeyOf(client: SupabaseClient<Database>): string | null {
  const key = (client.auth as unknown as { storageKey?: unknown }).storageKey;
  return typeof key === 'string' && key !== '' ? key : null;
}

/** The session supabase-js still holds on this device, even if it could not refresh it offline. */
export function storedSession(client: SupabaseClient<Database>): Session | null {
  const key = storageKeyOf(client);
  if (!key) return null;
  try {
    const raw = localStore()?.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isStoredSession(value) ? value : null;
  } catch {
    return null;
  }
}

const SUPABASE_SESSION_KEY = /^sb-.+-auth-token(?:-user|-code-verifier)?$/;
const SUPABASE_SESSION_RECORD = /^sb-.+-auth-token$/;

/**
 * The session supabase-js persisted on this device, read without loading
 * supabase-js (its record is `sb-<project ref>-auth-token`), so the first
 * paint can show the signed-in bar; supabase-js confirms or ends it later.
 */
export function peekStoredSession(): Session | null {
  const storage = localStore();
  if (!storage) return null;
  try {
    for (let index = 0; index < storage.length; index++) {
      const name = storage.key(index);
      if (name === null || !SUPABASE_SESSION_RECORD.test(name)) continue;
      const value: unknown = JSON.parse(storage.getItem(name) ?? 'null');
      if (!isStoredSession(value)) continue;
      const session = value;
      // Older records may lack the metadata object that userTypeOf reads.
      const metadata: unknown = session.user.user_metadata;
      if (typeof metadata === 'object' && metadata !== null) return session;
      return { ...session, user: { ...session.user, user_metadata: {} } };
    }
  } catch {
    // Blocked or corrupt storage: supabase-js decides once loaded.
  }
  return null;
}

/**
 * Forgets the device's session when supabase-js could not (its sign-out
 * failed offline, or the client itself could not be loaded).
 */
export function removeStoredSession(client: SupabaseClient<Database> | null): void {
  const storage = localStore();
  if (!storage) return;
  try {
    const key = client ? storageKeyOf(client) : null;
    const keys = key
      ? [key, `${key}-user`, `${key}-code-verifier`]
      : Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
          (name): name is string => name !== null && SUPABASE_SESSION_KEY.test(name),
        );
    for (const name of keys) storage.removeItem(name);
  } catch {
    // Blocked storage holds no session either.
  }
}
