import type { Context } from 'hono';
import * as z from 'zod';
import { badRequest } from './errors.ts';

/**
 * Reads a JSON body and checks its field types with zod, as GoTrue's
 * json.Unmarshal into a typed struct does: unparsable JSON or a field of the
 * wrong type is `bad_json`; missing fields are left to each handler, which
 * answers with GoTrue's own validation message.
 */
export async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const raw = await c.req.text();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    const reason = raw.trim() === '' ? 'unexpected end of JSON input' : (error as Error).message;
    throw badRequest('bad_json', `Could not parse request body as JSON: ${reason}`);
  }
  // Postgres text and jsonb cannot hold NUL; refuse it here rather than fail in the database.
  if (containsNul(json)) {
    throw badRequest('bad_json', 'Could not parse request body as JSON: invalid character in string literal');
  }
  // GoTrue accepts `null` as an empty struct.
  const result = schema.safeParse(json ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    throw badRequest('bad_json', `Could not parse request body as JSON: invalid value for field "${field}"`);
  }
  return result.data;
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, entry]) => key.includes('\u0000') || containsNul(entry));
  }
  return false;
}

/** Optional string fields: JSON null and absent are the same ("") in GoTrue. */
export const optionalString = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** A JSON object of metadata; null or absent means none. */
export const metadataObject = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((value) => value ?? undefined);
