import { readFile, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { Context, Hono } from 'hono';
import type { GatewayContext } from '../context.ts';
import { UPLOADED_OBJECT_CONTENT_SECURITY_POLICY } from '../http/security-headers.ts';
import { findBucket } from './buckets.ts';
import { baseMimeType } from './content-sniff.ts';
import { rethrowAsStorageError, storageErrors } from './errors.ts';
import { bucketParam, objectFilePath, objectKey } from './object-path.ts';
import { storageClaims } from './storage-claims.ts';

interface ObjectRow {
  id: string;
  version: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
}

const OBJECT_SQL = `select id, version, metadata, user_metadata, created_at, updated_at
  from storage.objects where bucket_id = $1 and name = $2`;

// Rows written by SQL (the seed) may lack a mimetype; the extension decides then.
const TYPES_BY_EXTENSION: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
};

/** Types a browser shows as a picture and never runs: the only ones served inline. */
const INLINE_IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/x-icon',
]);

function metadataString(row: ObjectRow, field: string): string | null {
  const value = row.metadata?.[field];
  return typeof value === 'string' && value !== '' ? value : null;
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** RFC 6266 attachment header that survives any file name. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Sends an object's bytes with the headers storage-api sets: its recorded
 * type, cache policy and ETag (304 on If-None-Match). An upload is never
 * active content on the app's origin, whatever its recorded type: `nosniff`
 * so a browser never reinterprets it, a sandboxing CSP (no origin, no script,
 * nothing loaded) should it be opened as a document anyway, and anything but
 * a raster image (an SVG, HTML, ...) only as a download, never as a page.
 */
async function sendObject(c: Context, ctx: GatewayContext, bucket: string, key: string, row: ObjectRow) {
  const path = objectFilePath(ctx.storageDir, bucket, key);
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) {
    console.warn(`[storage] ${bucket}/${key} has a row but no file`);
    throw storageErrors.objectNotFound();
  }
  const etag = metadataString(row, 'eTag') ?? `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`;
  const contentType =
    metadataString(row, 'mimetype') ??
    TYPES_BY_EXTENSION[extname(key).toLowerCase()] ??
    'application/octet-stream';
  const headers = new Headers({
    'Content-Type': contentType,
    'Cache-Control': metadataString(row, 'cacheControl') ?? 'max-age=3600',
    ETag: etag,
    'Last-Modified': new Date(metadataString(row, 'lastModified') ?? row.updated_at).toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': UPLOADED_OBJECT_CONTENT_SECURITY_POLICY,
  });
  const download = c.req.query('download');
  if (download !== undefined || !INLINE_IMAGE_TYPES.has(baseMimeType(contentType))) {
    headers.set('Content-Disposition', attachment(download || basename(key)));
  }
  if (etagMatches(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(info.size));
  return new Response(await readFile(path), { status: 200, headers });
}

/** GET /object/public/<bucket>/<key>: no policies, but the bucket must be public. */
async function getPublicObject(c: Context, ctx: GatewayContext): Promise<Response> {
  const bucketId = bucketParam(c);
  const key = objectKey(c);
  const bucket = await findBucket(ctx, bucketId);
  if (!bucket.public) throw storageErrors.bucketNotFound();
  const { rows } = await ctx.db.query<ObjectRow>(OBJECT_SQL, [bucketId, key]);
  const row = rows[0];
  if (!row) throw storageErrors.objectNotFound();
  return sendObject(c, ctx, bucketId, key, row);
}

/** The object row as the caller may see it: their select policies decide. */
async function findAuthorizedObject(c: Context, ctx: GatewayContext) {
  const claims = await storageClaims(c.req.raw, ctx);
  const bucketId = bucketParam(c);
  const key = objectKey(c);
  await findBucket(ctx, bucketId);
  const rows = await ctx.db
    .asRole(claims, async (tx) => (await tx.query<ObjectRow>(OBJECT_SQL, [bucketId, key])).rows, {
      method: 'GET',
      path: `/object/${bucketId}/${key}`,
    })
    .catch(rethrowAsStorageError);
  const row = rows[0];
  if (!row) throw storageErrors.objectNotFound();
  return { bucketId, key, row };
}

/** GET /object/[authenticated/]<bucket>/<key> (storage-js `download`). */
async function getAuthorizedObject(c: Context, ctx: GatewayContext): Promise<Response> {
  const { bucketId, key, row } = await findAuthorizedObject(c, ctx);
  return sendObject(c, ctx, bucketId, key, row);
}

/** GET /object/info/<bucket>/<key> (storage-js `info`), in storage-api's field names. */
async function getObjectInfo(c: Context, ctx: GatewayContext): Promise<Response> {
  const { bucketId, key, row } = await findAuthorizedObject(c, ctx);
  const size = row.metadata?.size;
  return c.json({
    id: row.id,
    name: key,
    bucket_id: bucketId,
    version: row.version,
    size: typeof size === 'number' ? size : null,
    content_type: metadataString(row, 'mimetype'),
    cache_control: metadataString(row, 'cacheControl'),
    etag: metadataString(row, 'eTag'),
    metadata: row.user_metadata ?? {},
    last_modified: row.updated_at,
    created_at: row.created_at,
  });
}

/** Hono answers HEAD with these GET routes too (storage-js `exists`). */
export function mountServeRoutes(app: Hono, ctx: GatewayContext): void {
  app.get('/object/public/:bucket/*', (c) => getPublicObject(c, ctx));
  app.get('/object/info/authenticated/:bucket/*', (c) => getObjectInfo(c, ctx));
  app.get('/object/info/:bucket/*', (c) => getObjectInfo(c, ctx));
  app.get('/object/authenticated/:bucket/*', (c) => getAuthorizedObject(c, ctx));
  app.get('/object/:bucket/*', (c) => getAuthorizedObject(c, ctx));
}
