// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RemoteError } from '../../../src/offline/remote/remote-error.ts';
import { createRestCatalogueSource } from '../../../src/offline/catalogue/rest-catalogue-source.ts';
import { EVERYTHING } from '../../../src/offline/catalogue/revision-query.ts';

interface Recorded {
  path: string;
  params: Record<string, string[]>;
  rawUrl: string;
  headers: Headers;
}

type Reply = { status: number; body?: unknown; raw?: string } | Error;

const ANON = 'anon-key-for-tests-only-0123456789';

/** The REST source over a fetch that records each request and answers from `replies` in order. */
function sourceAnswering(...replies: Reply[]) {
  const requests: Recorded[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const params: Record<string, string[]> = {};
    url.searchParams.forEach((value, key) => (params[key] ??= []).push(value));
    requests.push({
      path: url.pathname,
      params,
      rawUrl: url.toString(),
      headers: new Headers(init?.headers),
    });
    const reply = replies.shift() ?? { status: 200, body: [] };
    if (reply instanceof Error) return Promise.reject(reply);
    const text = reply.raw ?? JSON.stringify(reply.body ?? null);
    return Promise.resolve(
      new Response(text, { status: reply.status, headers: { 'content-type': 'application/json' } }),
    );
  };
  const source = createRestCatalogueSource({ supabaseUrl: 'http://backend.test/', anonKey: ANON, fetch });
  return { source, requests };
}

describe('REST catalogue source', () => {
  it('asks for visible offers with public columns and category ids, in revision order, as anon', async () => {
    const { source, requests } = sourceAnswering({ status: 200, body: [{ id: 'a' }] });

    const rows = await source.fetchOffersSince(EVERYTHING, 1000);

    expect(rows).toEqual([{ id: 'a' }]);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.path).toBe('/rest/v1/offers');
    expect(request?.params).toMatchObject({
      hidden: ['eq.false'],
      order: ['revision.asc'],
      limit: ['1000'],
    });
    expect(request?.params.revision).toBeUndefined();
    expect(request?.params.or).toBeUndefined();
    const select = request?.params.select?.[0] ?? '';
    expect(select.split(',')).toContain('revision');
    expect(select.split(',')).not.toContain('updated_at');
    expect(select).toContain('offer_categories(category_id)');
    for (const secret of ['discount_code', 'offer_email', 'offer_url', 'website', '*']) {
      expect(select).not.toContain(secret);
    }
    expect(request?.headers.get('apikey')).toBe(ANON);
    expect(request?.headers.get('authorization')).toBe(`Bearer ${ANON}`);
  });

  it('asks for the rows after a revision in one request', async () => {
    const { source, requests } = sourceAnswering({ status: 200, body: [{ id: 'x' }, { id: 'y' }] });

    const rows = await source.fetchOffersSince({ after: 4711, recheck: [] }, 10);

    expect(rows).toEqual([{ id: 'x' }, { id: 'y' }]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.params).toMatchObject({ revision: ['gt.4711'], limit: ['10'] });
  });

  it('asks again for the gaps below the cursor in the same request', async () => {
    const { source, requests } = sourceAnswering({ status: 200, body: [] });

    await source.fetchOffersSince(
      {
        after: 4711,
        recheck: [
          { from: 4700, to: 4702 },
          { from: 4705, to: 4705 },
        ],
      },
      10,
    );

    expect(requests[0]?.params.revision).toBeUndefined();
    expect(requests[0]?.params.or).toEqual([
      '(revision.gt.4711,and(revision.gte.4700,revision.lte.4702),revision.eq.4705)',
    ]);
  });

  it('pages tombstones the same way', async () => {
    const { source, requests } = sourceAnswering({ status: 200, body: [] });

    await source.fetchTombstonesSince({ after: 12, recheck: [] }, 1000);

    expect(requests.map((request) => request.path)).toEqual(['/rest/v1/offer_tombstones']);
    expect(requests[0]?.params).toMatchObject({
      select: ['offer_id,revision'],
      revision: ['gt.12'],
      order: ['revision.asc'],
      limit: ['1000'],
    });
  });

  it('asks the server for its newest revision', async () => {
    const { source, requests } = sourceAnswering({ status: 200, body: 4711 });
    expect(await source.fetchLatestRevision()).toBe(4711);
    expect(requests[0]?.path).toBe('/rest/v1/rpc/latest_catalogue_revision');
  });

  it('asks for a delta of both feeds and the categories in one request (rpc/catalogue_changes)', async () => {
    const answer = { offers: [{ id: 'a' }], tombstones: [{ offer_id: 'b' }], categories: [{ id: 'c' }] };
    const { source, requests } = sourceAnswering({ status: 200, body: answer });

    const changes = await source.fetchChangesSince?.(
      {
        offersAfter: 40,
        tombstonesAfter: null,
        recheck: [
          { from: 3, to: 3 },
          { from: 7, to: 9 },
        ],
      },
      1000,
    );

    // An answer without page_size is an older function's: it sent at most REST's 1,000.
    expect(changes).toEqual({ ...answer, limit: 1000 });
    expect(requests.map((request) => request.path)).toEqual(['/rest/v1/rpc/catalogue_changes']);
    expect(requests[0]?.params).toEqual({
      offers_after: ['40'],
      recheck: ['3-3,7-9'],
      page_size: ['1000'],
    });
    expect(requests[0]?.headers.get('apikey')).toBe(ANON);
  });

  it('reads from the answer how many rows of each feed the server sends at most (page_size)', async () => {
    const rows = { offers: [], tombstones: [], categories: [] };
    const cases: [unknown, number, number][] = [
      // [the answer's page_size, rows asked for, the limit read]
      [10_000, 10_000, 10_000],
      [10_000, 25_000, 10_000],
      [10_000, 1000, 1000],
      // Not a count: read as an older function's answer, which sent at most 1,000.
      [undefined, 10_000, 1000],
      [0, 10_000, 1000],
      [-5, 10_000, 1000],
      [1.5, 10_000, 1000],
      ['10000', 10_000, 1000],
    ];
    for (const [pageSize, asked, limit] of cases) {
      const { source, requests } = sourceAnswering({ status: 200, body: { ...rows, page_size: pageSize } });
      const changes = await source.fetchChangesSince?.(
        { offersAfter: 40, tombstonesAfter: null, recheck: [] },
        asked,
      );
      expect(changes?.limit, String(pageSize)).toBe(limit);
      expect(requests[0]?.params.page_size).toEqual([String(asked)]);
    }
  });

  it('asks the three reads when the server has no rpc/catalogue_changes, or answers it with something else', async () => {
    for (const reply of [
      { status: 404, body: { code: 'PGRST202', message: 'not found' } },
      { status: 200, body: [] },
    ]) {
      const { source, requests } = sourceAnswering(
        reply,
        { status: 200, body: [{ id: 'c' }] },
        { status: 200, body: [{ id: 'a' }] },
        { status: 200, body: [] },
      );

      const changes = await source.fetchChangesSince?.(
        { offersAfter: 40, tombstonesAfter: 12, recheck: [] },
        1000,
      );

      expect(changes).toEqual({
        offers: [{ id: 'a' }],
        tombstones: [],
        categories: [{ id: 'c' }],
        limit: 1000,
      });
      expect(requests.map((request) => request.path)).toEqual([
        '/rest/v1/rpc/catalogue_changes',
        '/rest/v1/categories',
        '/rest/v1/offers',
        '/rest/v1/offer_tombstones',
      ]);
      expect(requests[2]?.params.revision).toEqual(['gt.40']);
      expect(requests[3]?.params.revision).toEqual(['gt.12']);
    }
  });

  it('fails a delta on any other error of rpc/catalogue_changes', async () => {
    const { source, requests } = sourceAnswering({ status: 503, body: { message: 'down' } });
    await expect(
      source.fetchChangesSince?.({ offersAfter: 1, tombstonesAfter: 1, recheck: [] }, 1000),
    ).rejects.toMatchObject({ name: 'RemoteError', failure: 'server' });
    expect(requests).toHaveLength(1);
  });

  it('asks for all categories in display order', async () => {
    const { source, requests } = sourceAnswering({ status: 200, body: [{ id: 'c' }] });
    expect(await source.fetchCategories()).toEqual([{ id: 'c' }]);
    expect(requests[0]?.path).toBe('/rest/v1/categories');
    expect(requests[0]?.params).toEqual({
      select: ['id,key,name,display_order,revision'],
      order: ['display_order.asc'],
    });
  });

  it('treats a body that is not a list as no rows (the engine validates rows)', async () => {
    const { source } = sourceAnswering({ status: 200, body: { id: 'c' } });
    expect(await source.fetchCategories()).toEqual([]);
  });

  it.each([
    [500, 'server'],
    [503, 'server'],
    [429, 'server'],
    [401, 'session'],
    [400, 'rejected'],
  ])('turns a %i into a %s failure with the server’s message', async (status, failure) => {
    const { source } = sourceAnswering({ status, body: { message: 'nope', code: 'X' } });
    const error: unknown = await source.fetchCategories().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RemoteError);
    expect(error).toMatchObject({ failure, status, message: 'nope' });
  });

  it('names the status when an error page is not JSON', async () => {
    const { source } = sourceAnswering({ status: 502, raw: '<html>Bad gateway</html>' });
    await expect(source.fetchCategories()).rejects.toMatchObject({ failure: 'server', message: 'HTTP 502' });
  });

  it('turns no answer at all into a network failure', async () => {
    const { source } = sourceAnswering(new TypeError('Failed to fetch'));
    await expect(source.fetchOffersSince(EVERYTHING, 10)).rejects.toMatchObject({
      name: 'RemoteError',
      failure: 'network',
      message: 'Failed to fetch',
    });
  });

  it('turns a body cut off mid-download into a network failure', async () => {
    const { source } = sourceAnswering({ status: 200, raw: '[{"id":"a"},{"id"' });
    await expect(source.fetchOffersSince(EVERYTHING, 10)).rejects.toMatchObject({ failure: 'network' });
  });

  it('ends a request that hangs after the timeout', async () => {
    const hanging = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      });
    const source = createRestCatalogueSource({
      supabaseUrl: 'http://backend.test',
      anonKey: ANON,
      fetch: hanging,
      timeoutMs: 20,
    });
    await expect(source.fetchCategories()).rejects.toMatchObject({ failure: 'network' });
  });
});
