import type { Context, MiddlewareHandler } from 'hono';
import { AuthHttpError } from './errors.ts';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isJson(contentType: string): boolean {
  return contentType.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

function carriesBody(c: Context): boolean {
  const length = Number(c.req.header('content-length') ?? '0');
  return length > 0 || c.req.header('transfer-encoding') !== undefined;
}

/**
 * Auth bodies must be declared `application/json`, as GoTrue requires. The
 * point is CSRF: a foreign page can send `text/plain` or form bodies without
 * a CORS preflight, never `application/json`, so a cross-site page cannot
 * sign up, sign in or ask for mail behind the browser's back.
 */
export function requireJsonBodies(): MiddlewareHandler {
  return async (c, next) => {
    if (METHODS_WITH_BODY.has(c.req.method)) {
      const contentType = c.req.header('content-type');
      if (contentType === undefined ? carriesBody(c) : !isJson(contentType)) {
        throw new AuthHttpError(415, 'validation_failed', 'Content-Type must be application/json');
      }
    }
    await next();
  };
}
