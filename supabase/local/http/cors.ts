import type { Context, MiddlewareHandler } from 'hono';
import { compileUrlPattern, matchesAnyPattern } from './url-patterns.ts';

// Headers supabase-js sends; the hosted API gateway allows them cross-origin too.
const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'content-profile',
  'accept-profile',
  'prefer',
  'range',
  'x-upsert',
  'cache-control',
  'x-idempotency-key',
  'x-metadata',
  'x-supabase-api-version',
].join(', ');

const EXPOSED_HEADERS = 'content-range, x-total-count, x-supabase-api-version';

/** Edits the finished response's headers; immutable ones (e.g. a proxied fetch) are copied once. */
function editHeaders(c: Context, edit: (headers: Headers) => void): void {
  try {
    edit(c.res.headers);
  } catch {
    const copy = new Response(c.res.body, c.res);
    edit(copy.headers);
    c.res = copy;
  }
}

function varyByOrigin(headers: Headers): void {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Origin');
  else if (!/(^|,)\s*origin\s*(,|$)/i.test(vary)) headers.set('vary', `${vary}, Origin`);
}

/**
 * CORS for the site and its redirect origins only (`corsOrigins`, GoTrue-style
 * globs such as `http://*.ordning.localhost:5173`), never `*`: the app on the
 * gateway's own origin needs no CORS at all, and a foreign page gets no
 * header, so the browser keeps the answer from it. Every answer varies by
 * Origin, so a cache never serves one origin's headers to another.
 * Headers are added to the finished response instead of before the handler
 * runs: Hono would otherwise rebuild every response, turning a ready JSON
 * string into a chunked stream.
 */
export function corsForApi(allowedOrigins: readonly string[]): MiddlewareHandler {
  const patterns = allowedOrigins.map(compileUrlPattern);
  const isAllowed = (origin: string | undefined): origin is string =>
    origin !== undefined && origin !== 'null' && matchesAnyPattern(origin, patterns);

  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = isAllowed(origin);
    if (c.req.method === 'OPTIONS') {
      const headers: Record<string, string> = { vary: 'Origin' };
      if (allowed) {
        Object.assign(headers, {
          'access-control-allow-origin': origin,
          'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
          'access-control-allow-headers': ALLOWED_HEADERS,
          'access-control-max-age': '86400',
        });
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    editHeaders(c, (headers) => {
      varyByOrigin(headers);
      if (allowed) {
        headers.set('access-control-allow-origin', origin);
        headers.set('access-control-expose-headers', EXPOSED_HEADERS);
      } else {
        headers.delete('access-control-allow-origin');
        headers.delete('access-control-expose-headers');
      }
    });
  };
}
