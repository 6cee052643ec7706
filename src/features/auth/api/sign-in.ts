import { isOffline } from '@/lib/online.ts';
import { whenAuth } from '../auth-state.ts';
import { loadSupabase } from '@/lib/load-supabase.ts';
import { magicLinkRedirect } from '../redirect-target.ts';
import { isNetworkFailure } from './auth-failure.ts';

/** offline: no network (or no answer), so nothing was decided; failed: the server said no. */
export type AuthResult = { ok: true } | { ok: false; reason: 'offline' | 'failed'; message: string };

function failure(error: unknown): AuthResult {
  return {
    ok: false,
    reason: isNetworkFailure(error) ? 'offline' : 'failed',
    message: error instanceof Error ? error.message : String(error),
  };
}

const OFFLINE: AuthResult = { ok: false, reason: 'offline', message: 'The browser is offline' };

/**
 * Password sign-in. Resolves once the app's state holds the new session
 * (startAuth follows supabase-js's events a moment later), so the page the
 * user is sent to next is guarded with them signed in, not before.
 */
export async function signInWithPassword(email: string, password: string): Promise<AuthResult> {
  if (isOffline()) return OFFLINE;
  try {
    const client = await loadSupabase();
    const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password });
    if (error) return failure(error);
    const userId = data.user.id;
    await whenAuth((state) => state.status === 'signed_in' && state.user?.id === userId, 5000);
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

/**
 * Mails a one-time sign-in link that returns to this origin plus redirectTo
 * (or /). Only existing accounts get one: registering needs the form's details.
 */
export async function sendMagicLink(email: string, redirectTo: string | undefined): Promise<AuthResult> {
  if (isOffline()) return OFFLINE;
  try {
    const client = await loadSupabase();
    const { error } = await client.auth.signInWithOtp({
      email: email.trim(),
      options: {
        emailRedirectTo: magicLinkRedirect(window.location.origin, redirectTo),
        shouldCreateUser: false,
      },
    });
    return error ? failure(error) : { ok: true };
  } catch (error) {
    return failure(error);
  }
}
