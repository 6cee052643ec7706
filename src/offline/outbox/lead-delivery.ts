import type { SendLead } from './outbox.ts';
import { type AnonEndpoint, anonHeaders, backendUrl, fetchOk } from '../remote/anon-fetch.ts';
import type { LeadKind } from '../store/schemas.ts';

/** The server function that takes each kind of lead (spec section 7). */
export const LEAD_FUNCTIONS: Record<LeadKind, string> = {
  partoutcar: 'send-partout-email',
  eiendomsdrift: 'send-eiendomsdrift-email',
};

/** The header the lead functions read the idempotency key from. */
const IDEMPOTENCY_HEADER = 'x-idempotency-key';

/**
 * Longer than the server may hold a repeated request while a concurrent one
 * with the same key mails (its mail timeout plus a margin), so a slow answer
 * is not mistaken for a lost one.
 */
export const LEAD_SEND_TIMEOUT_MS = 30_000;

export type LeadEndpoint = AnonEndpoint;

/**
 * Sends a lead to its function with plain fetch (no supabase-js), so that the
 * page and the service worker share it. The anon key is the bearer, as
 * supabase-js would send for a visitor; the lead forms need no session.
 */
export function createLeadSender(endpoint: LeadEndpoint): SendLead {
  return async (lead) => {
    await fetchOk(endpoint, backendUrl(endpoint, `functions/v1/${LEAD_FUNCTIONS[lead.kind]}`), {
      method: 'POST',
      headers: {
        ...anonHeaders(endpoint),
        'Content-Type': 'application/json',
        [IDEMPOTENCY_HEADER]: lead.idempotency_key,
      },
      body: JSON.stringify(lead.payload),
      signal: AbortSignal.timeout(endpoint.timeoutMs ?? LEAD_SEND_TIMEOUT_MS),
    });
  };
}
