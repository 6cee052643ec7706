import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrregRegistry, type FetchLike } from '../../../supabase/functions/lookup-company/brreg-registry.ts';
import { createLookupCompanyHandler } from '../../../supabase/functions/lookup-company/handler.ts';
import { type TestBackend, startTestBackend } from '../support/backend.ts';
import { type FakeServer, invoke, startFakeServer } from './support.ts';

const API = 'https://data.brreg.no/enhetsregisteret/api';

function fixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../fixtures/brreg/${name}`, import.meta.url), 'utf8'));
}

/** Enhetsregisteret's answers, by request path and query, as recorded in tests/fixtures/brreg. */
const ROUTES: Record<string, { status: number; body: unknown }> = {
  '/enheter?navn=fjord&size=10': { status: 200, body: fixture('search-fjord.json') },
  '/enheter?navn=xyzzy%20finnes%20ikke&size=10': { status: 200, body: fixture('search-empty.json') },
  '/enheter/987654325': { status: 200, body: fixture('enhet-987654325.json') },
  '/enheter/998877660': { status: 200, body: fixture('enhet-slettet-998877660.json') },
  '/enheter/811223344': { status: 404, body: fixture('enhet-ikke-funnet.json') },
  '/enheter/933333337': { status: 410, body: fixture('enhet-fjernet.json') },
};

function route(pathAndQuery: string): { status: number; body: unknown } {
  return ROUTES[pathAndQuery] ?? { status: 500, body: { error: `no fixture for ${pathAndQuery}` } };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call {
  url: string;
  init: RequestInit | undefined;
}

let calls: Call[];

/** An injected fetch answering from the fixtures, recording what was asked. */
const fixtureFetch: FetchLike = (url, init) => {
  calls.push({ url, init });
  const { status, body } = route(url.slice(API.length));
  return Promise.resolve(json(status, body));
};

const NO_ENV = { get: () => undefined };

async function search(query: unknown, fetch: FetchLike = fixtureFetch, timeoutMs?: number) {
  const registry = new BrregRegistry({ fetch, ...(timeoutMs ? { timeoutMs } : {}) });
  const handler = createLookupCompanyHandler(() => registry);
  const response = await handler(
    new Request('https://project.supabase.co/lookup-company', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query }),
    }),
    NO_ENV,
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

beforeEach(() => {
  calls = [];
});

describe('lookup-company on Enhetsregisteret (recorded responses)', () => {
  it('searches by name and maps navn, organisasjonsnummer and forretningsadresse', async () => {
    const { status, body } = await search('fjord');
    expect(status).toBe(200);
    expect(calls.map((call) => call.url)).toEqual([`${API}/enheter?navn=fjord&size=10`]);
    expect(new Headers(calls[0]?.init?.headers).get('accept')).toBe('application/json');
    expect(body).toEqual({
      results: [
        {
          companyName: 'FJORDLYS EIENDOM AS',
          organizationNumber: '923456783',
          address: 'Bryggen 17, 5003 BERGEN',
        },
        {
          companyName: 'FJORDSIDEN REGNSKAP OG RÅDGIVNING AS',
          organizationNumber: '934567897',
          address: 'c/o Kari Nordvik, Keiser Wilhelms gate 22, 6002 ÅLESUND',
        },
        // A sole proprietorship with only a postal address registered.
        {
          companyName: 'FJORDVIK FOTO Kari Fjordvik',
          organizationNumber: '812345672',
          address: 'Storgata 54, 9008 TROMSØ',
        },
        // The deleted FJORDHEIM TRANSPORT AS is left out; a foreign address names its country.
        {
          companyName: 'FJORD NORDIC SHIPPING NUF',
          organizationNumber: '919191910',
          address: 'Kungsportsavenyen 10, 41103 GÖTEBORG, Sverige',
        },
      ],
    });
  });

  it('encodes the name in the query string', async () => {
    const { body } = await search('  xyzzy finnes ikke ');
    expect(calls.map((call) => call.url)).toEqual([`${API}/enheter?navn=xyzzy%20finnes%20ikke&size=10`]);
    expect(body).toEqual({ results: [] });
  });

  it('fetches a nine-digit number directly from /enheter/{orgnr}', async () => {
    const { status, body } = await search('987 654 325');
    expect(status).toBe(200);
    expect(calls.map((call) => call.url)).toEqual([`${API}/enheter/987654325`]);
    expect(body).toEqual({
      results: [
        {
          companyName: 'NORDLYS REGNSKAP AS',
          organizationNumber: '987654325',
          address: 'Karl Johans gate 21, 0159 OSLO',
        },
      ],
    });
  });

  it.each([
    ['a deleted entity (slettedato)', '998877660'],
    ['an unknown number (404)', '811223344'],
    ['a removed entity (410)', '933333337'],
  ])('answers no results for %s', async (_what, number) => {
    expect(await search(number)).toEqual({ status: 200, body: { results: [] } });
    expect(calls).toHaveLength(1);
  });

  it('does not ask about a nine-digit number that fails the mod-11 check', async () => {
    expect(await search('987654321')).toEqual({ status: 200, body: { results: [] } });
    expect(calls).toEqual([]);
  });

  describe('when Enhetsregisteret fails', () => {
    beforeEach(() => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });

    afterEach(() => {
      vi.restoreAllMocks();
    });

    const unavailable = {
      status: 502,
      body: { error: 'Kunne ikke søke i Enhetsregisteret akkurat nå. Prøv igjen om litt.' },
    };

    it.each([
      ['503 on a search', 'fjord', json(503, { status: 503, error: 'Service Unavailable' })],
      ['500 on a number', '987654325', json(500, { status: 500, error: 'Internal Server Error' })],
      ['an HTML error page', 'fjord', new Response('<html>Bad gateway</html>', { status: 200 })],
      ['JSON of another shape', 'fjord', json(200, { _embedded: { enheter: [{ navn: 'No number' }] } })],
    ])('answers 502 with a Norwegian message for %s', async (_what, query, answer) => {
      expect(await search(query, () => Promise.resolve(answer))).toEqual(unavailable);
      expect(console.error).toHaveBeenCalled();
    });

    it('answers 502 when the network fails', async () => {
      const offline: FetchLike = () => Promise.reject(new TypeError('fetch failed'));
      expect(await search('fjord', offline)).toEqual(unavailable);
    });

    it('gives up after the timeout and says so', async () => {
      let signal: AbortSignal | null | undefined;
      const hanging: FetchLike = (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal;
          signal?.addEventListener('abort', () => reject(signal?.reason as Error));
        });
      expect(await search('fjord', hanging, 25)).toEqual({
        status: 502,
        body: { error: 'Enhetsregisteret svarte ikke i tide. Prøv igjen om litt.' },
      });
      expect(signal?.aborted).toBe(true);
    });
  });
});

describe('lookup-company with COMPANY_REGISTRY=brreg in the gateway', () => {
  let registry: FakeServer;
  let backend: TestBackend;

  beforeAll(async () => {
    registry = await startFakeServer((request) => route(request.url));
    backend = await startTestBackend({
      seed: false,
      functionsEnv: { COMPANY_REGISTRY: 'brreg', BRREG_API_URL: registry.url },
    });
  });

  afterAll(async () => {
    await backend.close();
    await registry.close();
  });

  it('answers from Enhetsregisteret instead of the bundled list', async () => {
    const { data, error } = await invoke<{ results: unknown[] }>(backend.anon(), 'lookup-company', {
      body: { query: '987654325' },
    });
    expect(error).toBeNull();
    expect(data?.results).toEqual([
      {
        companyName: 'NORDLYS REGNSKAP AS',
        organizationNumber: '987654325',
        address: 'Karl Johans gate 21, 0159 OSLO',
      },
    ]);
    expect(registry.requests.map((request) => request.url)).toEqual(['/enheter/987654325']);
  });

  it('searches names there too', async () => {
    const { data } = await invoke<{ results: unknown[] }>(backend.anon(), 'lookup-company', {
      body: { query: 'fjord' },
    });
    expect(data?.results).toHaveLength(4);
  });
});
