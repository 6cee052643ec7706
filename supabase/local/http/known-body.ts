/**
 * Bodies the gateway built itself (a JSON string or Postgres's JSON bytes),
 * noted per Response so the outer middlewares (security headers, compression)
 * can reuse them instead of turning the response into a stream and reading it
 * back: that round trip through undici's Response cost more than the rest of
 * the middleware chain. A WeakMap: nothing outlives the response.
 */
export interface KnownBody {
  body: string | Uint8Array<ArrayBuffer>;
  /** The response's statusText (reading it from the response would turn it into undici's). */
  statusText: string;
}

const bodies = new WeakMap<Response, KnownBody>();

/**
 * Notes `body` as the whole body of `response`, made with `statusText`
 * (none by default), and returns the response. Null (no body) notes nothing.
 */
export function withKnownBody(
  response: Response,
  body: string | Uint8Array<ArrayBuffer> | null,
  statusText = '',
): Response {
  if (body !== null) bodies.set(response, { body, statusText });
  return response;
}

/** What was noted for `response`, or undefined when its body is not known (read it the ordinary way). */
export function knownBody(response: Response): KnownBody | undefined {
  return bodies.get(response);
}
