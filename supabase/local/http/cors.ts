import type { MiddlewareHandler } from 'hono';

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

const PREFLIGHT_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': ALLOWED_HEADERS,
  'access-control-max-age': '86400',
};

/**
 * Permissive CORS like Supabase's API gateway. Headers are added to the
 * finished response instead of before the handler runs: Hono would otherwise
 * rebuild every response, turning a ready JSON string into a chunked stream.
 */
export function corsForApi(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return new Response(null, { status: 204, headers: PREFLIGHT_HEADERS });
    await next();
    try {
      c.res.headers.set('access-control-allow-origin', '*');
      c.res.headers.set('access-control-expose-headers', EXPOSED_HEADERS);
    } catch {
      // A response with immutable headers (e.g. a proxied fetch) gets copied once.
      const copy = new Response(c.res.body, c.res);
      copy.headers.set('access-control-allow-origin', '*');
      copy.headers.set('access-control-expose-headers', EXPOSED_HEADERS);
      c.res = copy;
    }
  };
}
