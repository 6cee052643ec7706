import { join, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import { routePath } from 'hono/route';
import { storageErrors } from './errors.ts';

/**
 * The raw (still percent-encoded) path segments from the route's `*` on.
 * Hono decodes paths with decodeURI, which keeps `%2F` encoded but turns
 * `%2E` into a dot; reading the raw URL and decoding each segment exactly
 * once is the only way to see what the client really asked for.
 */
function rawSegmentsFrom(c: Context, index: number): string[] {
  return new URL(c.req.url).pathname.split('/').slice(index);
}

function routeSegments(c: Context): string[] {
  return routePath(c).split('/');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw storageErrors.invalidKey(segment);
  }
}

// Control characters (NUL included) never belong in a key or on disk.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Validates an object key the way a file system needs it: relative, no
 * backslashes or control characters, no empty, `.` or `..` segments.
 */
export function assertValidKey(key: string): string {
  const segments = key.split('/');
  const bad =
    key === '' ||
    key.length > 1024 ||
    key.includes('\\') ||
    CONTROL.test(key) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad) throw storageErrors.invalidKey(key);
  return key;
}

/** The object key matched by the route's trailing `*`. */
export function objectKey(c: Context): string {
  const index = routeSegments(c).indexOf('*');
  return assertValidKey(rawSegmentsFrom(c, index).map(decodeSegment).join('/'));
}

/**
 * storage-js's own rule (storage/limits.ts isValidBucketName). Names starting
 * with a dot are refused too: they would be hidden folders on disk, and the
 * staging folder is one.
 */
const BUCKET_NAME = /^[\w!.*'() &$@=;:+,?-]{1,100}$/;

export function assertValidBucket(bucket: string): string {
  if (!BUCKET_NAME.test(bucket) || bucket.trim() !== bucket || bucket.startsWith('.')) {
    throw storageErrors.invalidBucketName();
  }
  return bucket;
}

/** A named route parameter, decoded from the raw URL once. */
export function bucketParam(c: Context, name = 'bucket'): string {
  const index = routeSegments(c).indexOf(`:${name}`);
  const raw = rawSegmentsFrom(c, index)[0] ?? '';
  return assertValidBucket(decodeSegment(raw));
}

/**
 * Where an object's bytes live. Keys are validated already; the prefix check
 * is a second guard so no future caller can write outside the storage folder.
 */
export function objectFilePath(storageDir: string, bucket: string, key: string): string {
  const root = resolve(storageDir);
  const file = resolve(join(root, assertValidBucket(bucket), assertValidKey(key)));
  if (!file.startsWith(root + sep)) throw storageErrors.invalidKey(key);
  return file;
}
