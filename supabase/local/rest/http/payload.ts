import { apiErrors } from '../errors.ts';

/** A request body as PostgREST accepts it: JSON (object or array of objects) or a urlencoded form. */
export interface Payload {
  /** JSON text, handed to Postgres unchanged as one bound parameter. */
  text: string;
  value: unknown;
}

const JSON_TYPES = new Set([
  'application/json',
  'application/vnd.pgrst.object+json',
  'application/vnd.pgrst.object',
  'application/vnd.pgrst.array+json',
  '*/*',
]);

export async function readPayload(request: Request, options: { emptyAsObject: boolean }): Promise<Payload> {
  const contentType = (request.headers.get('content-type') ?? 'application/json')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  const raw = await request.text();
  if (contentType === 'application/x-www-form-urlencoded') {
    const value = Object.fromEntries(new URLSearchParams(raw));
    return { text: JSON.stringify(value), value };
  }
  if (contentType !== undefined && contentType !== '' && !JSON_TYPES.has(contentType)) {
    throw apiErrors.invalidBody(`Content-Type not acceptable: ${contentType}`);
  }
  if (raw.trim() === '' && options.emptyAsObject) return { text: '{}', value: {} };
  try {
    return { text: raw, value: JSON.parse(raw) as unknown };
  } catch {
    throw apiErrors.invalidBody('Empty or invalid json');
  }
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The rows of an insert as a JSON array text and the columns they name.
 * Without `columns=`, every object must carry the same keys ("All object keys
 * must match"); with it, the listed columns are used and other keys ignored.
 */
export function insertRows(payload: Payload, columns: string[] | null): { json: string; keys: string[] } {
  const { value, text } = payload;
  if (isObject(value)) return { json: `[${text}]`, keys: columns ?? Object.keys(value) };
  if (!Array.isArray(value)) return { json: '[]', keys: columns ?? [] };
  if (columns) return { json: text, keys: columns };
  const [first] = value as unknown[];
  if (first === undefined) return { json: '[]', keys: [] };
  if (!isObject(first)) throw apiErrors.invalidBody('All object keys must match');
  const keys = Object.keys(first);
  const uniform = (value as unknown[]).every(
    (row) => isObject(row) && Object.keys(row).length === keys.length && keys.every((key) => key in row),
  );
  if (!uniform) throw apiErrors.invalidBody('All object keys must match');
  return { json: text, keys };
}
