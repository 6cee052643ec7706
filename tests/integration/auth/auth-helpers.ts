import { createClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { GatewayOptions } from '../../../supabase/local/config.ts';
import type { StoredMail } from '../../../supabase/local/mail/outbox.ts';
import { type TestBackend, startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';

/** Limits high enough that a file's own flows never trip them (rate-limits.test.ts tests them). */
export const RELAXED_LIMITS = {
  signInSignUps: 500,
  tokenRefresh: 500,
  tokenVerifications: 500,
  emailSent: 500,
};

/** The file's backend, with relaxed rate limits unless options say otherwise; a getter for tests and hooks. */
export function authBackendForFile(options: GatewayOptions = {}): () => TestBackend {
  return backendForFile(() => startTestBackend({ rateLimits: RELAXED_LIMITS, ...options }));
}

export const STRONG_PASSWORD = 'Sommer2024!';

let counter = 0;
/** A fresh address per test, so tests in one file never see each other's users or mails. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}@example.test`;
}

export function client(backend: TestBackend) {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** The outbox as the local mail page's JSON API shows it, newest first. */
export async function mailsTo(backend: TestBackend, to: string): Promise<StoredMail[]> {
  const response = await fetch(`${backend.url}/_mail/api/messages?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as StoredMail[];
}

export async function latestMail(backend: TestBackend, to: string): Promise<StoredMail> {
  const [mail] = await mailsTo(backend, to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export function verifyLinkOf(mail: StoredMail): string {
  const link = mail.links.find((href) => href.includes('/auth/v1/verify?'));
  if (!link) throw new Error(`mail "${mail.subject}" has no verify link`);
  return link;
}

export interface Landing {
  status: number;
  url: URL;
  fragment: URLSearchParams;
}

/** Clicks a mail link like a browser would, stopping at the redirect to read its fragment. */
export async function clickLink(link: string): Promise<Landing> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`no redirect from ${link} (status ${response.status})`);
  const url = new URL(location);
  return { status: response.status, url, fragment: new URLSearchParams(url.hash.slice(1)) };
}

/** A raw request to /auth/v1, for what supabase-js cannot express. */
export function authFetch(
  backend: TestBackend,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return fetch(`${backend.url}/auth/v1${path}`, {
    method: init.method ?? 'POST',
    body: init.body,
    headers: {
      apikey: backend.anonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      ...init.headers,
    },
  });
}

/** Creates a confirmed user through the service role, as an admin would. */
export async function createConfirmedUser(
  backend: TestBackend,
  email: string,
  password = STRONG_PASSWORD,
  userMetadata: Record<string, unknown> = {},
): Promise<string> {
  const { data, error } = await backend
    .service()
    .auth.admin.createUser({ email, password, email_confirm: true, user_metadata: userMetadata });
  if (error) throw new Error(`createUser failed: ${error.message}`);
  return data.user.id;
}

/** Runs SQL as the database owner, e.g. to age a token instead of sleeping. */
export async function sql<T = Record<string, unknown>>(
  backend: TestBackend,
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  const { rows } = await backend.gateway.ctx.db.query<T>(query, params);
  return rows;
}

export type Json = Record<string, unknown>;

/** A response body as a plain object, for assertions on the wire format. */
export async function jsonBody(response: Response): Promise<Json> {
  return (await response.json()) as Json;
}

/** Narrows away null/undefined, failing the test with a readable message. */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing ${what}`);
  return value;
}

/** The tokens a verify redirect put in the fragment, as setSession() takes them. */
export function fragmentSession(landing: Landing): { access_token: string; refresh_token: string } {
  return {
    access_token: required(landing.fragment.get('access_token'), 'access_token in the fragment'),
    refresh_token: required(landing.fragment.get('refresh_token'), 'refresh_token in the fragment'),
  };
}
