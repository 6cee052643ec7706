import type { Context } from 'hono';
import type * as z from 'zod';
import { storageErrors } from './errors.ts';

/**
 * A JSON body checked against a schema; failures answer like storage-api's
 * request validation (a 400 naming the offending property).
 */
export async function jsonBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw storageErrors.badRequest('Body is not valid JSON');
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? `body/${issue.path.join('/')}` : 'body';
    throw storageErrors.badRequest(`${where} ${issue?.message ?? 'is invalid'}`);
  }
  return result.data;
}
