import { type AnonEndpoint, anonHeaders, backendUrl, fetchOk } from './anon-fetch.ts';
import { RemoteError } from './remote-error.ts';

// Reads of public tables straight from PostgREST with fetch and the anon key:
// what a visitor may see needs no session, so supabase-js (54 kB) can stay
// off the pages a first visit waits for.

/** A read that hangs is ended after this long (a page of 1,000 offers is about 1 MB). */
export const REST_REQUEST_TIMEOUT_MS = 60_000;

export type RestEndpoint = AnonEndpoint;

/** PostgREST query parameters; undefined ones are left out. */
export type RestQuery = Record<string, string | undefined>;

/** Rows of `table` matching `query`, or a RemoteError that says whether retrying can help. */
export type RestGet = (table: string, query: RestQuery, signal?: AbortSignal) => Promise<unknown[]>;

/** The JSON body of a GET of `path` under rest/v1 (a table or `rpc/<function>`), or a RemoteError. */
export type RestRead = (path: string, query: RestQuery, signal?: AbortSignal) => Promise<unknown>;

export function createRestRead(endpoint: RestEndpoint): RestRead {
  return async (path, query, signal) => {
    const url = new URL(backendUrl(endpoint, `rest/v1/${path}`));
    for (const [key, value] of Object.entries(query)) {
      // URLSearchParams encodes a timestamp's '+' (a literal one would arrive as a space).
      if (value !== undefined) url.searchParams.set(key, value);
    }
    const timeout = AbortSignal.timeout(endpoint.timeoutMs ?? REST_REQUEST_TIMEOUT_MS);
    const response = await fetchOk(endpoint, url, {
      headers: { ...anonHeaders(endpoint), Accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    try {
      return (await response.json()) as unknown;
    } catch (error) {
      // A body cut off mid-download: a later try may get it whole.
      throw new RemoteError('network', error instanceof Error ? error.message : String(error));
    }
  };
}

export function createRestGet(endpoint: RestEndpoint): RestGet {
  const read = createRestRead(endpoint);
  return async (table, query, signal) => {
    const body = await read(table, query, signal);
    // Rows are validated by whoever reads them; anything but a list holds none.
    return Array.isArray(body) ? (body as unknown[]) : [];
  };
}
