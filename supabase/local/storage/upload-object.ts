import { createHash, randomUUID } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import type { Context, Hono } from 'hono';
import type { GatewayContext } from '../context.ts';
import { type BucketRow, findBucket } from './buckets.ts';
import { baseMimeType, contentMatchesType } from './content-sniff.ts';
import { rethrowAsStorageError, storageErrors } from './errors.ts';
import { StagedFile } from './object-files.ts';
import { bucketParam, objectFilePath, objectKey } from './object-path.ts';
import { ownerOf, storageClaims } from './storage-claims.ts';
import { GLOBAL_FILE_SIZE_LIMIT, type UploadedFile, declaredRawMimeType, readUpload } from './upload-body.ts';

/** storage-api's validateMimeType: exact `type/subtype` or a `type/*` wildcard. */
function assertAllowedMimeType(mimeType: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = baseMimeType(mimeType).split('/');
  const ok =
    !!type &&
    !!subtype &&
    allowed.some((entry) => {
      const [allowedType, allowedSubtype] = entry.trim().toLowerCase().split('/');
      return (
        (allowedType === type || allowedType === '*') &&
        (allowedSubtype === subtype || allowedSubtype === '*')
      );
    });
  if (!ok) throw storageErrors.invalidMimeType(mimeType);
}

/** The metadata storage-api records for an object (what list() and downloads report). */
function objectMetadata(file: UploadedFile) {
  const size = file.bytes.byteLength;
  return {
    eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
    size,
    mimetype: file.mimeType,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: size,
    httpStatusCode: 200,
  };
}

const INSERT_SQL = `insert into storage.objects
  (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
  values ($1, $2, $3, $4, $5, $6, $7, $8)`;

// ON CONFLICT DO UPDATE makes Postgres apply the update and select policies to
// the existing row, which is exactly what storage requires for an upsert.
const UPSERT_SQL = `${INSERT_SQL}
  on conflict (bucket_id, name) do update set
    owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
    user_metadata = excluded.user_metadata, version = excluded.version,
    updated_at = now(), last_accessed_at = now()`;

const UPDATE_SQL = `update storage.objects set
    owner = $3, owner_id = $4, metadata = $5, user_metadata = $6, version = $7,
    updated_at = now(), last_accessed_at = now()
  where bucket_id = $1 and name = $2
  returning id`;

type UploadMode = 'create' | 'update';

interface ObjectRowValues {
  bucketId: string;
  key: string;
  owner: string | null;
  ownerId: string | null;
  metadata: string;
  userMetadata: string | null;
  version: string;
}

/** Writes the storage.objects row in the caller's transaction; returns its id. */
async function writeObjectRow(
  tx: Transaction,
  mode: UploadMode,
  upsert: boolean,
  row: ObjectRowValues,
): Promise<string> {
  const values = [row.owner, row.ownerId, row.metadata, row.userMetadata, row.version];
  if (mode === 'update') {
    const { rows } = await tx.query<{ id: string }>(UPDATE_SQL, [row.bucketId, row.key, ...values]);
    const id = rows[0]?.id;
    if (!id) throw storageErrors.objectNotFound();
    return id;
  }
  const id = randomUUID();
  await tx.query(upsert ? UPSERT_SQL : INSERT_SQL, [id, row.bucketId, row.key, ...values]);
  return id;
}

/** The type and size checks storage-api makes, plus the content sniff for image types. */
async function readCheckedUpload(c: Context, bucket: BucketRow): Promise<UploadedFile> {
  const sizeLimit = Math.min(bucket.file_size_limit ?? Infinity, GLOBAL_FILE_SIZE_LIMIT);
  // A raw upload declares its type in a header: refuse it before reading the body.
  const declared = declaredRawMimeType(c.req.raw);
  if (declared) assertAllowedMimeType(declared, bucket.allowed_mime_types);
  const file = await readUpload(c.req.raw, sizeLimit);
  if (file.bytes.byteLength > sizeLimit) throw storageErrors.tooLarge();
  assertAllowedMimeType(file.mimeType, bucket.allowed_mime_types);
  if (!contentMatchesType(file.mimeType, file.bytes)) {
    throw storageErrors.invalidMimeType(file.mimeType, 'does not match the file content');
  }
  return file;
}

/**
 * POST (create, or upsert with `x-upsert: true`) and PUT (replace an existing
 * object). Limits are checked before the bytes are kept; the row is written as
 * the caller so the project's storage policies decide; the file is moved into
 * place inside that transaction, after the row change succeeded.
 */
async function uploadObject(c: Context, ctx: GatewayContext, mode: UploadMode): Promise<Response> {
  const claims = await storageClaims(c.req.raw, ctx);
  const bucketId = bucketParam(c);
  const key = objectKey(c);
  const file = await readCheckedUpload(c, await findBucket(ctx, bucketId));
  const upsert = mode === 'create' && c.req.header('x-upsert') === 'true';
  const row: ObjectRowValues = {
    bucketId,
    key,
    ...ownerOf(claims),
    metadata: JSON.stringify(objectMetadata(file)),
    userMetadata: file.userMetadata ? JSON.stringify(file.userMetadata) : null,
    version: randomUUID(),
  };
  const finalPath = objectFilePath(ctx.storageDir, bucketId, key);
  const staged = await StagedFile.write(ctx.storageDir, file.bytes);
  try {
    const id = await ctx.db
      .asRole(
        claims,
        async (tx) => {
          const objectId = await writeObjectRow(tx, mode, upsert, row);
          await staged.moveTo(finalPath);
          return objectId;
        },
        { method: c.req.method, path: `/object/${bucketId}/${key}` },
      )
      .catch(rethrowAsStorageError);
    // An upsert that hit an existing row kept that row's id.
    const objectId = upsert ? await currentObjectId(ctx, bucketId, key) : id;
    return c.json({ Id: objectId ?? id, Key: `${bucketId}/${key}` });
  } finally {
    await staged.discard();
  }
}

async function currentObjectId(
  ctx: GatewayContext,
  bucketId: string,
  key: string,
): Promise<string | undefined> {
  const { rows } = await ctx.db.query<{ id: string }>(
    'select id from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, key],
  );
  return rows[0]?.id;
}

export function mountUploadRoutes(app: Hono, ctx: GatewayContext): void {
  app.post('/object/:bucket/*', (c) => uploadObject(c, ctx, 'create'));
  app.put('/object/:bucket/*', (c) => uploadObject(c, ctx, 'update'));
}
