import * as z from 'zod';
import { createAdminClient } from '../_shared/admin-client.ts';
import { preflightResponse } from '../_shared/cors.ts';
import { type FunctionEnv, requireEnv } from '../_shared/env.ts';
import { mailerFromEnv } from '../_shared/mailer.ts';
import { parseJsonBody } from '../_shared/parse-body.ts';
import { errorResponse, jsonResponse, methodNotAllowed, retryLater } from '../_shared/responses.ts';
import { NOTICE_RATE_LIMITED_MESSAGE, recordNotice } from './notice-limit.ts';
import { existingAccountMail, noticeLinks } from './notice-mail.ts';

/** How long a limited caller is told to wait. */
const RATE_LIMITED_RETRY_SECONDS = 60;

const notifyExistingAccountBody = z.object(
  {
    email: z
      .string({ error: 'E-post er påkrevd' })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Ugyldig e-postadresse' }).max(254, { error: 'Ugyldig e-postadresse' })),
    // The page the person registered from, so the mail's log-in link returns there.
    returnTo: z
      .url({ protocol: /^https?$/, error: 'returnTo må være en gyldig nettadresse' })
      .max(2048, { error: 'returnTo er for lang' })
      .optional(),
  },
  { error: 'Forespørselen må være et JSON-objekt med email' },
);

/** The one answer to every accepted call: nothing in it depends on the address. */
const ACCEPTED = () => jsonResponse({ accepted: true }, 202);

/**
 * Called by the register page right after signUp. With confirmations on, the
 * auth service (hosted GoTrue, and the embedded one likewise) answers a signUp
 * for an address that already has a confirmed account as if it were new, and
 * sends nothing, so as not to tell the caller. This function lets the owner of
 * the address know instead: it looks the address up with the service role and
 * mails a notice with links to log in and to reset the password only if a
 * confirmed account exists (an unconfirmed one got its confirmation again from
 * signUp). The caller always gets the same 202, so the answer reveals nothing.
 * It lives here rather than in the auth service because hosted GoTrue cannot
 * be taught to send such a mail. Budgets per client address and per e-mail
 * address, counted in the database, keep it from being used to flood an inbox.
 */
export default async function handler(req: Request, env: FunctionEnv): Promise<Response> {
  if (req.method === 'OPTIONS') return preflightResponse();
  if (req.method !== 'POST') return methodNotAllowed(['POST']);

  const parsed = await parseJsonBody(req, notifyExistingAccountBody);
  if (!parsed.ok) return parsed.response;
  const { email, returnTo } = parsed.data;

  const admin = createAdminClient(env);
  try {
    const budget = await recordNotice(admin, req, env, email);
    if (budget === 'client_limited') {
      return retryLater(429, NOTICE_RATE_LIMITED_MESSAGE, RATE_LIMITED_RETRY_SECONDS);
    }
    // The address had its notices for now: the same answer, and no mail.
    if (budget === 'address_limited') return ACCEPTED();

    const lookup = await admin.rpc('confirmed_account_exists', { address: email });
    if (lookup.error) throw new Error(`confirmed_account_exists failed: ${lookup.error.message}`);
    const exists: unknown = lookup.data;
    if (exists !== true) return ACCEPTED();

    const siteUrl = env.get('SITE_URL') ?? requireEnv(env, 'SUPABASE_URL');
    const mail = existingAccountMail(email, noticeLinks(siteUrl, returnTo));
    const sending = mailerFromEnv(env)
      .send(mail, { idempotencyKey: `account-notice:${crypto.randomUUID()}` })
      // A failed notice is logged, never answered: a 500 only for taken addresses would tell.
      .catch((failure: unknown) => console.error('[notify-existing-account] mail failed', failure));
    await afterAnswering(sending);
    return ACCEPTED();
  } catch (error) {
    // Only the budget and the lookup get here, which run alike for every address.
    console.error('[notify-existing-account] failed', error);
    return errorResponse(500, 'Kunne ikke behandle forespørselen. Prøv igjen senere.');
  }
}

interface EdgeRuntimeGlobal {
  EdgeRuntime?: { waitUntil(promise: Promise<unknown>): void };
}

/**
 * On hosted Supabase the mail is sent after the answer (EdgeRuntime.waitUntil),
 * so an address with an account is not answered measurably later than one
 * without. The embedded runner has no such hook and waits for it.
 */
async function afterAnswering(work: Promise<unknown>): Promise<void> {
  const runtime = (globalThis as EdgeRuntimeGlobal).EdgeRuntime;
  if (runtime) runtime.waitUntil(work);
  else await work;
}
