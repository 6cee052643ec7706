import type { MiddlewareHandler } from 'hono';
import { knownBody } from './known-body.ts';
import {
  API_CONTENT_SECURITY_POLICY,
  COMMON_SECURITY_HEADERS,
  gatewayDocumentPolicy,
  inlineHashes,
  mergePolicies,
} from './security-headers.ts';

/**
 * Security headers on every answer of the gateway, whatever service gave it:
 * nosniff, referrer, permissions and opener policies, and a CSP: the API
 * policy (nothing loads or runs) for data, a hash-based one for the gateway's
 * own HTML pages (the mail viewer). A handler's own CSP directives win over
 * the baseline (storage objects are sandboxed by serve-object.ts).
 */
export function gatewaySecurityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const original = c.res;
    // A response the gateway built with a known body (known-body.ts) has its own, mutable headers: they are
    // edited in place, so it is neither copied nor turned into a stream.
    const known = knownBody(original);
    const headers = known ? original.headers : new Headers(original.headers);
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) {
      if (!headers.has(name)) headers.set(name, value);
    }
    const isHtml = /^text\/html\b/i.test(headers.get('Content-Type') ?? '');
    const baseline = isHtml
      ? gatewayDocumentPolicy(inlineHashes(await original.clone().text()))
      : API_CONTENT_SECURITY_POLICY;
    const own = headers.get('Content-Security-Policy');
    headers.set('Content-Security-Policy', own ? mergePolicies(baseline, own) : baseline);
    if (known) return;
    // A fresh response: Hono would otherwise merge the old headers back in, and a fetched one is immutable.
    c.res = undefined;
    c.res = new Response(original.body, {
      status: original.status,
      statusText: original.statusText,
      headers,
    });
  };
}
