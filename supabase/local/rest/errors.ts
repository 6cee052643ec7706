/**
 * PostgREST's error vocabulary: every failure leaves the service as
 * `{code, details, hint, message}` with the status PostgREST would use.
 */

export interface ErrorBody {
  code: string;
  details: unknown;
  hint: unknown;
  message: string;
}

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

function restError(
  status: number,
  code: string,
  message: string,
  details: unknown = null,
  hint: unknown = null,
) {
  return new RestError(status, { code, details, hint, message });
}

/** Errors PostgREST raises itself, before or after talking to Postgres. */
export const apiErrors = {
  parse: (message: string, details: string) => restError(400, 'PGRST100', message, details),
  invalidBody: (message: string) => restError(400, 'PGRST102', message),
  invalidRange: (details: string) => restError(416, 'PGRST103', 'Requested range not satisfiable', details),
  unacceptableSchema: (schema: string) =>
    restError(
      406,
      'PGRST106',
      `Invalid schema: ${schema}`,
      null,
      'Only the following schemas are exposed: public',
    ),
  mediaType: (types: string) =>
    restError(406, 'PGRST107', `None of these media types are available: ${types}`),
  notEmbedded: (resource: string) =>
    restError(
      400,
      'PGRST108',
      `'${resource}' is not an embedded resource in this request`,
      null,
      `Verify that '${resource}' is included in the 'select' query parameter.`,
    ),
  singular: (rows: number) =>
    restError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    ),
  unsupportedMethod: (method: string) => restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`),
  relatedOrderNotToOne: (origin: string, target: string) =>
    restError(
      400,
      'PGRST118',
      `A related order on '${target}' is not possible`,
      `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
    ),
  spreadNotToOne: (origin: string, target: string) =>
    restError(
      400,
      'PGRST119',
      `A spread operation on '${target}' is not possible`,
      `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
    ),
  unacceptableFilter: (target: string) =>
    restError(
      400,
      'PGRST120',
      `Bad operator on the '${target}' embedded resource`,
      'Only is null or not is null filters are allowed on embedded resources',
    ),
  aggregatesNotAllowed: () => restError(400, 'PGRST123', 'Use of aggregate functions is not allowed'),
  invalidPreferences: (prefs: string[]) =>
    restError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefs.join(', ')}`,
    ),
  maxAffected: (rows: number) =>
    restError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${rows} rows`,
    ),
  invalidPath: () => restError(404, 'PGRST125', 'Invalid path specified in request URL'),
  columnNotFound: (table: string, column: string) =>
    restError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`),
  tableNotFound: (table: string, hint: string | null) =>
    restError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`, null, hint),
  /** Postgres' own wording for an unknown column, raised before the query reaches it. */
  undefinedColumn: (table: string, column: string) =>
    restError(400, '42703', `column ${table}.${column} does not exist`),
  undefinedType: (type: string) => restError(400, '42704', `type "${type}" does not exist`),
};

/** Errors about the schema cache: relationships and functions that cannot be resolved. */
export const schemaErrors = {
  noRelationship: (parent: string, child: string, hint: string | null, suggestion: string | null) =>
    restError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${child}'${
        hint ? ` using the hint '${hint}'` : ''
      } in the schema 'public', but no matches were found.`,
      suggestion,
    ),
  ambiguousRelationship: (parent: string, child: string, details: unknown[], hints: string[]) =>
    restError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
      details,
      `Try changing '${child}' to one of the following: ${hints.join(', ')}. Find the desired relationship in the 'details' key.`,
    ),
  noFunction: (name: string, args: string[], suggestion: string | null) => {
    const list = args.join(', ');
    const searched =
      args.length === 0 ? ' without parameters' : ` with parameter${args.length > 1 ? 's' : ''} ${list}`;
    return restError(
      404,
      'PGRST202',
      `Could not find the function public.${name}${args.length === 0 ? ' without parameters' : `(${list})`} in the schema cache`,
      `Searched for the function public.${name}${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      suggestion,
    );
  },
  ambiguousFunction: (candidates: string[]) =>
    restError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${candidates.join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    ),
};

const WWW_AUTHENTICATE = 'WWW-Authenticate';

function claimsError(message: string): RestError {
  return new RestError(
    401,
    { code: 'PGRST303', details: null, hint: null, message },
    { [WWW_AUTHENTICATE]: `Bearer error="invalid_token", error_description=${JSON.stringify(message)}` },
  );
}

export const jwtErrors = {
  decode: (message: string) =>
    new RestError(
      401,
      { code: 'PGRST301', details: null, hint: null, message },
      { [WWW_AUTHENTICATE]: `Bearer error="invalid_token", error_description=${JSON.stringify(message)}` },
    ),
  expired: () => claimsError('JWT expired'),
  /** PGRST303: a claim is wrong or missing (expired, or no `exp` at all). */
  claims: (message: string) => claimsError(message),
  /** Postgres refuses `set role` to a role that does not exist; PostgREST answers 401. */
  unknownRole: (role: string) =>
    new RestError(401, {
      code: '22023',
      details: null,
      hint: null,
      message: `role "${role}" does not exist`,
    }),
};

interface PgLikeError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgError(error: unknown): error is PgLikeError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'severity' in error &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** PostgREST's table from SQLSTATE to HTTP status. */
function pgStatus(code: string, message: string, anonymous: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
  };
  if (code === '42501') return anonymous ? 401 : 403;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  const status = exact[code];
  if (status !== undefined) return status;
  if (code.startsWith('PT')) {
    const custom = Number(code.slice(2));
    return Number.isInteger(custom) && custom >= 100 && custom <= 599 ? custom : 500;
  }
  const prefixes: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return prefixes[code.slice(0, 2)] ?? 400;
}

/**
 * Turns anything thrown while serving a request into PostgREST's answer.
 * Postgres errors keep their SQLSTATE and text; anything else is a bug and
 * becomes a bare 500 (the stack goes to the console, never to the client).
 */
export function toRestError(error: unknown, role: string): RestError {
  if (error instanceof RestError) return error;
  if (isPgError(error)) {
    const status = pgStatus(error.code, error.message, role === 'anon');
    return new RestError(
      status,
      { code: error.code, details: error.detail ?? null, hint: error.hint ?? null, message: error.message },
      status === 401 ? { [WWW_AUTHENTICATE]: 'Bearer' } : {},
    );
  }
  console.error('[rest] unexpected error', error);
  return new RestError(500, {
    code: 'PGRSTX00',
    details: null,
    hint: null,
    message: 'Internal server error',
  });
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function errorResponse(error: RestError): Response {
  return new Response(JSON.stringify(error.body), {
    status: error.status,
    headers: { 'Content-Type': JSON_CONTENT_TYPE, ...error.headers },
  });
}
