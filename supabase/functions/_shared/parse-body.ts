import type * as z from 'zod';
import { errorResponse } from './responses.ts';

/** The top-level message of every invalid request. */
export const INVALID_REQUEST = 'Ugyldig forespørsel';

export interface IssueDetail {
  path: (string | number)[];
  code: string;
  message: string;
}

export type ParsedBody<T> = { ok: true; data: T } | { ok: false; response: Response };

function invalid(details: IssueDetail[]): ParsedBody<never> {
  return { ok: false, response: errorResponse(400, INVALID_REQUEST, details) };
}

/**
 * Reads a JSON body and validates it with a zod schema. Malformed JSON and
 * every schema issue answer 400 `{error: 'Ugyldig forespørsel', details}`,
 * each detail naming the field (path) and saying, in the schema's words,
 * what is wrong, so a form can show it next to the field.
 */
export async function parseJsonBody<T>(req: Request, schema: z.ZodType<T>): Promise<ParsedBody<T>> {
  const json = await readJsonBody(req);
  return json.ok ? validateBody(json.data, schema) : json;
}

/** Reads the body as JSON once, for a handler that picks its schema by the body's shape. */
export async function readJsonBody(req: Request): Promise<ParsedBody<unknown>> {
  try {
    return { ok: true, data: JSON.parse(await req.text()) as unknown };
  } catch {
    return invalid([{ path: [], code: 'invalid_json', message: 'Forespørselen må være gyldig JSON' }]);
  }
}

/** Validates an already read body, answering 400 with each issue as `parseJsonBody` does. */
export function validateBody<T>(body: unknown, schema: z.ZodType<T>): ParsedBody<T> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  return invalid(
    result.error.issues.map((issue) => ({
      path: issue.path.filter((key): key is string | number => typeof key !== 'symbol'),
      code: issue.code,
      message: issue.message,
    })),
  );
}
