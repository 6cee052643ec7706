import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@contracts/database.ts';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SIGNED_OUT, readAuthState, setAuthState } from './auth-state.ts';
import { removeStoredSession } from './auth-storage.ts';
import { loadSupabase } from '@/lib/load-supabase.ts';
import { clearLocalRecords } from './local-records.ts';
import { forgetSignedInData } from './start-auth.ts';
import { userData } from './user-data-port.ts';

const SESSION_NOT_FOUND = /session not found/i;

/**
 * Signs out on this device only (scope local). The user's queued events are
 * sent first while the session holds (online). User, session, type, the
 * three local records, the vault and the user's queued events are cleared
 * even when the server cannot be reached; 'Session not found' is expected
 * after the server dropped the session and is not worth a warning.
 */
export async function signOut(): Promise<void> {
  let client: SupabaseClient<Database> | null = null;
  const userId = readAuthState().user?.id ?? null;
  try {
    client = await loadSupabase();
    // The user's queued events and saved offers go under their own session while it holds.
    if (userId) await userData().settleBeforeSignOut({ userId, client });
    const { error } = await client.auth.signOut({ scope: 'local' });
    if (error) {
      if (!SESSION_NOT_FOUND.test(error.message)) console.warn('Sign-out failed; clearing locally', error);
      removeStoredSession(client);
    }
  } catch (error) {
    console.warn('Sign-out failed; clearing locally', error);
    removeStoredSession(client);
  } finally {
    // The records first: whatever renders the signed-out state must not find them.
    clearLocalRecords();
    setAuthState(SIGNED_OUT);
    await forgetSignedInData();
  }
}

/**
 * The spec's logout: to the landing page, then signOut. In that order, so a
 * guarded page (the profile) is left before the session ends instead of
 * sending the user to the login page on its way out.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate({ to: '/' });
    await signOut();
  }, [navigate]);
}
