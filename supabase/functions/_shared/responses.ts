import { corsHeaders } from './cors.ts';

/** A JSON response carrying the CORS headers every answer needs. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** `{error, details?}`: the error shape every function answers with. */
export function errorResponse(status: number, error: string, details?: unknown): Response {
  return jsonResponse(details === undefined ? { error } : { error, details }, status);
}

/** A refusal the caller should try again later (429, 503), saying after how many seconds. */
export function retryLater(status: 429 | 503, message: string, seconds = 5): Response {
  const response = errorResponse(status, message);
  response.headers.set('Retry-After', String(seconds));
  return response;
}

export function methodNotAllowed(allowed: string[]): Response {
  const response = errorResponse(
    405,
    `Metoden er ikke tillatt (method not allowed; use ${allowed.join(', ')})`,
  );
  response.headers.set('Allow', [...allowed, 'OPTIONS'].join(', '));
  return response;
}
