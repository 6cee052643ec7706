import type * as z from 'zod';
import { createAdminClient } from './admin-client.ts';
import type { Json } from './contracts/database.types.ts';
import type { FunctionEnv } from './env.ts';
import { idempotentPreflightResponse, readIdempotencyKey } from './idempotency-key.ts';
import { DEFAULT_SALES_INBOX } from './lead-mail.ts';
import {
  RATE_LIMITED_MESSAGE,
  type LeadRateLimits,
  clientAddress,
  clientKeyOf,
  clientKeySecret,
  leadRateLimitsFromEnv,
} from './lead-rate-limit.ts';
import {
  type LeadKind,
  LeadRequests,
  type LeadRow,
  type LeadSender,
  LeadStoreError,
} from './lead-requests.ts';
import { type LeadMail, type Mailer, MAIL_TIMEOUT_MS, mailerFromEnv } from './mailer.ts';
import { parseJsonBody } from './parse-body.ts';
import { errorResponse, jsonResponse, methodNotAllowed, retryLater } from './responses.ts';

/** What one lead form adds to the shared flow: its kind, its body schema and its mail. */
export interface LeadDefinition<T extends { email: string }> {
  kind: LeadKind;
  /** The function's name, for logs. */
  name: string;
  schema: z.ZodType<T>;
  /** Subject and content for the sales inbox; must depend only on the lead and its stored row. */
  mail(lead: T, row: Pick<LeadRow, 'id' | 'created_at'>): Omit<LeadMail, 'to'>;
}

export interface LeadHandlerDeps {
  mailer?: (env: FunctionEnv) => Mailer;
  store?: (env: FunctionEnv) => LeadRequests;
  /** How long a repeat waits for a concurrent request's mail before answering 503. */
  waitForInFlightMs?: number;
  /** After how long a 'received' lead's attempt counts as dead and a repeat takes it over. */
  staleAttemptMs?: number;
}

export const MESSAGES = {
  keyReused:
    'Idempotensnøkkelen er allerede brukt for en annen forespørsel. Send forespørselen med en ny nøkkel.',
  mailFailed:
    'Forespørselen er lagret, men kunne ikke sendes videre til salgsavdelingen akkurat nå. Prøv igjen om litt.',
  storeFailed: 'Kunne ikke lagre forespørselen akkurat nå. Prøv igjen om litt.',
  inProgress: 'Forespørselen behandles allerede. Prøv igjen om litt.',
} as const;

/**
 * How long a repeated request waits for a concurrent one with the same key
 * to finish its mail: longer than one mail attempt may take, so the wait
 * normally ends with that attempt's result.
 */
export const WAIT_FOR_IN_FLIGHT_MS = MAIL_TIMEOUT_MS + 5_000;

/**
 * A 'received' lead whose attempt began longer ago than this has no live
 * attempt left (one mail attempt is aborted after MAIL_TIMEOUT_MS): the
 * function that began it died, and a retry takes the lead over.
 */
export const STALE_ATTEMPT_MS = 2 * MAIL_TIMEOUT_MS + 10_000;

/** How long a rate-limited client should wait; the outbox backs off further on its own. */
const RATE_LIMITED_RETRY_SECONDS = 60;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** JSON equality that ignores key order (jsonb does not keep it). */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Who sent the lead: a keyed hash of the gateway-reported address, and the contact e-mail. */
async function senderOf(req: Request, lead: { email: string }, env: FunctionEnv): Promise<LeadSender> {
  const address = clientAddress(req);
  return {
    clientKey: address ? await clientKeyOf(address, clientKeySecret(env)) : null,
    email: lead.email.trim().toLowerCase(),
  };
}

/** True when this sender already stored as many new leads within the window as it may. */
async function overLimit(leads: LeadRequests, sender: LeadSender, limits: LeadRateLimits): Promise<boolean> {
  const since = new Date(Date.now() - limits.windowMs);
  const [byClient, byEmail] = await Promise.all([
    sender.clientKey ? leads.countSince('client_key', sender.clientKey, since) : 0,
    sender.email ? leads.countSince('contact_email', sender.email, since) : 0,
  ]);
  return byClient >= limits.perClient || byEmail >= limits.perEmail;
}

/**
 * The shared flow of the lead functions. The lead is stored first, keyed by
 * the client's idempotency key, and only then mailed, so a lead is never
 * lost and never mailed twice:
 * - a new key stores a row and sends the mail: 200 `{ok: true, id}`, or 502
 *   with the row kept as 'failed' when the mail provider fails;
 * - a known key with the same body answers what the first request answered
 *   (200 once mailed), re-attempts the mail of a 'failed' row, and waits for
 *   a request still sending ('received') instead of sending again;
 * - a known key with a different body is a client bug: 422.
 * Which of several concurrent requests with one key stores and mails is
 * settled by the unique constraint on idempotency_key and by conditional
 * status updates; the others only wait for its outcome.
 */
export function createLeadHandler<T extends { email: string }>(
  definition: LeadDefinition<T>,
  deps: LeadHandlerDeps = {},
) {
  const pickMailer = deps.mailer ?? mailerFromEnv;
  const pickStore = deps.store ?? ((env: FunctionEnv) => new LeadRequests(createAdminClient(env)));
  const waitForInFlightMs = deps.waitForInFlightMs ?? WAIT_FOR_IN_FLIGHT_MS;
  const staleAttemptMs = deps.staleAttemptMs ?? STALE_ATTEMPT_MS;

  async function deliver(lead: T, row: LeadRow, leads: LeadRequests, env: FunctionEnv): Promise<Response> {
    const mail: LeadMail = {
      ...definition.mail(lead, row),
      to: env.get('SALES_INBOX') || DEFAULT_SALES_INBOX,
    };
    try {
      await pickMailer(env).send(mail, { idempotencyKey: `lead-request/${row.id}` });
    } catch (error) {
      console.error(`[${definition.name}] mail for lead ${row.id} failed`, error);
      // If even this fails the row stays 'received'; once its attempt is stale a repeat takes it over.
      await leads.markFailed(row.id);
      return errorResponse(502, MESSAGES.mailFailed);
    }
    try {
      await leads.markMailed(row.id);
    } catch (error) {
      // The mail is out: the visitor's request succeeded even if the bookkeeping did not.
      console.error(`[${definition.name}] lead ${row.id} mailed but not marked`, error);
    }
    return jsonResponse({ ok: true, id: row.id });
  }

  async function handleLead(lead: T, key: string, env: FunctionEnv, sender: LeadSender): Promise<Response> {
    const leads = pickStore(env);
    const payload = JSON.parse(JSON.stringify(lead)) as { [key: string]: Json };
    // Only a new lead counts against the limits: a retry of a stored one must always get through.
    if (!(await leads.findByKey(key)) && (await overLimit(leads, sender, leadRateLimitsFromEnv(env)))) {
      return retryLater(429, RATE_LIMITED_MESSAGE, RATE_LIMITED_RETRY_SECONDS);
    }
    const created = await leads.insert(definition.kind, key, payload, sender);
    if (created) return deliver(lead, created, leads, env);

    const deadline = Date.now() + waitForInFlightMs;
    for (let pause = 20; ; pause = Math.min(pause * 2, 500)) {
      const row = await leads.findByKey(key);
      if (!row) {
        // Deleted since the conflict (a cleanup): this request stores it anew.
        const recreated = await leads.insert(definition.kind, key, payload, sender);
        if (recreated) return deliver(lead, recreated, leads, env);
      } else {
        if (row.kind !== definition.kind || canonicalJson(row.payload) !== canonicalJson(payload)) {
          return errorResponse(422, MESSAGES.keyReused);
        }
        if (row.status === 'mailed') return jsonResponse({ ok: true, id: row.id });
        if (row.status === 'failed' && (await leads.claimFailed(row.id))) {
          return deliver(lead, row, leads, env);
        }
        const attemptAge = Date.now() - Date.parse(row.attempt_started_at);
        if (row.status === 'received' && attemptAge > staleAttemptMs) {
          if (await leads.claimStale(row.id, row.attempt_started_at)) return deliver(lead, row, leads, env);
        }
      }
      // 'received' (or a failed row another request just claimed): that request is sending right now.
      if (Date.now() >= deadline) return retryLater(503, MESSAGES.inProgress);
      await delay(pause);
    }
  }

  return async function leadHandler(req: Request, env: FunctionEnv): Promise<Response> {
    if (req.method === 'OPTIONS') return idempotentPreflightResponse();
    if (req.method !== 'POST') return methodNotAllowed(['POST']);

    const key = readIdempotencyKey(req);
    if (!key.ok) return key.response;
    const parsed = await parseJsonBody(req, definition.schema);
    if (!parsed.ok) return parsed.response;

    try {
      return await handleLead(parsed.data, key.key, env, await senderOf(req, parsed.data, env));
    } catch (error) {
      if (!(error instanceof LeadStoreError)) throw error;
      console.error(`[${definition.name}] lead store failed`, error);
      return retryLater(503, MESSAGES.storeFailed);
    }
  };
}
