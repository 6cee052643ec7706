import type { Context, Hono } from 'hono';
import * as z from 'zod';
import type { GatewayContext } from '../context.ts';
import { findBucket } from './buckets.ts';
import { rethrowAsStorageError, storageErrors } from './errors.ts';
import { removeObjectFile } from './object-files.ts';
import { assertValidKey, bucketParam, objectFilePath, objectKey } from './object-path.ts';
import { jsonBody } from './request-body.ts';
import { storageClaims } from './storage-claims.ts';

/** storage-api refuses more than this many keys in one delete. */
const DELETE_OBJECTS_LIMIT = 1000;

const deleteBodySchema = z.object({
  prefixes: z
    .array(z.string(), { error: 'must be array' })
    .min(1, 'must NOT have fewer than 1 items')
    .max(DELETE_OBJECTS_LIMIT, `must NOT have more than ${DELETE_OBJECTS_LIMIT} items`),
});

interface DeletedRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

/**
 * Deletes rows as the caller (delete and select policies decide; rows the
 * caller may not delete are silently kept, as in Postgres and storage-api),
 * then removes the files of the rows that were really deleted.
 */
async function deleteRows(
  ctx: GatewayContext,
  c: Context,
  bucketId: string,
  keys: string[],
): Promise<DeletedRow[]> {
  const claims = await storageClaims(c.req.raw, ctx);
  await findBucket(ctx, bucketId);
  const rows = await ctx.db
    .asRole(
      claims,
      async (tx) =>
        (
          await tx.query<DeletedRow>(
            `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
             returning id, bucket_id, name, owner, owner_id, version, metadata, user_metadata,
               created_at, updated_at, last_accessed_at`,
            [bucketId, keys],
          )
        ).rows,
      { method: 'DELETE', path: `/object/${bucketId}` },
    )
    .catch(rethrowAsStorageError);
  await Promise.all(
    rows.map(async (row) => {
      try {
        await removeObjectFile(objectFilePath(ctx.storageDir, bucketId, row.name));
      } catch (error) {
        // The row is gone either way; a name that cannot be a file had no file.
        console.warn(`[storage] could not remove the file of ${bucketId}/${row.name}`, error);
      }
    }),
  );
  return rows;
}

/** DELETE /object/<bucket> {prefixes}: supabase-js `remove([...])`, answering the removed objects. */
async function deleteObjects(c: Context, ctx: GatewayContext): Promise<Response> {
  const bucketId = bucketParam(c);
  const { prefixes } = await jsonBody(c, deleteBodySchema);
  // Keys that could never exist are skipped rather than failing the batch.
  const keys = prefixes.filter((key) => {
    try {
      return assertValidKey(key) === key;
    } catch {
      return false;
    }
  });
  return c.json(await deleteRows(ctx, c, bucketId, keys));
}

/** DELETE /object/<bucket>/<key>. */
async function deleteObject(c: Context, ctx: GatewayContext): Promise<Response> {
  const bucketId = bucketParam(c);
  const key = objectKey(c);
  const rows = await deleteRows(ctx, c, bucketId, [key]);
  if (rows.length === 0) throw storageErrors.objectNotFound();
  return c.json({ message: 'Successfully deleted' });
}

export function mountDeleteRoutes(app: Hono, ctx: GatewayContext): void {
  // Registered before the wildcard route, which would also match a bare bucket.
  app.delete('/object/:bucket', (c) => deleteObjects(c, ctx));
  app.delete('/object/:bucket/*', (c) => deleteObject(c, ctx));
}
