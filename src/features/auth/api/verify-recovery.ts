import { loadSupabase } from '@/lib/load-supabase.ts';

/**
 * A link that carries the recovery token in the query (?token=…&type=recovery)
 * instead of the session in the fragment: exchanged for a session here.
 */
export async function verifyRecoveryToken(tokenHash: string): Promise<boolean> {
  try {
    const client = await loadSupabase();
    const { data, error } = await client.auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    return !error && data.session !== null;
  } catch (error) {
    console.warn('Could not verify the recovery link', error);
    return false;
  }
}
