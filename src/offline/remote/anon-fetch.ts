import { RemoteError, failureForStatus } from './remote-error.ts';

// Requests to the backend with the anon key and plain fetch (no supabase-js):
// the public catalogue's reads and the lead functions. The service worker
// can run them too, and they stay off the first paint's path.

/** The backend, as a visitor without a session reaches it. */
export interface AnonEndpoint {
  supabaseUrl: string;
  anonKey: string;
  /** Replaced in tests. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** `path` (e.g. 'rest/v1/offers') on the backend. */
export function backendUrl(endpoint: AnonEndpoint, path: string): string {
  return `${endpoint.supabaseUrl.replace(/\/+$/, '')}/${path}`;
}

/** The headers supabase-js would send for a visitor: the anon key as apikey and bearer. */
export function anonHeaders(endpoint: AnonEndpoint): Record<string, string> {
  return { apikey: endpoint.anonKey, Authorization: `Bearer ${endpoint.anonKey}` };
}

/** The reason in an error response's JSON body (`error` or `message`), else its status. */
async function responseErrorMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null) {
      const { error, message } = body as { error?: unknown; message?: unknown };
      if (typeof error === 'string' && error) return error;
      if (typeof message === 'string' && message) return message;
    }
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  return `HTTP ${String(response.status)}`;
}

/**
 * fetch that gives only an ok response: no answer at all is a 'network'
 * RemoteError, an error status one classified by failureForStatus, with the
 * server's reason as its message.
 */
export async function fetchOk(
  endpoint: AnonEndpoint,
  url: string | URL,
  init: RequestInit,
): Promise<Response> {
  const doFetch = endpoint.fetch ?? ((input, options) => fetch(input, options));
  let response: Response;
  try {
    response = await doFetch(url, init);
  } catch (error) {
    throw new RemoteError('network', error instanceof Error ? error.message : String(error));
  }
  if (response.ok) return response;
  throw new RemoteError(
    failureForStatus(response.status),
    await responseErrorMessage(response),
    response.status,
  );
}
