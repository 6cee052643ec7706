import type { Context, Hono } from 'hono';
import type { GatewayContext } from '../context.ts';
import { storageErrors } from './errors.ts';
import { bucketParam } from './object-path.ts';
import { storageClaims } from './storage-claims.ts';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

const BUCKET_COLUMNS = 'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at';

function toApiBucket(row: BucketRow) {
  return { ...row, owner_id: row.owner, type: 'STANDARD' };
}

/**
 * The bucket an object operation targets, read with the service's own
 * privileges as storage-api does (`asSuperUser().findBucket`): limits apply
 * whether or not the caller may see the bucket row.
 */
export async function findBucket(ctx: GatewayContext, id: string): Promise<BucketRow> {
  const { rows } = await ctx.db.query<BucketRow>(
    `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`,
    [id],
  );
  const bucket = rows[0];
  if (!bucket) throw storageErrors.bucketNotFound();
  return bucket;
}

const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

function nonNegativeInt(value: string | undefined): number | null {
  if (value === undefined) return null;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw storageErrors.badRequest('limit and offset must be integers');
  return number;
}

/** GET /bucket with listBuckets' options; rows are filtered by RLS on storage.buckets. */
async function listBuckets(c: Context, ctx: GatewayContext): Promise<Response> {
  const claims = await storageClaims(c.req.raw, ctx);
  const sortColumn = c.req.query('sortColumn') ?? 'name';
  if (!SORT_COLUMNS.has(sortColumn)) throw storageErrors.badRequest(`Invalid sortColumn ${sortColumn}`);
  const sortOrder = c.req.query('sortOrder')?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const limit = nonNegativeInt(c.req.query('limit'));
  const offset = nonNegativeInt(c.req.query('offset')) ?? 0;
  const search = c.req.query('search') ?? '';
  const rows = await ctx.db.asRole(
    claims,
    async (tx) =>
      (
        await tx.query<BucketRow>(
          `select ${BUCKET_COLUMNS} from storage.buckets
           where name ilike '%' || $1 || '%'
           order by ${sortColumn} ${sortOrder} limit $2 offset $3`,
          [search.replace(/[\\%_]/g, '\\$&'), limit, offset],
        )
      ).rows,
    { method: 'GET', path: '/bucket' },
  );
  return c.json(rows.map(toApiBucket));
}

async function getBucket(c: Context, ctx: GatewayContext): Promise<Response> {
  const claims = await storageClaims(c.req.raw, ctx);
  const id = bucketParam(c, 'id');
  const rows = await ctx.db.asRole(
    claims,
    async (tx) =>
      (await tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id])).rows,
    { method: 'GET', path: `/bucket/${id}` },
  );
  const bucket = rows[0];
  if (!bucket) throw storageErrors.bucketNotFound();
  return c.json(toApiBucket(bucket));
}

export function mountBucketRoutes(app: Hono, ctx: GatewayContext): void {
  app.get('/bucket', (c) => listBuckets(c, ctx));
  app.get('/bucket/:id', (c) => getBucket(c, ctx));
}
