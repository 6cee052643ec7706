import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * GoTrue's two error shapes. HTTP errors carry a machine code (`error_code`);
 * OAuth errors (some /token failures) use the OAuth2 `{error, error_description}` pair.
 */
export class AuthHttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
  }
}

/** A password rejected by the strength policy; GoTrue adds the failed rules as `weak_password.reasons`. */
export class WeakPasswordError extends AuthHttpError {
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(422, 'weak_password', message);
  }
}

export const badRequest = (code: string, message: string) => new AuthHttpError(400, code, message);
export const unprocessable = (code: string, message: string) => new AuthHttpError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthHttpError(403, code, message);
export const tooManyRequests = (code: string, message: string) => new AuthHttpError(429, code, message);
export const validationFailed = (message: string, status: 400 | 422 = 400) =>
  new AuthHttpError(status, 'validation_failed', message);

// GoTrue answers in the 2024-01-01 shape only to clients that ask for it
// (supabase-js always does) and echoes the version so they know how to read it.
const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = '2024-01-01';

function requestedApiVersion(c: Context): string | null {
  const raw = c.req.header(API_VERSION_HEADER);
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw.trim())) return null;
  const date = Date.parse(`${raw.trim()}T00:00:00Z`);
  if (Number.isNaN(date)) return null;
  return date >= Date.parse(`${API_VERSION_2024}T00:00:00Z`) ? API_VERSION_2024 : null;
}

/** Renders any error the way GoTrue's HandleResponseError does; unknown errors never leak details. */
export function errorResponse(c: Context, error: unknown): Response {
  const version = requestedApiVersion(c);
  if (version) c.header(API_VERSION_HEADER, version);

  if (error instanceof OAuthError) {
    const body: Record<string, string> = { error: error.error };
    if (error.description) body.error_description = error.description;
    return c.json(body, 400);
  }
  if (error instanceof AuthHttpError) {
    const extra = error instanceof WeakPasswordError ? { weak_password: { reasons: error.reasons } } : {};
    if (version) return c.json({ code: error.errorCode, message: error.message, ...extra }, error.status);
    return c.json(
      { code: error.status, error_code: error.errorCode, msg: error.message, ...extra },
      error.status,
    );
  }
  console.error('[auth] unexpected error', error);
  const message = 'Unexpected failure, please check server logs for more information';
  if (version) return c.json({ code: 'unexpected_failure', message }, 500);
  return c.json({ code: 500, error_code: 'unexpected_failure', msg: message }, 500);
}
