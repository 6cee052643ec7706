import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../supabase/functions/_shared/contracts/database.ts';
import { createSupabaseClickSender } from '../../../src/offline/clicks/supabase-click-sender.ts';
import { createSupabaseSecretsSource } from '../../../src/offline/vault/supabase-secrets-source.ts';

interface Recorded {
  method: string;
  path: string;
  params: Record<string, string[]>;
  rawUrl: string;
  body: unknown;
}

type Reply = { status: number; body?: unknown } | Error;

/** A supabase-js client whose fetch records each request and answers from `replies` in order. */
function clientAnswering(...replies: Reply[]) {
  const requests: Recorded[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const params: Record<string, string[]> = {};
    url.searchParams.forEach((value, key) => (params[key] ??= []).push(value));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    requests.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      params,
      rawUrl: url.toString(),
      body,
    });
    const reply = replies.shift() ?? { status: 200, body: [] };
    if (reply instanceof Error) return Promise.reject(reply);
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return Promise.resolve(
      new Response(reply.status === 204 || text === '' ? null : text, {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  const client = createClient<Database>('http://backend.test', 'anon-key-for-tests-only-0123456789', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch },
  });
  return { client, requests };
}

const ID = '00000000-0000-4000-8000-000000000007';

describe('secrets source', () => {
  it("fetches one offer's secrets, or null when it has none", async () => {
    const secrets = { discount_code: 'ACME20', offer_email: null, offer_url: null, website: null };
    const { client, requests } = clientAnswering({ status: 200, body: [secrets] }, { status: 200, body: [] });
    const source = createSupabaseSecretsSource(client);

    expect(await source.fetchSecrets(ID)).toEqual(secrets);
    expect(await source.fetchSecrets(ID)).toBeNull();
    expect(requests[0]?.path).toBe('/rest/v1/offer_secrets');
    expect(requests[0]?.params).toMatchObject({ offer_id: [`eq.${ID}`] });
  });

  it('reports a rejected session', async () => {
    const { client } = clientAnswering({ status: 401, body: { message: 'JWT expired', code: 'PGRST303' } });
    await expect(createSupabaseSecretsSource(client).fetchSecrets(ID)).rejects.toMatchObject({
      failure: 'session',
    });
  });

  it('pages through all secrets by offer id', async () => {
    const page = Array.from({ length: 1000 }, (_, index) => ({
      offer_id: `o${String(index).padStart(4, '0')}`,
    }));
    const { client, requests } = clientAnswering(
      { status: 200, body: page },
      { status: 200, body: [{ offer_id: 'p' }] },
    );

    const rows = await createSupabaseSecretsSource(client).fetchAllSecrets();

    expect(rows).toHaveLength(1001);
    expect(requests[0]?.params.offer_id).toBeUndefined();
    expect(requests[1]?.params).toMatchObject({
      offer_id: ['gt.o0999'],
      order: ['offer_id.asc'],
      limit: ['1000'],
    });
  });

  it('fetches the secrets of given offers with one `in` filter per 100 ids, failing as a whole', async () => {
    const ids = Array.from(
      { length: 150 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    const { client, requests } = clientAnswering(
      { status: 200, body: [{ offer_id: ids[0] }] },
      { status: 200, body: [{ offer_id: ids[149] }] },
      { status: 200, body: [] },
      { status: 401, body: { message: 'JWT expired' } },
    );
    const source = createSupabaseSecretsSource(client);

    expect(await source.fetchSecretsOf(ids)).toEqual([{ offer_id: ids[0] }, { offer_id: ids[149] }]);
    expect(requests).toHaveLength(2);
    expect(requests[0]?.path).toBe('/rest/v1/offer_secrets');
    expect(requests[0]?.params.offer_id).toEqual([`in.(${ids.slice(0, 100).join(',')})`]);
    expect(requests[1]?.params.offer_id).toEqual([`in.(${ids.slice(100).join(',')})`]);
    expect(requests[0]?.params.select?.[0]).toContain('discount_code');

    await expect(source.fetchSecretsOf(ids)).rejects.toMatchObject({ failure: 'session' });
  });
});

describe('click sender', () => {
  const click = {
    offer_id: ID,
    user_id: null,
    user_agent: 'ua',
    referrer: null,
    ip_address: null,
    kind: 'view' as const,
    event_id: '3f0c4a52-7d1e-4b8a-9c2f-5e6d7a8b9c0d',
    occurred_at: '2026-11-20T09:30:00.000Z',
  };

  it('inserts the click as it is', async () => {
    const { client, requests } = clientAnswering({ status: 201 });
    await createSupabaseClickSender(client)(click);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/rest/v1/offer_clicks', body: click });
  });

  it('counts an event the server already has (23505 on its event id) as sent, not failed', async () => {
    const { client } = clientAnswering({
      status: 409,
      body: {
        code: '23505',
        message: 'duplicate key value violates unique constraint "offer_clicks_event_id_key"',
      },
    });
    await expect(createSupabaseClickSender(client)(click)).resolves.toBeUndefined();
  });

  it.each<[Reply, string]>([
    [{ status: 503, body: { message: 'down' } }, 'server'],
    [{ status: 409, body: { message: 'duplicate' } }, 'rejected'],
    [new TypeError('Failed to fetch'), 'network'],
  ])('reports %j as a %s failure', async (reply, failure) => {
    const { client } = clientAnswering(reply);
    await expect(createSupabaseClickSender(client)(click)).rejects.toMatchObject({ failure });
  });
});
