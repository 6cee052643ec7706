import { loadSupabase } from '../load-supabase.ts';
import { magicLinkRedirect } from '../redirect-target.ts';

export type AuthResult = { ok: true } | { ok: false; message: string };

function failure(error: unknown): AuthResult {
  return { ok: false, message: error instanceof Error ? error.message : String(error) };
}

/** Password sign-in; the session then arrives through startAuth's auth events. */
export async function signInWithPassword(email: string, password: string): Promise<AuthResult> {
  try {
    const client = await loadSupabase();
    const { error } = await client.auth.signInWithPassword({ email: email.trim(), password });
    return error ? failure(error) : { ok: true };
  } catch (error) {
    return failure(error);
  }
}

/**
 * Mails a one-time sign-in link that returns to this origin plus redirectTo
 * (or /). Only existing accounts get one: registering needs the form's details.
 */
export async function sendMagicLink(email: string, redirectTo: string | undefined): Promise<AuthResult> {
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
