import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLICK_MAX_AGE_MS,
  CLICK_RETRY,
  buildOfferClick,
  clickRetryDelay,
  flushClickQueue,
  recordOfferClick,
  startClickQueue,
} from '../../../src/offline/clicks/click-queue.ts';
import { clearOfflineData, db } from '../../../src/offline/store/db.ts';
import { RemoteError } from '../../../src/offline/remote/remote-error.ts';
import type { OfferClick } from '../../../src/offline/store/click-schemas.ts';

const T0 = Date.parse('2025-11-21T12:00:00Z');

// Events happen now (real time): the queue drops events older than 7 days by the real clock too.
function click(offerId = 'offer-1'): OfferClick {
  return {
    offer_id: offerId,
    user_id: 'user-a',
    user_agent: 'test-agent',
    referrer: null,
    ip_address: null,
    kind: 'link_open',
    event_id: crypto.randomUUID(),
    occurred_at: new Date().toISOString(),
  };
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

const serverError = () => Promise.reject(new RemoteError('server', 'Service Unavailable', 503));
const networkError = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(async () => {
  await clearOfflineData();
  // Given-up and refused clicks are logged; keep the test output readable.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('recording a click', () => {
  it('sends it at once when online', async () => {
    const send = vi.fn(() => Promise.resolve());
    const event = click();

    expect(await recordOfferClick(event, send)).toBe('sent');

    expect(send).toHaveBeenCalledWith(event);
    expect(await db.click_queue.count()).toBe(0);
  });

  it('queues it offline without trying the network, and sends it once when back online', async () => {
    setOnline(false);
    const send = vi.fn(() => Promise.resolve());

    expect(await recordOfferClick(click(), send, () => T0)).toBe('queued');
    expect(send).not.toHaveBeenCalled();

    setOnline(true);
    const first = await flushClickQueue(send, { now: () => T0 });
    const second = await flushClickQueue(send, { now: () => T0 });

    expect(first).toEqual({ sent: 1, retrying: 0, dropped: 0 });
    expect(second).toEqual({ sent: 0, retrying: 0, dropped: 0 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await db.click_queue.count()).toBe(0);
  });

  it.each([
    ['a network failure', networkError],
    ['a server error', serverError],
    // The rate limit: events carry their own id and time, so a later send loses nothing and counts once.
    ['the rate limit (429)', () => Promise.reject(new RemoteError('server', 'Too many clicks', 429))],
  ])('queues it after %s, to retry after the first backoff', async (_name, send) => {
    expect(await recordOfferClick(click(), send, () => T0)).toBe('queued');

    const [queued] = await db.click_queue.toArray();
    expect(queued).toMatchObject({ attempts: 1, next_attempt_at: T0 + CLICK_RETRY.baseDelayMs });
    expect(queued?.last_error).toBeTruthy();
  });

  it.each([
    ['refused (400)', new RemoteError('rejected', 'bad request', 400)],
    ['unauthorised (401)', new RemoteError('session', 'JWT expired', 401)],
  ])('drops it when the server %s', async (_name, error) => {
    expect(await recordOfferClick(click(), () => Promise.reject(error))).toBe('dropped');
    expect(await db.click_queue.count()).toBe(0);
  });

  it('refuses a click that carries an IP address', async () => {
    const bad = { ...click(), ip_address: '10.0.0.1' } as unknown as OfferClick;
    await expect(recordOfferClick(bad, () => Promise.resolve())).rejects.toThrow();
  });

  it('builds the click the spec describes, with its kind, a fresh event id and the time it happened', () => {
    const built = buildOfferClick('offer-9', null, 'email_send', T0);
    expect(built).toEqual({
      offer_id: 'offer-9',
      user_id: null,
      user_agent: navigator.userAgent,
      referrer: null,
      ip_address: null,
      kind: 'email_send',
      event_id: built.event_id,
      occurred_at: '2025-11-21T12:00:00.000Z',
    });
    expect(built.event_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(buildOfferClick('offer-9', null, 'email_send', T0).event_id).not.toBe(built.event_id);
  });
});

describe('flushing the queue', () => {
  async function queueOffline(count: number) {
    setOnline(false);
    for (let index = 0; index < count; index++)
      await recordOfferClick(click(`offer-${index}`), vi.fn(), () => T0);
    setOnline(true);
  }

  it('sends each click once even when flushes overlap', async () => {
    await queueOffline(3);
    const send = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 1)));

    const results = await Promise.all([
      flushClickQueue(send, { now: () => T0 }),
      flushClickQueue(send, { now: () => T0 }),
    ]);

    expect(send).toHaveBeenCalledTimes(3);
    expect(results[0]).toEqual({ sent: 3, retrying: 0, dropped: 0 });
    expect(await db.click_queue.count()).toBe(0);
  });

  it('does nothing while offline', async () => {
    await queueOffline(1);
    setOnline(false);
    const send = vi.fn(() => Promise.resolve());

    expect(await flushClickQueue(send, { now: () => T0 })).toEqual({ sent: 0, retrying: 0, dropped: 0 });
    expect(send).not.toHaveBeenCalled();
  });

  it('waits for the backoff, unless told to ignore it after coming online', async () => {
    await recordOfferClick(click(), serverError, () => T0);
    const send = vi.fn(() => Promise.resolve());

    expect((await flushClickQueue(send, { now: () => T0 + 1000 })).sent).toBe(0);
    expect((await flushClickQueue(send, { now: () => T0 + 1000, ignoreBackoff: true })).sent).toBe(1);
  });

  it('doubles the wait after each failure, up to an hour, and gives up after the last attempt', async () => {
    await queueOffline(1);
    let now = T0;
    const waits: number[] = [];
    for (let attempt = 1; attempt < CLICK_RETRY.maxAttempts; attempt++) {
      const result = await flushClickQueue(serverError, { now: () => now });
      expect(result).toEqual({ sent: 0, retrying: 1, dropped: 0 });
      const [queued] = await db.click_queue.toArray();
      waits.push((queued?.next_attempt_at ?? 0) - now);
      expect(queued?.attempts).toBe(attempt);
      now = queued?.next_attempt_at ?? now;
    }

    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000]);
    expect(await flushClickQueue(serverError, { now: () => now })).toEqual({
      sent: 0,
      retrying: 0,
      dropped: 1,
    });
    expect(await db.click_queue.count()).toBe(0);
  });

  it('stops at the first network failure instead of failing every click', async () => {
    await queueOffline(3);
    const send = vi.fn(networkError);

    const result = await flushClickQueue(send, { now: () => T0 });

    expect(send).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ sent: 0, retrying: 1, dropped: 0 });
    expect(await db.click_queue.count()).toBe(3);
  });

  it('drops a click the server refuses and goes on with the rest', async () => {
    await queueOffline(2);
    const send = vi
      .fn<(value: OfferClick) => Promise<void>>()
      .mockRejectedValueOnce(new RemoteError('rejected', 'violates foreign key', 409))
      .mockResolvedValueOnce(undefined);

    expect(await flushClickQueue(send, { now: () => T0 })).toEqual({ sent: 1, retrying: 0, dropped: 1 });
    expect(await db.click_queue.count()).toBe(0);
  });

  // Was 'drops a rate-limited click': since events carry a unique id and their own time, a
  // burst the server refuses (a device sending a day of offline views) waits instead of being lost.
  it('keeps a rate-limited click and stops the flush until its backoff has passed', async () => {
    await queueOffline(2);
    const send = vi
      .fn<(value: OfferClick) => Promise<void>>()
      .mockRejectedValueOnce(new RemoteError('server', 'Too many clicks from this address', 429))
      .mockResolvedValue(undefined);

    expect(await flushClickQueue(send, { now: () => T0 })).toEqual({ sent: 0, retrying: 1, dropped: 0 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await db.click_queue.count()).toBe(2);
    expect(await flushClickQueue(send, { now: () => T0 + CLICK_RETRY.baseDelayMs })).toEqual({
      sent: 2,
      retrying: 0,
      dropped: 0,
    });
  });

  it('drops an event older than the 7 days the server accepts, without sending it', async () => {
    const old = { ...click(), occurred_at: new Date(T0 - CLICK_MAX_AGE_MS - 1000).toISOString() };
    setOnline(false);
    await recordOfferClick(old, vi.fn(), () => T0);
    setOnline(true);
    const send = vi.fn(() => Promise.resolve());

    expect(await flushClickQueue(send, { now: () => T0 })).toEqual({ sent: 0, retrying: 0, dropped: 1 });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a click queued by an older app version as a click of unknown kind, under one event id', async () => {
    await db.click_queue.add({
      click: { offer_id: 'offer-old', user_id: null, user_agent: 'ua', referrer: null, ip_address: null },
      queued_at: new Date(T0).toISOString(),
      attempts: 0,
      next_attempt_at: T0,
      last_error: null,
    } as never);
    const send = vi
      .fn<(value: OfferClick) => Promise<void>>()
      .mockRejectedValueOnce(new TypeError('offline'));

    await flushClickQueue(send, { now: () => T0 });
    send.mockResolvedValue(undefined);
    await flushClickQueue(send, { now: () => T0, ignoreBackoff: true });

    expect(send).toHaveBeenCalledTimes(2);
    const [first, second] = send.mock.calls.map(([sent]) => sent);
    expect(first).toMatchObject({
      offer_id: 'offer-old',
      kind: 'click',
      occurred_at: new Date(T0).toISOString(),
    });
    expect(second?.event_id).toBe(first?.event_id);
    expect(await db.click_queue.count()).toBe(0);
  });

  it('drops a corrupt queued row', async () => {
    await db.click_queue.add({
      click: { offer_id: '' } as unknown as OfferClick,
      queued_at: 'x',
      attempts: 0,
      next_attempt_at: T0,
      last_error: null,
    });
    const send = vi.fn(() => Promise.resolve());

    expect(await flushClickQueue(send, { now: () => T0 })).toEqual({ sent: 0, retrying: 0, dropped: 1 });
    expect(send).not.toHaveBeenCalled();
  });

  it('flushes on start and whenever the browser comes online', async () => {
    await queueOffline(1);
    const send = vi.fn(() => Promise.resolve());

    const stop = startClickQueue(send);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    setOnline(false);
    await recordOfferClick(click('offer-late'), send);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    stop();

    expect(await db.click_queue.count()).toBe(0);
  });
});

describe('retry delays', () => {
  it.each([
    [0, 30_000],
    [1, 30_000],
    [2, 60_000],
    [5, 480_000],
    [8, 3_600_000],
    [30, 3_600_000],
  ])('after %i failed attempts waits %i ms', (attempts, delay) => {
    expect(clickRetryDelay(attempts)).toBe(delay);
  });
});
