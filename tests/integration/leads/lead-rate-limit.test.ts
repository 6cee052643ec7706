import { describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE } from '../../../supabase/functions/_shared/lead-rate-limit.ts';
import {
  countLeads,
  failure,
  invoke,
  leadBackendForFile,
  leadSender,
  newKey,
  propertyRequest,
  withKey,
} from './support.ts';

const FUNCTION = 'send-eiendomsdrift-email';

// Small limits so a few requests reach them; every request in this file comes from one loopback address.
const PER_ADDRESS = 8;
const backend = leadBackendForFile({
  LEAD_RATE_LIMIT_PER_IP: String(PER_ADDRESS),
  LEAD_RATE_LIMIT_PER_EMAIL: '2',
});
const send = leadSender(backend, FUNCTION);

async function expectRateLimited(error: unknown): Promise<void> {
  const { status, body } = await failure(error);
  expect(status).toBe(429);
  expect(body).toEqual({ error: RATE_LIMITED_MESSAGE });
}

describe('lead functions rate limits', () => {
  it('refuses a third new lead for one e-mail within the window with a Norwegian 429, storing nothing', async () => {
    const email = 'mange@fjord.test';
    expect((await send(propertyRequest({ email }))).error).toBeNull();
    // Case and spaces do not make it another address.
    expect((await send(propertyRequest({ email: ' Mange@Fjord.test ' }))).error).toBeNull();
    const before = await countLeads(backend());

    const third = await send(propertyRequest({ email }));
    await expectRateLimited(third.error);
    expect(await countLeads(backend())).toBe(before);
  });

  it('tells the client when to try again', async () => {
    const email = 'vent@fjord.test';
    await send(propertyRequest({ email }));
    await send(propertyRequest({ email }));
    const response = await fetch(`${backend().url}/functions/v1/${FUNCTION}`, {
      method: 'POST',
      headers: {
        apikey: backend().anonKey,
        authorization: `Bearer ${backend().anonKey}`,
        'content-type': 'application/json',
        ...withKey(newKey()),
      },
      body: JSON.stringify(propertyRequest({ email })),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('always lets a retry of a stored lead through, so the outbox loses nothing', async () => {
    const email = 'retry@fjord.test';
    const first = await send(propertyRequest({ email }));
    await send(propertyRequest({ email }));
    await expectRateLimited((await send(propertyRequest({ email }))).error);

    const retry = await send(propertyRequest({ email }), first.key);
    expect(retry.error).toBeNull();
    expect(retry.data).toEqual({ ok: true, id: first.data?.id });
  });

  it('limits new leads per sender address, whatever forwarding header the client claims', async () => {
    // Every lead of this file came from this test's loopback address.
    const allowance = Math.max(0, PER_ADDRESS - (await countLeads(backend())));
    const statuses: number[] = [];
    for (let index = 0; index < allowance + 3; index += 1) {
      const { error } = await invoke(backend().anon(), FUNCTION, {
        body: propertyRequest({ email: `adresse-${String(index)}@fjord.test` }),
        // A client that could choose its address would never be limited.
        headers: {
          ...withKey(newKey()),
          'x-forwarded-for': `203.0.113.${String(index + 1)}`,
          // Hosted's Cloudflare header, trusted first by the functions: the gateway must drop it.
          'cf-connecting-ip': `198.51.100.${String(index + 1)}`,
        },
      });
      statuses.push(error ? (await failure(error)).status : 200);
    }
    expect(statuses).toEqual([...Array<number>(allowance).fill(200), 429, 429, 429]);
  });

  it('stores the sender only as a keyed hash and the e-mail in lower case', async () => {
    const { data: rows, error } = await backend()
      .service()
      .from('lead_requests')
      .select('client_key, contact_email')
      .eq('contact_email', 'mange@fjord.test');
    expect(error).toBeNull();
    expect(rows).toHaveLength(2);
    for (const row of rows ?? []) {
      expect(row.client_key).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});
