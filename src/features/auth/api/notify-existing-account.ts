import * as z from 'zod/mini';
import { loadSupabase } from '@/lib/load-supabase.ts';

const AcceptedSchema = z.object({ accepted: z.literal(true) });

/**
 * notify-existing-account, right after a signUp that asked for a confirmation:
 * if the address already has an account, the auth service sent nothing (it
 * must not tell), so the function mails its owner the way to log in or reset
 * the password instead. It answers every address alike. A refusal (the
 * caller's budget, no network) is expected and changes nothing on screen, so
 * it is not logged: the registration itself went through either way.
 * `returnTo` is the page the mail's log-in link leads back to.
 */
export async function notifyExistingAccount(email: string, returnTo: string): Promise<boolean> {
  try {
    const client = await loadSupabase();
    const response = await client.functions.invoke<unknown>('notify-existing-account', {
      body: { email, returnTo },
    });
    return response.error === null && AcceptedSchema.safeParse(response.data).success;
  } catch {
    return false;
  }
}
