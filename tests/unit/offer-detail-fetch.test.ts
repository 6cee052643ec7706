import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT, setAuthState } from '../../src/features/auth/auth-state.ts';
import { OFFER_TIMEOUT_MS, fetchOffer } from '../../src/features/offer-detail/api/fetch-offer.ts';

// An offer the offline catalogue does not hold yet (a first visit's link) is
// fetched from the server. A signed-out visitor's request is plain fetch with
// the anon key (no supabase-js on a first visit's path).

vi.mock('../../src/lib/env.ts', () => ({
  env: {
    supabaseUrl: 'http://backend.test',
    supabaseAnonKey: 'anon-key-for-tests-only-0123456789',
    appDomain: 'ordning.no',
    platformDomains: [],
  },
}));

const ID = '0ffe0000-0000-4000-8000-000000000019';
const ROW = {
  id: ID,
  title: 'Nordlysjakt',
  company: 'Nordlys AS',
  description: '<p>Jakt</p>',
  detailed_description: null,
  image: null,
  images: null,
  offer_active: true,
  offer_categories: [
    { categories: { id: '00000000-0000-4000-8000-000000009001', name: 'Reise', key: 'travel' } },
  ],
};

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  setAuthState(SIGNED_OUT);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fetching an offer for a signed-out visitor', () => {
  it('asks PostgREST for that one offer with its categories, as anon', async () => {
    fetchMock.mockResolvedValue(answer(200, [ROW]));

    const offer = await fetchOffer(ID);

    expect(offer).toMatchObject({ id: ID, title: 'Nordlysjakt' });
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    const url = new URL(input instanceof Request ? input.url : (input ?? '').toString());
    expect(url.pathname).toBe('/rest/v1/offers');
    expect(url.searchParams.get('id')).toBe(`eq.${ID}`);
    expect(url.searchParams.get('select')).toContain('offer_categories(categories(id,name,key))');
    expect(url.searchParams.get('select')).not.toMatch(/discount_code|offer_email|offer_url|website/);
    expect(new Headers(init?.headers).get('apikey')).toBe('anon-key-for-tests-only-0123456789');
  });

  it('answers null when the visitor may see no such offer', async () => {
    fetchMock.mockResolvedValue(answer(200, []));
    expect(await fetchOffer(ID)).toBeNull();
  });

  it("reports a server's refusal as 'error'", async () => {
    fetchMock.mockResolvedValue(answer(500, { message: 'boom' }));
    await expect(fetchOffer(ID)).rejects.toMatchObject({ name: 'OfferLoadError', failure: 'error' });
  });

  it("reports a row it cannot read as 'error'", async () => {
    fetchMock.mockResolvedValue(answer(200, [{ id: ID, title: 42 }]));
    await expect(fetchOffer(ID)).rejects.toMatchObject({ failure: 'error' });
  });

  it("reports no answer at all as 'unexpected'", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchOffer(ID)).rejects.toMatchObject({ failure: 'unexpected' });
  });

  it(`gives up after ${String(OFFER_TIMEOUT_MS / 1000)} s with 'timeout'`, async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const loading = fetchOffer(ID);
    const outcome = expect(loading).rejects.toMatchObject({ failure: 'timeout' });
    await vi.advanceTimersByTimeAsync(OFFER_TIMEOUT_MS);
    await outcome;
  });
});
