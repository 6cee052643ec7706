import { type FunctionEnv, requireEnv } from './env.ts';

export interface LeadMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where a reply from the sales inbox goes: the person who asked. */
  replyTo?: string;
}

export interface SendOptions {
  /** The same for every attempt at one mail, so a provider that supports it sends it once. */
  idempotencyKey: string;
}

/** Sends one mail or throws MailDeliveryError. */
export interface Mailer {
  send(mail: LeadMail, options: SendOptions): Promise<void>;
}

export class MailDeliveryError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'MailDeliveryError';
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** A mail provider that has not answered in this long is treated as failed. */
export const MAIL_TIMEOUT_MS = 10_000;

async function post(fetch: FetchLike, url: string, init: RequestInit, what: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, method: 'POST', signal: AbortSignal.timeout(MAIL_TIMEOUT_MS) });
  } catch (error) {
    throw new MailDeliveryError(`${what} unreachable`, { cause: error });
  }
  const body = await response.text().catch(() => '');
  if (!response.ok) throw new MailDeliveryError(`${what} answered ${response.status}: ${body.slice(0, 500)}`);
}

const defaultFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

/**
 * The embedded backend's mail outbox (`POST /_mail/api/send`, service role
 * only): mail shows up on /_mail instead of in a real inbox. It has no
 * idempotency support; the lead handler's own row status prevents resends.
 */
export class OutboxMailer implements Mailer {
  constructor(private readonly options: { supabaseUrl: string; serviceRoleKey: string; fetch?: FetchLike }) {}

  async send(mail: LeadMail): Promise<void> {
    const { supabaseUrl, serviceRoleKey, fetch = defaultFetch } = this.options;
    await post(
      fetch,
      `${supabaseUrl.replace(/\/+$/, '')}/_mail/api/send`,
      {
        headers: { Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ to: mail.to, subject: mail.subject, html: mail.html, text: mail.text }),
      },
      'The local mail outbox',
    );
  }
}

export const RESEND_API_URL = 'https://api.resend.com';
export const DEFAULT_MAIL_FROM = 'Ordning <noreply@ordning.no>';

/**
 * Resend's HTTP API (`POST /emails`). Its Idempotency-Key header makes the
 * provider drop a second send of the same lead within 24 hours, a second
 * guard behind the lead row's status.
 */
export class ResendMailer implements Mailer {
  constructor(
    private readonly options: { apiKey: string; from: string; baseUrl?: string; fetch?: FetchLike },
  ) {}

  async send(mail: LeadMail, { idempotencyKey }: SendOptions): Promise<void> {
    const { apiKey, from, baseUrl = RESEND_API_URL, fetch = defaultFetch } = this.options;
    await post(
      fetch,
      `${baseUrl.replace(/\/+$/, '')}/emails`,
      {
        headers: {
          Authorization: `Bearer ${apiKey}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': idempotencyKey,
        },
        body: JSON.stringify({
          from,
          to: [mail.to],
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
        }),
      },
      'Resend',
    );
  }
}

/** Resend's default rate limit: two requests a second per team. */
export const DEFAULT_SENDS_PER_SECOND = 2;

/**
 * Spaces one request's mails so a batch (a CSV import's 25 invitations)
 * stays under the provider's rate limit instead of failing half-way with 429.
 */
export class PacedMailer implements Mailer {
  private nextAt = 0;

  constructor(
    private readonly inner: Mailer,
    private readonly intervalMs: number,
    private readonly clock: { now: () => number; sleep: (ms: number) => Promise<void> } = {
      now: () => Date.now(),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    },
  ) {}

  async send(mail: LeadMail, options: SendOptions): Promise<void> {
    const wait = this.nextAt - this.clock.now();
    if (wait > 0) await this.clock.sleep(wait);
    this.nextAt = this.clock.now() + this.intervalMs;
    await this.inner.send(mail, options);
  }
}

/**
 * Resend when RESEND_API_KEY is set (production: a function secret, with
 * MAIL_FROM a sender on a verified domain; RESEND_API_URL may name a proxy;
 * MAIL_SENDS_PER_SECOND the account's rate limit, default 2), otherwise the
 * local outbox of the embedded backend.
 */
export function mailerFromEnv(env: FunctionEnv): Mailer {
  const apiKey = env.get('RESEND_API_KEY');
  if (apiKey) {
    const baseUrl = env.get('RESEND_API_URL');
    const raw = env.get('MAIL_SENDS_PER_SECOND')?.trim();
    const configured = raw ? Number(raw) : Number.NaN;
    // Unset or not a number: the provider's default; 0 turns the pacing off.
    const perSecond = Number.isFinite(configured) && configured >= 0 ? configured : DEFAULT_SENDS_PER_SECOND;
    const resend = new ResendMailer({
      apiKey,
      from: env.get('MAIL_FROM') ?? DEFAULT_MAIL_FROM,
      ...(baseUrl ? { baseUrl } : {}),
    });
    return perSecond > 0 ? new PacedMailer(resend, Math.ceil(1000 / perSecond)) : resend;
  }
  return new OutboxMailer({
    supabaseUrl: requireEnv(env, 'SUPABASE_URL'),
    serviceRoleKey: requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY'),
  });
}
