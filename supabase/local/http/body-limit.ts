import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export type TooLargeShape = 'rest' | 'auth' | 'functions';

// Each service answers an oversized body in its own error shape. The
// connection closes because the unread rest of the body is still on it.
function tooLarge(shape: TooLargeShape, maxBytes: number): Response {
  const headers = { connection: 'close' };
  switch (shape) {
    case 'rest':
      return Response.json(
        { code: 'PGRST413', message: 'Payload Too Large', details: null, hint: null },
        { status: 413, headers },
      );
    case 'auth':
      return Response.json(
        {
          code: 413,
          error_code: 'request_entity_too_large',
          msg: `Request body too large (max ${maxBytes} bytes)`,
        },
        { status: 413, headers },
      );
    case 'functions':
      return Response.json(
        { code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large' },
        { status: 413, headers },
      );
  }
}

/** Rejects request bodies over `maxBytes`; GET and HEAD carry none, so they skip the check. */
export function limitBody(shape: TooLargeShape, maxBytes: number): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: maxBytes, onError: () => tooLarge(shape, maxBytes) });
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}
