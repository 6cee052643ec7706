import { Hono } from 'hono';
import type { GatewayContext } from '../context.ts';
import { mountBucketRoutes } from './buckets.ts';
import { mountDeleteRoutes } from './delete-objects.ts';
import { StorageError, storageErrors } from './errors.ts';
import { mountListRoutes } from './list-objects.ts';
import { mountServeRoutes } from './serve-object.ts';
import { mountUploadRoutes } from './upload-object.ts';

/**
 * /storage/v1: the Supabase Storage API subset storage-js 2.x calls. Object
 * rows live in storage.objects and every row change runs as the caller's
 * role, so the project's storage policies decide; bytes live on disk under
 * ctx.storageDir/<bucket>/<key>.
 */
export function createStorageApi(ctx: GatewayContext): Hono {
  const app = new Hono();
  // Order matters: the specific routes must win over `/object/:bucket/*`.
  mountListRoutes(app, ctx);
  mountServeRoutes(app, ctx);
  mountDeleteRoutes(app, ctx);
  mountUploadRoutes(app, ctx);
  mountBucketRoutes(app, ctx);
  app.onError((error) => {
    if (error instanceof StorageError) return error.toResponse();
    // Never leak a stack trace; the console keeps it for the developer.
    console.error('[storage] unexpected error', error);
    return storageErrors.internal().toResponse();
  });
  return app;
}
