import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';

/**
 * The peer address, used for per-IP rate limits. Forwarded headers are not
 * trusted: the local gateway is never behind a proxy.
 */
export function clientIp(c: Context): string {
  const bindings = c.env as Partial<HttpBindings> | undefined;
  return bindings?.incoming?.socket.remoteAddress ?? 'unknown';
}
