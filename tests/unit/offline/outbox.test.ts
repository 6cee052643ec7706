import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLeadSender } from '../../../src/offline/outbox/lead-delivery.ts';
import { isAwaitedByForm, submitLead } from '../../../src/offline/outbox/lead-outbox.ts';
import {
  OUTBOX_RETRY,
  type SendLead,
  deliverNow,
  dismissRejected,
  drainOutbox,
  nextDueAt,
  outboxRetryDelay,
  queueLead,
  readOutbox,
} from '../../../src/offline/outbox/outbox.ts';
import { RemoteError } from '../../../src/offline/remote/remote-error.ts';
import { OfflineDb, clearOfflineData, db } from '../../../src/offline/store/db.ts';

const T0 = Date.parse('2026-11-22T09:00:00Z');
const PROPERTY = {
  fullName: 'Kari Nordmann',
  phone: '900 00 000',
  email: 'kari@example.no',
  adresse: 'Storgata 1',
  kvadratmeter: '1200',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const ok: SendLead = () => Promise.resolve();
const serverError: SendLead = () => Promise.reject(new RemoteError('server', 'Service Unavailable', 503));
const networkError: SendLead = () => Promise.reject(new TypeError('Failed to fetch'));
const refused: SendLead = () => Promise.reject(new RemoteError('rejected', 'Ugyldig e-postadresse', 400));

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

beforeEach(async () => {
  await clearOfflineData();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the retry delay', () => {
  it.each([
    [1, 5_000],
    [2, 10_000],
    [3, 20_000],
    [4, 40_000],
    [8, 600_000],
    [30, 600_000],
  ])('after %i failed tries waits between half and all of %i ms', (attempts, ceiling) => {
    expect(outboxRetryDelay(attempts, () => 0)).toBe(ceiling / 2);
    expect(outboxRetryDelay(attempts, () => 0.999_999)).toBeCloseTo(ceiling, -1);
    const jittered = outboxRetryDelay(attempts);
    expect(jittered).toBeGreaterThanOrEqual(ceiling / 2);
    expect(jittered).toBeLessThanOrEqual(ceiling);
  });

  it('never exceeds the maximum', () => {
    expect(outboxRetryDelay(1_000, () => 1)).toBe(OUTBOX_RETRY.maxDelayMs);
  });
});

describe('queueing a lead', () => {
  it('stores it pending, due now, with its own UUID idempotency key', async () => {
    const entry = await queueLead('eiendomsdrift', PROPERTY, { now: () => T0 });

    expect(entry).toMatchObject({
      kind: 'eiendomsdrift',
      payload: PROPERTY,
      status: 'pending',
      attempts: 0,
      next_attempt_at: T0,
    });
    expect(entry.idempotency_key).toMatch(UUID);
    expect(entry.id).not.toBe(entry.idempotency_key);
    expect(await db.outbox.get(entry.id)).toEqual(entry);
    const other = await queueLead('eiendomsdrift', PROPERTY);
    expect(other.idempotency_key).not.toBe(entry.idempotency_key);
  });

  it('refuses an unknown kind (nothing is stored)', async () => {
    await expect(queueLead('bogus' as 'partoutcar', {})).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('draining the outbox', () => {
  it('delivers each pending lead once, with the key it was queued with', async () => {
    const a = await queueLead('partoutcar', { fullName: 'A' }, { now: () => T0 });
    const b = await queueLead('eiendomsdrift', PROPERTY, { now: () => T0 + 1 });
    const send = vi.fn(ok);

    expect(await drainOutbox(send, { now: () => T0 + 1 })).toEqual({
      sent: 2,
      retrying: 0,
      rejected: 0,
      pending: 0,
    });
    expect(await drainOutbox(send, { now: () => T0 + 1 })).toEqual({
      sent: 0,
      retrying: 0,
      rejected: 0,
      pending: 0,
    });

    expect(send.mock.calls.map(([lead]) => lead)).toEqual([
      { kind: 'partoutcar', payload: { fullName: 'A' }, idempotency_key: a.idempotency_key },
      { kind: 'eiendomsdrift', payload: PROPERTY, idempotency_key: b.idempotency_key },
    ]);
    const { sent, pending } = await readOutbox();
    expect(pending).toEqual([]);
    // The device forgets what was typed once the server has it.
    expect(sent.map((entry) => entry.payload)).toEqual([{}, {}]);
    expect(sent.map((entry) => entry.sent_at)).toEqual([
      new Date(T0 + 1).toISOString(),
      new Date(T0 + 1).toISOString(),
    ]);
  });

  it('retries a 5xx with growing, jittered backoff and the same key until it is delivered', async () => {
    const entry = await queueLead('eiendomsdrift', PROPERTY, { now: () => T0 });
    const send = vi.fn(serverError);
    const half = () => 0.5;

    expect(await drainOutbox(send, { now: () => T0, random: half })).toMatchObject({
      retrying: 1,
      pending: 1,
    });
    let stored = await db.outbox.get(entry.id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Service Unavailable' });
    expect(stored?.next_attempt_at).toBe(T0 + 3_750);

    // Not due yet: nothing is sent.
    expect(await drainOutbox(send, { now: () => T0 + 3_000 })).toMatchObject({
      sent: 0,
      retrying: 0,
      pending: 1,
    });
    expect(send).toHaveBeenCalledTimes(1);

    expect(await drainOutbox(send, { now: () => T0 + 3_750, random: half })).toMatchObject({ retrying: 1 });
    stored = await db.outbox.get(entry.id);
    expect(stored?.attempts).toBe(2);
    expect(stored?.next_attempt_at).toBe(T0 + 3_750 + 7_500);
    expect(await nextDueAt()).toBe(T0 + 11_250);

    send.mockImplementation(ok);
    expect(await drainOutbox(send, { now: () => T0 + 11_250 })).toMatchObject({ sent: 1, pending: 0 });
    expect(new Set(send.mock.calls.map(([lead]) => lead.idempotency_key))).toEqual(
      new Set([entry.idempotency_key]),
    );
    expect(await nextDueAt()).toBeNull();
  });

  it('tries everything at once when told to ignore the backoff (coming online)', async () => {
    const entry = await queueLead('eiendomsdrift', PROPERTY, { now: () => T0 });
    await drainOutbox(networkError, { now: () => T0 });
    expect((await db.outbox.get(entry.id))?.next_attempt_at).toBeGreaterThan(T0);

    expect(await drainOutbox(ok, { now: () => T0 + 1, ignoreBackoff: true })).toMatchObject({ sent: 1 });
  });

  it('stops at the first network failure: the rest would fail the same way', async () => {
    await queueLead('partoutcar', { n: 1 }, { now: () => T0 });
    await queueLead('partoutcar', { n: 2 }, { now: () => T0 + 1 });
    const send = vi.fn(networkError);

    expect(await drainOutbox(send, { now: () => T0 })).toEqual({
      sent: 0,
      retrying: 1,
      rejected: 0,
      pending: 2,
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps a refused (4xx) lead with the reason and never retries it', async () => {
    const entry = await queueLead('eiendomsdrift', PROPERTY, { now: () => T0 });
    const send = vi.fn(refused);

    expect(await drainOutbox(send, { now: () => T0 })).toMatchObject({ rejected: 1, pending: 0 });
    expect(
      await drainOutbox(send, { now: () => T0 + OUTBOX_RETRY.maxDelayMs, ignoreBackoff: true }),
    ).toMatchObject({
      rejected: 0,
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect((await readOutbox()).rejected).toEqual([
      expect.objectContaining({ id: entry.id, status: 'rejected', last_error: 'Ugyldig e-postadresse' }),
    ]);

    await dismissRejected(entry.id);
    expect(await db.outbox.count()).toBe(0);
  });

  it('drops a corrupt row instead of sending it', async () => {
    await db.outbox.put({ id: 'broken', kind: 'partoutcar', status: 'pending' } as never);
    const send = vi.fn(ok);

    expect(await drainOutbox(send, { now: () => T0 })).toMatchObject({ sent: 0 });
    expect(send).not.toHaveBeenCalled();
    expect(await db.outbox.get('broken')).toBeUndefined();
  });

  it('shares one drain between concurrent calls, so a lead is sent once', async () => {
    await queueLead('eiendomsdrift', PROPERTY, { now: () => T0 });
    const send = vi.fn(ok);

    await Promise.all([
      drainOutbox(send, { now: () => T0 }),
      drainOutbox(send, { now: () => T0 }),
      deliverNow('x', send),
    ]);

    expect(send).toHaveBeenCalledTimes(1);
  });

  it('prunes sent entries after an hour', async () => {
    await queueLead('eiendomsdrift', PROPERTY, { now: () => T0 });
    await drainOutbox(ok, { now: () => T0 });
    await drainOutbox(ok, { now: () => T0 + OUTBOX_RETRY.keepSentMs - 1 });
    expect(await db.outbox.count()).toBe(1);
    await drainOutbox(ok, { now: () => T0 + OUTBOX_RETRY.keepSentMs + 1 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('survives closing and reopening the database (a reload or a closed tab)', async () => {
    const entry = await queueLead('eiendomsdrift', PROPERTY, { now: () => T0 });
    db.close();
    const reopened = new OfflineDb();
    await reopened.open();
    expect(await reopened.outbox.get(entry.id)).toEqual(entry);
    reopened.close();
    await db.open();

    const send = vi.fn(ok);
    expect(await drainOutbox(send, { now: () => T0 })).toMatchObject({ sent: 1 });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ idempotency_key: entry.idempotency_key }));
  });
});

describe('submitting a lead from a form', () => {
  it('answers sent when the first try gets through, and the entry is kept as sent', async () => {
    setOnline(true);
    const send = vi.fn(ok);

    expect(await submitLead('eiendomsdrift', PROPERTY, send)).toEqual({ status: 'sent' });

    const { sent } = await readOutbox();
    expect(sent).toHaveLength(1);
    expect(isAwaitedByForm(sent[0]?.id ?? '')).toBe(true);
  });

  it('answers saved offline without touching the network; a later drain delivers it', async () => {
    setOnline(false);
    const send = vi.fn(ok);

    expect(await submitLead('eiendomsdrift', PROPERTY, send)).toMatchObject({
      status: 'saved',
      reason: 'offline',
    });
    expect(send).not.toHaveBeenCalled();
    const { pending } = await readOutbox();
    expect(pending).toHaveLength(1);
    expect(isAwaitedByForm(pending[0]?.id ?? '')).toBe(false);

    setOnline(true);
    expect(await drainOutbox(send)).toMatchObject({ sent: 1 });
  });

  it('answers saved when the network or the server fails, and keeps the lead', async () => {
    setOnline(true);
    expect(await submitLead('eiendomsdrift', PROPERTY, networkError)).toMatchObject({
      status: 'saved',
      reason: 'unreachable',
    });
    expect(await submitLead('partoutcar', { fullName: 'B' }, serverError)).toMatchObject({
      status: 'saved',
      reason: 'unreachable',
    });
    expect((await readOutbox()).pending).toHaveLength(2);
  });

  it("answers rejected with the server's reason and removes the entry (the form keeps the data)", async () => {
    setOnline(true);
    expect(await submitLead('eiendomsdrift', PROPERTY, refused)).toEqual({
      status: 'rejected',
      message: 'Ugyldig e-postadresse',
    });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('the lead sender', () => {
  const endpoint = { supabaseUrl: 'https://abc.supabase.co/', anonKey: 'anon-key-0123456789abcdef' };
  const lead = {
    kind: 'eiendomsdrift' as const,
    payload: PROPERTY,
    idempotency_key: '6f1c2a6e-3b7d-4c1e-9a55-0d2b8f7e4c11',
  };

  it('posts the payload to the kind’s function with the key and the anon key', async () => {
    const fetch = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(Response.json({ ok: true })),
    );
    await createLeadSender({ ...endpoint, fetch })(lead);

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://abc.supabase.co/functions/v1/send-eiendomsdrift-email');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({
      apikey: endpoint.anonKey,
      Authorization: `Bearer ${endpoint.anonKey}`,
      'x-idempotency-key': lead.idempotency_key,
    });
    expect(JSON.parse(init?.body as string)).toEqual(PROPERTY);
    await createLeadSender({ ...endpoint, fetch })({ ...lead, kind: 'partoutcar' });
    expect(fetch.mock.calls[1]?.[0]).toBe('https://abc.supabase.co/functions/v1/send-partout-email');
  });

  it.each([
    [400, 'rejected', false],
    [422, 'rejected', false],
    [500, 'server', true],
    [502, 'server', true],
    [503, 'server', true],
    [429, 'server', true],
  ] as const)('classifies HTTP %i as %s', async (status, failure, retryable) => {
    const fetch = () => Promise.resolve(Response.json({ error: 'Ugyldig forespørsel' }, { status }));
    const error = await createLeadSender({ ...endpoint, fetch })(lead).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RemoteError);
    expect(error).toMatchObject({ failure, status, message: 'Ugyldig forespørsel' });
    expect(['network', 'server'].includes((error as RemoteError).failure)).toBe(retryable);
  });

  it('turns a failed fetch into a network failure and a non-JSON error into its status', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(createLeadSender({ ...endpoint, fetch: offline })(lead)).rejects.toMatchObject({
      failure: 'network',
    });
    const html = () => Promise.resolve(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(createLeadSender({ ...endpoint, fetch: html })(lead)).rejects.toMatchObject({
      failure: 'server',
      message: 'HTTP 502',
    });
  });
});
