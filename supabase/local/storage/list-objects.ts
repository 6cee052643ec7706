import type { Context, Hono } from 'hono';
import * as z from 'zod';
import type { GatewayContext } from '../context.ts';
import { findBucket } from './buckets.ts';
import { rethrowAsStorageError } from './errors.ts';
import { bucketParam } from './object-path.ts';
import { jsonBody } from './request-body.ts';
import { storageClaims } from './storage-claims.ts';

const SORT_COLUMNS = ['name', 'created_at', 'updated_at', 'last_accessed_at'] as const;

const listBodySchema = z.object({
  prefix: z.string({ error: 'must be string' }).default(''),
  limit: z.number().int().min(1).default(100),
  offset: z.number().int().min(0).default(0),
  search: z.string().default(''),
  sortBy: z
    .object({
      column: z.enum(SORT_COLUMNS).default('name'),
      order: z
        .string()
        .transform((order) => order.toLowerCase())
        .pipe(z.enum(['asc', 'desc']))
        .default('asc'),
    })
    .default({ column: 'name', order: 'asc' }),
});

interface ObjectRow {
  id: string;
  name: string;
  metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

type ListEntry = Omit<ObjectRow, 'id' | 'created_at' | 'updated_at' | 'last_accessed_at'> & {
  id: string | null;
  created_at: Date | null;
  updated_at: Date | null;
  last_accessed_at: Date | null;
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** Code-unit order, as storage.search sorts names with COLLATE "C". */
function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * One level of the bucket under `prefix`, as storage.search returns it:
 * files with their metadata, and sub-folders as entries whose id and
 * timestamps are null. Sorting puts nulls last ascending and first
 * descending, like Postgres.
 */
function oneLevel(rows: ObjectRow[], prefix: string, column: (typeof SORT_COLUMNS)[number], order: string) {
  const entries = new Map<string, ListEntry>();
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    const name = slash === -1 ? rest : rest.slice(0, slash);
    if (entries.has(name)) continue;
    entries.set(
      name,
      slash === -1
        ? { ...row, name }
        : { name, id: null, created_at: null, updated_at: null, last_accessed_at: null, metadata: null },
    );
  }
  const direction = order === 'desc' ? -1 : 1;
  return [...entries.values()].sort((a, b) => {
    if (column === 'name') return direction * compareNames(a.name, b.name);
    const left = a[column]?.getTime() ?? null;
    const right = b[column]?.getTime() ?? null;
    if (left === right) return compareNames(a.name, b.name);
    if (left === null) return direction;
    if (right === null) return -direction;
    return direction * (left - right);
  });
}

/** POST /object/list/<bucket>: supabase-js `list(path, {limit, offset, sortBy, search})`. */
async function listObjects(c: Context, ctx: GatewayContext): Promise<Response> {
  const claims = await storageClaims(c.req.raw, ctx);
  const bucketId = bucketParam(c);
  const options = await jsonBody(c, listBodySchema);
  await findBucket(ctx, bucketId);
  const prefix =
    options.prefix === '' || options.prefix.endsWith('/') ? options.prefix : `${options.prefix}/`;
  const rows = await ctx.db
    .asRole(
      claims,
      async (tx) =>
        (
          await tx.query<ObjectRow>(
            `select id, name, metadata, created_at, updated_at, last_accessed_at
             from storage.objects where bucket_id = $1 and name ilike $2`,
            [bucketId, `${escapeLike(prefix + options.search)}%`],
          )
        ).rows,
      { method: 'POST', path: `/object/list/${bucketId}` },
    )
    .catch(rethrowAsStorageError);
  const entries = oneLevel(
    rows.filter((row) => row.name.length > prefix.length),
    prefix,
    options.sortBy.column,
    options.sortBy.order,
  );
  return c.json(entries.slice(options.offset, options.offset + options.limit));
}

export function mountListRoutes(app: Hono, ctx: GatewayContext): void {
  app.post('/object/list/:bucket', (c) => listObjects(c, ctx));
}
