import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { RemoteError } from '../../../src/offline/remote-error.ts';
import {
  createSupabaseCatalogueSource,
  createSupabaseClickSender,
  createSupabaseSecretsSource,
} from '../../../src/offline/supabase-source.ts';

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
  const client = createClient('http://backend.test', 'anon-key-for-tests-only-0123456789', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch },
  });
  return { client, requests };
}

const TS = '2025-11-21T12:00:00.123456+00:00';
const ID = '00000000-0000-4000-8000-000000000007';

describe('catalogue source', () => {
  it('asks for visible offers with public columns and category ids, oldest change first', async () => {
    const { client, requests } = clientAnswering({ status: 200, body: [{ id: 'a' }] });

    const rows = await createSupabaseCatalogueSource(client).fetchOffersSince(null, 1000);

    expect(rows).toEqual([{ id: 'a' }]);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.path).toBe('/rest/v1/offers');
    expect(request?.params).toMatchObject({
      hidden: ['eq.false'],
      order: ['updated_at.asc,id.asc'],
      limit: ['1000'],
    });
    const select = request?.params.select?.[0] ?? '';
    expect(select).toContain('offer_categories(category_id)');
    for (const secret of ['discount_code', 'offer_email', 'offer_url', 'website', '*']) {
      expect(select).not.toContain(secret);
    }
  });

  it('continues after a cursor: rest of its timestamp by id, then later timestamps', async () => {
    const { client, requests } = clientAnswering(
      { status: 200, body: [{ id: 'x' }, { id: 'y' }] },
      { status: 200, body: [{ id: 'z' }] },
    );

    const rows = await createSupabaseCatalogueSource(client).fetchOffersSince({ updated_at: TS, id: ID }, 10);

    expect(rows).toEqual([{ id: 'x' }, { id: 'y' }, { id: 'z' }]);
    expect(requests[0]?.params).toMatchObject({ updated_at: [`eq.${TS}`], id: [`gt.${ID}`], limit: ['10'] });
    expect(requests[1]?.params).toMatchObject({ updated_at: [`gt.${TS}`], limit: ['8'] });
    expect(requests[1]?.params.id).toBeUndefined();
    // A literal + would arrive as a space and break the timestamp.
    expect(requests[0]?.rawUrl).toContain('%2B00%3A00');
  });

  it('does not ask for later timestamps when the first query filled the page', async () => {
    const { client, requests } = clientAnswering({ status: 200, body: [{ id: 'x' }, { id: 'y' }] });
    await createSupabaseCatalogueSource(client).fetchOffersSince({ updated_at: TS, id: ID }, 2);
    expect(requests).toHaveLength(1);
  });

  it('pages tombstones the same way', async () => {
    const { client, requests } = clientAnswering({ status: 200, body: [] }, { status: 200, body: [] });

    await createSupabaseCatalogueSource(client).fetchTombstonesSince({ removed_at: TS, offer_id: ID }, 1000);

    expect(requests.map((request) => request.path)).toEqual([
      '/rest/v1/offer_tombstones',
      '/rest/v1/offer_tombstones',
    ]);
    expect(requests[0]?.params).toMatchObject({
      select: ['offer_id,removed_at'],
      removed_at: [`eq.${TS}`],
      offer_id: [`gt.${ID}`],
      order: ['removed_at.asc,offer_id.asc'],
    });
    expect(requests[1]?.params).toMatchObject({ removed_at: [`gt.${TS}`] });
  });

  it('asks for all categories', async () => {
    const { client, requests } = clientAnswering({ status: 200, body: [{ id: 'c' }] });
    expect(await createSupabaseCatalogueSource(client).fetchCategories()).toEqual([{ id: 'c' }]);
    expect(requests[0]?.path).toBe('/rest/v1/categories');
    expect(requests[0]?.params.select).toEqual(['id,key,name,display_order']);
  });

  it.each([
    [500, 'server'],
    [401, 'session'],
    [400, 'rejected'],
  ])('turns a %i into a %s failure', async (status, failure) => {
    const { client } = clientAnswering({ status, body: { message: 'nope', code: 'X' } });
    const error: unknown = await createSupabaseCatalogueSource(client)
      .fetchCategories()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RemoteError);
    expect(error).toMatchObject({ failure, status, message: 'nope' });
  });
});

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
});

describe('click sender', () => {
  const click = { offer_id: ID, user_id: null, user_agent: 'ua', referrer: null, ip_address: null };

  it('inserts the click as it is', async () => {
    const { client, requests } = clientAnswering({ status: 201 });
    await createSupabaseClickSender(client)(click);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/rest/v1/offer_clicks', body: click });
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
