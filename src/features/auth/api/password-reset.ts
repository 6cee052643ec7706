import { loadSupabase } from '@/lib/load-supabase.ts';
import { isNetworkFailure, isRateLimited, isSamePassword } from './auth-failure.ts';
import { isOffline } from '@/lib/online.ts';

export type ResetMailResult = { ok: true } | { ok: false; reason: 'rate_limited' | 'offline' | 'failed' };

/** Mails a recovery link that opens /password-reset on this origin. */
export async function requestPasswordReset(email: string): Promise<ResetMailResult> {
  if (isOffline()) return { ok: false, reason: 'offline' };
  try {
    const client = await loadSupabase();
    const { error } = await client.auth.resetPasswordForEmail(email.trim(), {
      redirectTo: `${window.location.origin}/password-reset`,
    });
    if (!error) return { ok: true };
    if (isRateLimited(error)) return { ok: false, reason: 'rate_limited' };
    return { ok: false, reason: isNetworkFailure(error) ? 'offline' : 'failed' };
  } catch (error) {
    return { ok: false, reason: isNetworkFailure(error) ? 'offline' : 'failed' };
  }
}

export type NewPasswordResult = { ok: true } | { ok: false; reason: 'same' | 'offline' | 'failed' };

/** Sets the password of the session the recovery link opened. */
export async function setNewPassword(password: string): Promise<NewPasswordResult> {
  if (isOffline()) return { ok: false, reason: 'offline' };
  try {
    const client = await loadSupabase();
    const { error } = await client.auth.updateUser({ password });
    if (!error) return { ok: true };
    if (isSamePassword(error)) return { ok: false, reason: 'same' };
    return { ok: false, reason: isNetworkFailure(error) ? 'offline' : 'failed' };
  } catch (error) {
    return { ok: false, reason: isNetworkFailure(error) ? 'offline' : 'failed' };
  }
}
