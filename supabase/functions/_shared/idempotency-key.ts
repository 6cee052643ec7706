import { corsHeaders } from './cors.ts';
import { errorResponse } from './responses.ts';

/** The header a client sends with a lead so that a retry never makes a second lead. */
export const IDEMPOTENCY_HEADER = 'x-idempotency-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ParsedIdempotencyKey = { ok: true; key: string } | { ok: false; response: Response };

/**
 * The key is a UUID the client generates once per submission (the outbox
 * keeps it across retries). Any UUID version is accepted; it is stored in
 * lower case so that "ABC..." and "abc..." are the same submission.
 */
export function readIdempotencyKey(req: Request): ParsedIdempotencyKey {
  const raw = req.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (!raw) {
    return {
      ok: false,
      response: errorResponse(
        400,
        `Mangler idempotensnøkkel: send headeren ${IDEMPOTENCY_HEADER} med en UUID`,
      ),
    };
  }
  if (!UUID.test(raw)) {
    return {
      ok: false,
      response: errorResponse(400, `Ugyldig idempotensnøkkel: ${IDEMPOTENCY_HEADER} må være en UUID`),
    };
  }
  return { ok: true, key: raw.toLowerCase() };
}

/**
 * The preflight answer for functions that take the idempotency header: the
 * shared CORS headers do not list it, and a browser on another origin (the
 * deployed app calling hosted functions) would otherwise refuse to send it.
 */
export function idempotentPreflightResponse(): Response {
  return new Response('ok', {
    headers: {
      ...corsHeaders,
      'Access-Control-Allow-Headers': `${corsHeaders['Access-Control-Allow-Headers'] ?? ''}, ${IDEMPOTENCY_HEADER}`,
    },
  });
}
