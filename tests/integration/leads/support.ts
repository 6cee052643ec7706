import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type TestBackend, startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';

import { invoke } from '../functions/support.ts';

export { failure, invoke } from '../functions/support.ts';

export const SALES_INBOX = 'salg@ordning.no';

/**
 * Limits far above what one test file sends: these files test the lead flow,
 * lead-rate-limit.test.ts tests the limits with its own small ones.
 */
export const GENEROUS_LEAD_LIMITS = { LEAD_RATE_LIMIT_PER_IP: '10000', LEAD_RATE_LIMIT_PER_EMAIL: '10000' };

/** The file's backend (migrations, no seed) as a getter valid inside tests and hooks. */
export const leadBackendForFile = (
  functionsEnv: Record<string, string> = GENEROUS_LEAD_LIMITS,
): (() => TestBackend) => backendForFile(() => startTestBackend({ seed: false, functionsEnv }));

export const newKey = (): string => randomUUID();

export const withKey = (key: string) => ({ 'x-idempotency-key': key });

/** Posts a form to a send-* function as an anonymous visitor, with a fresh idempotency key unless one is given. */
export function leadSender(backend: () => TestBackend, functionName: string) {
  return async (body: unknown, key = newKey()) => {
    const { data, error } = await invoke<{ ok: boolean; id: string }>(backend().anon(), functionName, {
      body: body as Record<string, unknown>,
      headers: withKey(key),
    });
    return { data, error, key };
  };
}

/** A complete, valid car request as the /partoutcar form sends it. */
export function carRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName: 'Kari Nordmann',
    phone: '+47 412 34 567',
    email: 'kari@acme.test',
    firmanavn: 'Acme AS',
    orgNr: '914 563 720',
    antallBiler: '5-10',
    budsjett: 1250000,
    bilType: 'Elektrisk SUV',
    registrationNumbers: ['ab 12345', '', ' EL  98765 '],
    fleetSupplier: 'Fjordleasing',
    autopassSupplier: '',
    ...overrides,
  };
}

/** A complete, valid property request as the /eiendomsdrift form sends it. */
export function propertyRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName: 'Per Hansen',
    phone: '22 33 44 55',
    email: 'per@fjord.test',
    firmanavn: 'Fjord Eiendom AS',
    orgNr: '928714055',
    adresse: 'Bryggen 3, 5003 Bergen',
    kvadratmeter: 'ca. 1 200',
    ...overrides,
  };
}

export interface LeadRowView {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  status: string;
  mailed_at: string | null;
}

/** lead_requests rows for a key, read as the service role would (no API role may read them). */
export async function leadRows(backend: TestBackend, key: string): Promise<LeadRowView[]> {
  const { data, error } = await backend
    .service()
    .from('lead_requests')
    .select('id, kind, payload, status, mailed_at')
    .eq('idempotency_key', key);
  if (error) throw new Error(`reading lead_requests failed: ${error.message}`);
  return data.map((row) => ({ ...row, payload: payloadObject(row.payload) }));
}

/** The functions store a lead's payload as a JSON object; anything else is a bug to fail on. */
function payloadObject(payload: unknown): Record<string, unknown> {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new Error(`lead_requests.payload is not a JSON object: ${JSON.stringify(payload)}`);
  }
  return payload as Record<string, unknown>;
}

export async function countLeads(backend: TestBackend): Promise<number> {
  const { data, error } = await backend.service().from('lead_requests').select('id');
  if (error) throw new Error(`counting lead_requests failed: ${error.message}`);
  return data.length;
}

export interface OutboxMail {
  to: string;
  subject: string;
  kind: string;
  html: string;
  text: string;
}

/** Mail the local outbox holds for an address, newest first (what /_mail shows). */
export async function outboxMail(backend: TestBackend, to = SALES_INBOX): Promise<OutboxMail[]> {
  const response = await fetch(`${backend.url}/_mail/api/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as OutboxMail[];
}

/** Mail about one stored lead: the mail names the lead's id as its reference. */
export async function mailForLead(backend: TestBackend, id: string): Promise<OutboxMail[]> {
  return (await outboxMail(backend)).filter((mail) => mail.text.includes(id));
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A stand-in for a third-party HTTP API (Enhetsregisteret, Resend) on a
 * loopback port, so the gateway's functions can be pointed at it by env.
 */
export async function startFakeServer(
  respond: (request: RecordedRequest) => { status: number; body: unknown },
): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const { status, body } = respond(recorded);
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
