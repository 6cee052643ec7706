import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLeadHandler } from '../../../supabase/functions/_shared/lead-handler.ts';
import {
  carRequestMail,
  carRequestSchema,
} from '../../../supabase/functions/send-partout-email/car-request.ts';
import { type TestBackend, startTestBackend } from '../support/backend.ts';
import {
  GENEROUS_LEAD_LIMITS,
  type FakeServer,
  carRequest,
  failure,
  invoke,
  leadRows,
  newKey,
  outboxMail,
  propertyRequest,
  startFakeServer,
  withKey,
} from './support.ts';

// With RESEND_API_KEY set the lead functions mail through Resend's HTTP API;
// here that API is a loopback stand-in that can be told to fail.
const INBOX = 'leads@ordning.test';
const FROM = 'Ordning <salg@mail.ordning.test>';

let backend: TestBackend;
let resend: FakeServer;
let failuresLeft = 0;

beforeAll(async () => {
  resend = await startFakeServer(() => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      return { status: 500, body: { statusCode: 500, name: 'internal_server_error', message: 'Try again' } };
    }
    return { status: 200, body: { id: `re_${resend.requests.length}` } };
  });
  backend = await startTestBackend({
    seed: false,
    functionsEnv: {
      ...GENEROUS_LEAD_LIMITS,
      RESEND_API_KEY: 're_test_key',
      RESEND_API_URL: resend.url,
      MAIL_FROM: FROM,
      SALES_INBOX: INBOX,
    },
  });
});

afterAll(async () => {
  await backend.close();
  await resend.close();
});

beforeEach(() => {
  failuresLeft = 0;
  resend.requests.length = 0;
  // The functions log each failed mail; expected here, so kept out of the test output.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const send = (key: string, body = carRequest()) =>
  invoke<{ ok: boolean; id: string }>(backend.anon(), 'send-partout-email', { body, headers: withKey(key) });

describe('lead mail through a mail provider', () => {
  it('posts the mail to Resend with the key, sender, inbox and reply-to', async () => {
    const key = newKey();
    const { data, error } = await send(key);
    expect(error).toBeNull();

    expect(resend.requests).toHaveLength(1);
    const [request] = resend.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/emails');
    expect(request?.headers.authorization).toBe('Bearer re_test_key');
    expect(request?.headers['idempotency-key']).toBe(`lead-request/${data?.id ?? ''}`);
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
      from: FROM,
      to: [INBOX],
      subject: 'Ny forespørsel om firmabil fra Acme AS',
      reply_to: 'kari@acme.test',
      html: expect.stringContaining('Kari Nordmann') as string,
      text: expect.stringContaining('Biltype: Elektrisk SUV') as string,
    });
    // Nothing goes to the local outbox when a provider is configured.
    expect(await outboxMail(backend, INBOX)).toEqual([]);
  });

  it('keeps the lead when the mail fails, answers 502, and a retry with the key sends it', async () => {
    const key = newKey();
    failuresLeft = 1;
    const first = await send(key);
    expect(await failure(first.error)).toEqual({
      status: 502,
      body: {
        error:
          'Forespørselen er lagret, men kunne ikke sendes videre til salgsavdelingen akkurat nå. Prøv igjen om litt.',
      },
    });
    const [failed] = await leadRows(backend, key);
    expect(failed).toMatchObject({ status: 'failed', mailed_at: null });
    // Under test:functions-deno the function logs in its own Deno process, not this one.
    if (process.env.ORDNING_FUNCTIONS_RUNTIME !== 'deno')
      expect(console.error).toHaveBeenCalledWith(
        expect.stringContaining('mail for lead'),
        expect.objectContaining({ name: 'MailDeliveryError' }),
      );

    const retry = await send(key);
    expect(retry.error).toBeNull();
    expect(retry.data).toEqual({ ok: true, id: failed?.id });
    const rows = await leadRows(backend, key);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('mailed');

    // Both attempts carry the same provider key and the same mail.
    expect(resend.requests).toHaveLength(2);
    const [attempt1, attempt2] = resend.requests;
    expect(attempt2?.headers['idempotency-key']).toBe(attempt1?.headers['idempotency-key']);
    expect(attempt2?.body).toBe(attempt1?.body);

    const third = await send(key);
    expect(third.data).toEqual(retry.data);
    expect(resend.requests).toHaveLength(2);
  });

  it('lets only one of several concurrent retries re-attempt a failed mail', async () => {
    const key = newKey();
    failuresLeft = 1;
    await send(key, carRequest({ bilType: 'Stasjonsvogn' }));
    const retries = await Promise.all(
      Array.from({ length: 4 }, () => send(key, carRequest({ bilType: 'Stasjonsvogn' }))),
    );
    expect(retries.map((retry) => retry.error)).toEqual([null, null, null, null]);
    expect(resend.requests).toHaveLength(2);
    expect(await leadRows(backend, key)).toMatchObject([{ status: 'mailed' }]);
  });

  it('answers 502 again while the provider keeps failing, with still one row', async () => {
    const key = newKey();
    failuresLeft = 2;
    const first = await send(key, propertyRequestAsCar());
    const second = await send(key, propertyRequestAsCar());
    expect((await failure(first.error)).status).toBe(502);
    expect((await failure(second.error)).status).toBe(502);
    expect(await leadRows(backend, key)).toMatchObject([{ status: 'failed' }]);
  });

  it('mails property leads through the provider too', async () => {
    const { error } = await invoke(backend.anon(), 'send-eiendomsdrift-email', {
      body: propertyRequest(),
      headers: withKey(newKey()),
    });
    expect(error).toBeNull();
    expect(JSON.parse(resend.requests[0]?.body ?? '{}')).toMatchObject({
      to: [INBOX],
      subject: 'Ny forespørsel om eiendomsdrift fra Fjord Eiendom AS',
      reply_to: 'per@fjord.test',
    });
  });
});

describe('a repeat while the first request is still mailing', () => {
  // The handler itself, pointed at this backend, with a short wait for the in-flight attempt.
  const handlerWaiting = (waitForInFlightMs: number, staleAttemptMs?: number) =>
    createLeadHandler(
      { kind: 'partoutcar', name: 'send-partout-email', schema: carRequestSchema, mail: carRequestMail },
      { waitForInFlightMs, staleAttemptMs },
    );
  const env = () => {
    const values = new Map([
      ['SUPABASE_URL', backend.url],
      ['SUPABASE_SERVICE_ROLE_KEY', backend.serviceRoleKey],
      ['RESEND_API_KEY', 're_test_key'],
      ['RESEND_API_URL', resend.url],
    ]);
    return { get: (name: string) => values.get(name) };
  };
  const repeat = (handler: ReturnType<typeof handlerWaiting>, key: string) =>
    handler(
      new Request('https://project.supabase.co/send-partout-email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-idempotency-key': key },
        body: JSON.stringify(carRequest()),
      }),
      env(),
    );

  /** A stored lead whose first request is (as far as the table says) still sending its mail. */
  async function leadInFlight(): Promise<{ key: string; id: string }> {
    const key = newKey();
    const { data } = await send(key);
    await backend.gateway.ctx.db.query(
      `update public.lead_requests set status = 'received', mailed_at = null where idempotency_key = $1`,
      [key],
    );
    resend.requests.length = 0;
    return { key, id: data?.id ?? '' };
  }

  it('answers 503 with Retry-After when that attempt does not finish in time, and sends nothing', async () => {
    const { key } = await leadInFlight();
    const response = await repeat(handlerWaiting(60), key);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ error: 'Forespørselen behandles allerede. Prøv igjen om litt.' });
    expect(resend.requests).toEqual([]);
    expect(await leadRows(backend, key)).toMatchObject([{ status: 'received' }]);
  });

  it('takes over a lead whose attempt died (stale), mails it once and answers 200', async () => {
    const { key, id } = await leadInFlight();
    await backend.gateway.ctx.db.query(
      `update public.lead_requests set attempt_started_at = now() - interval '10 minutes' where idempotency_key = $1`,
      [key],
    );
    const [first, second] = await Promise.all([
      repeat(handlerWaiting(2_000, 60_000), key),
      repeat(handlerWaiting(2_000, 60_000), key),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await first.json()).toEqual({ ok: true, id });
    expect(resend.requests).toHaveLength(1);
    expect(await leadRows(backend, key)).toMatchObject([{ status: 'mailed' }]);
  });

  it('leaves a lead whose attempt is recent to that attempt', async () => {
    const { key } = await leadInFlight();
    const response = await repeat(handlerWaiting(60, 60_000), key);
    expect(response.status).toBe(503);
    expect(resend.requests).toEqual([]);
  });

  it("answers the first request's result once that attempt has mailed", async () => {
    const { key, id } = await leadInFlight();
    const answer = repeat(handlerWaiting(10_000), key);
    await backend.gateway.ctx.db.query(
      `update public.lead_requests set status = 'mailed', mailed_at = now() where idempotency_key = $1`,
      [key],
    );
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, id });
    expect(resend.requests).toEqual([]);
  });
});

/** A car request from the property form's person, to vary the mail. */
function propertyRequestAsCar() {
  const person = propertyRequest();
  return carRequest({ fullName: person.fullName, email: person.email, firmanavn: person.firmanavn });
}
