import type { Context, MiddlewareHandler } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { isLoopbackAddress, isLoopbackHostname } from '../http/loopback.ts';

/** Sent with every answer: never cached, framed or read by another origin. */
const PRIVATE_HEADERS = {
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** Why a request may not see the outbox, or null when it may. */
function refusal(c: Context): string | null {
  const bindings = c.env as Partial<HttpBindings> | undefined;
  if (!isLoopbackAddress(bindings?.incoming?.socket.remoteAddress))
    return 'it did not come from this machine';
  // A loopback peer with a foreign Host is a DNS-rebinding page: evil.example resolved to 127.0.0.1.
  // (The request URL's host is the Host header; the Node adapter builds it from that.)
  const requestUrl = new URL(c.req.url);
  if (!isLoopbackHostname(requestUrl.hostname)) return 'its Host is not a local name';
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return `it is ${fetchSite}`;
  const origin = c.req.header('origin');
  if (origin && origin !== requestUrl.origin) return 'it came from another origin';
  return null;
}

/**
 * The outbox holds sign-in links and one-time codes for every account, so
 * the mail page and its API answer only a person (or a test, or a local edge
 * function) on this machine, on this origin: the peer must be loopback, the
 * Host a local name, and a browser must call it same-origin. There are no
 * CORS headers, and no other page can frame it or read it.
 */
export function localSameOriginOnly(): MiddlewareHandler {
  return async (c, next) => {
    const reason = refusal(c);
    if (reason) {
      return c.json(
        { message: `The local mail viewer refused this request: ${reason}.` },
        403,
        PRIVATE_HEADERS,
      );
    }
    await next();
    for (const [name, value] of Object.entries(PRIVATE_HEADERS)) c.res.headers.set(name, value);
  };
}
