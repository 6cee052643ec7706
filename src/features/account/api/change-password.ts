import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@contracts/database.ts';
import { useCallback, useState } from 'react';
import * as z from 'zod/mini';
import { loadSupabase } from '@/lib/load-supabase.ts';
import { env } from '@/lib/env.ts';
import { isOffline } from '@/lib/online.ts';

/** The server's policy (supabase/local/auth/passwords.ts, hosted Supabase's default). */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MESSAGES = {
  allRequired: 'Alle feltene må fylles ut.',
  mismatch: 'De nye passordene stemmer ikke overens.',
  tooShort: `Det nye passordet må være minst ${PASSWORD_MIN_LENGTH} tegn langt.`,
  same: 'Det nye passordet må være forskjellig fra det nåværende.',
  wrongCurrent: 'Det nåværende passordet er feil.',
  weak: 'Passordet er for svakt. Velg et lengre passord med flere typer tegn.',
  offline: 'Du er frakoblet. Koble til internett for å endre passordet.',
  rateLimited: 'For mange forsøk. Vent litt, og prøv igjen.',
  sessionEnded: 'Økten din er utløpt. Logg inn på nytt for å endre passordet.',
  failed: 'Kunne ikke endre passordet. Prøv igjen.',
  codeRequired: 'Skriv inn koden fra e-posten.',
  wrongCode: 'Koden er feil eller utløpt. Sjekk e-posten, eller be om en ny kode.',
} as const;

/** The one-time code's field; GoTrue mails six digits, pasted with spaces now and then. */
export const ReauthenticationCodeSchema = z.pipe(
  z.string().check(z.trim()),
  z.string().check(z.minLength(1, PASSWORD_MESSAGES.codeRequired)),
);

/** The set-password dialog's form; passwords are taken as typed (never trimmed). */
export const ChangePasswordSchema = z
  .object({
    current: z.string().check(z.minLength(1, PASSWORD_MESSAGES.allRequired)),
    next: z
      .string()
      .check(
        z.minLength(1, PASSWORD_MESSAGES.allRequired),
        z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort),
      ),
    repeat: z.string().check(z.minLength(1, PASSWORD_MESSAGES.allRequired)),
  })
  .check(
    z.refine((values) => values.repeat === '' || values.next === values.repeat, {
      message: PASSWORD_MESSAGES.mismatch,
      path: ['repeat'],
    }),
    z.refine((values) => values.next === '' || values.next !== values.current, {
      message: PASSWORD_MESSAGES.same,
      path: ['next'],
    }),
  );
export type ChangePasswordValues = z.infer<typeof ChangePasswordSchema>;

/**
 * The dialog's messages: 'Alle feltene må fylles ut.' is said once for the
 * whole form (its empty fields are only marked invalid), the others per field.
 */
export function splitPasswordErrors(errors: Record<string, string>): {
  fields: Record<string, string>;
  form: string | null;
} {
  const fields: Record<string, string> = {};
  let form: string | null = null;
  for (const [key, message] of Object.entries(errors)) {
    if (message === PASSWORD_MESSAGES.allRequired) form = message;
    else fields[key] = message;
  }
  return { fields, form };
}

export type ChangePasswordResult =
  | { ok: true }
  /** `field` names the field the message belongs to ('code': the mailed code); null: the whole form. */
  | { ok: false; field: keyof ChangePasswordValues | 'code' | null; message: string }
  /**
   * The session is older than the server trusts for a password change (GoTrue's
   * secure_password_change: 24 hours; an installed app keeps one for weeks): a one-time
   * code was mailed, and the change goes through once it comes back.
   */
  | { ok: false; codeSent: true };

interface AuthFailure {
  name?: string;
  status?: number;
  code?: string;
  message?: string;
}

function isNetworkFailure(error: AuthFailure): boolean {
  return error.name === 'AuthRetryableFetchError' || error.status === 0 || error.name === 'TypeError';
}

/** The server's answer to updateUser, in the words of the dialog. */
export function describeUpdateFailure(error: AuthFailure): ChangePasswordResult {
  const message = error.message ?? '';
  if (isNetworkFailure(error)) return { ok: false, field: null, message: PASSWORD_MESSAGES.offline };
  // The spec's reset rule: a message mentioning same, identical or reuse means the old password.
  if (error.code === 'same_password' || /same|identical|reuse/i.test(message)) {
    return { ok: false, field: 'next', message: PASSWORD_MESSAGES.same };
  }
  if (error.code === 'weak_password') return { ok: false, field: 'next', message: PASSWORD_MESSAGES.weak };
  if (error.status === 429) return { ok: false, field: null, message: PASSWORD_MESSAGES.rateLimited };
  if (error.code === 'reauthentication_not_valid') {
    return { ok: false, field: 'code', message: PASSWORD_MESSAGES.wrongCode };
  }
  if (error.status === 401 || error.code === 'session_not_found') {
    return { ok: false, field: null, message: PASSWORD_MESSAGES.sessionEnded };
  }
  return { ok: false, field: null, message: PASSWORD_MESSAGES.failed };
}

/** The server's answer to signing in with the current password. */
export function describeCheckFailure(error: AuthFailure): ChangePasswordResult {
  if (isNetworkFailure(error)) return { ok: false, field: null, message: PASSWORD_MESSAGES.offline };
  if (error.status === 429) return { ok: false, field: null, message: PASSWORD_MESSAGES.rateLimited };
  if (error.code === 'invalid_credentials' || error.status === 400) {
    return { ok: false, field: 'current', message: PASSWORD_MESSAGES.wrongCurrent };
  }
  return { ok: false, field: null, message: PASSWORD_MESSAGES.failed };
}

let checker: SupabaseClient<Database> | null = null;

/**
 * A second client, only for checking the current password: it keeps its
 * session in memory under its own key, so the check neither replaces the
 * app's session nor leaves one behind (it signs out again at once).
 */
async function passwordChecker(): Promise<SupabaseClient<Database>> {
  if (checker) return checker;
  const { createClient } = await import('@supabase/supabase-js');
  checker = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: 'ordning-password-check',
    },
  });
  return checker;
}

/** Mails a new one-time code for the password change (GET /reauthenticate). */
export async function sendReauthenticationCode(): Promise<ChangePasswordResult> {
  try {
    const client = await loadSupabase();
    const { error } = await client.auth.reauthenticate();
    return error ? describeUpdateFailure(error) : { ok: false, codeSent: true };
  } catch (error) {
    return describeUpdateFailure(error as AuthFailure);
  }
}

/**
 * Changes the signed-in user's password: the current one is checked with the
 * server first (a wrong one changes nothing), then auth.updateUser sets the
 * new one. When the server wants proof that an older session is still its
 * owner, a code is mailed ({ codeSent }) and the call is made again with it
 * (`code`; the current password was checked the first time). Never throws;
 * offline it says the network is needed.
 */
export async function changePassword(
  email: string,
  values: ChangePasswordValues,
  code?: string,
): Promise<ChangePasswordResult> {
  if (isOffline()) {
    return { ok: false, field: null, message: PASSWORD_MESSAGES.offline };
  }
  try {
    if (code === undefined) {
      const check = await passwordChecker();
      const signedIn = await check.auth.signInWithPassword({ email, password: values.current });
      if (signedIn.error) return describeCheckFailure(signedIn.error);
      await check.auth.signOut({ scope: 'local' }).catch(() => undefined);
    }
    const client = await loadSupabase();
    const { error } = await client.auth.updateUser(
      code === undefined ? { password: values.next } : { password: values.next, nonce: code },
    );
    if (error?.code === 'reauthentication_needed') return await sendReauthenticationCode();
    return error ? describeUpdateFailure(error) : { ok: true };
  } catch (error) {
    return describeUpdateFailure(error as AuthFailure);
  }
}

/** changePassword with the form's sending state. */
export function useChangePassword(email: string | null) {
  const [sending, setSending] = useState(false);
  const submit = useCallback(
    async (values: ChangePasswordValues, code?: string): Promise<ChangePasswordResult> => {
      if (!email) return { ok: false, field: null, message: PASSWORD_MESSAGES.sessionEnded };
      setSending(true);
      try {
        return await changePassword(email, values, code);
      } finally {
        setSending(false);
      }
    },
    [email],
  );
  const resend = useCallback(async (): Promise<ChangePasswordResult> => {
    setSending(true);
    try {
      return await sendReauthenticationCode();
    } finally {
      setSending(false);
    }
  }, []);
  return { sending, submit, resend };
}
