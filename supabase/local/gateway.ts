import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { createAuthApi } from './auth/auth-api.ts';
import { type GatewayOptions, resolveConfig } from './config.ts';
import type { GatewayContext } from './context.ts';
import { Database } from './db/database.ts';
import { type MigrateResult, migrate } from './db/migrate.ts';
import { createFunctionsApi } from './functions/functions-api.ts';
import { deriveApiKeys } from './keys.ts';
import { createMailPage } from './mail/mail-page.ts';
import { MailOutbox } from './mail/outbox.ts';
import { createRestApi } from './rest/rest-api.ts';
import { storeSeedObjects } from './storage/seed-objects.ts';
import { createStorageApi } from './storage/storage-api.ts';

export interface Gateway {
  app: Hono;
  ctx: GatewayContext;
  migration: MigrateResult;
  close(): Promise<void>;
}

/** The path prefixes the gateway answers; everything else belongs to the app. */
export const GATEWAY_PREFIXES = ['/rest/v1', '/auth/v1', '/storage/v1', '/functions/v1', '/_mail'];

// Headers supabase-js sends; the hosted API gateway allows them cross-origin too.
const CORS_HEADERS = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'content-profile',
  'accept-profile',
  'prefer',
  'range',
  'x-upsert',
  'cache-control',
  'x-idempotency-key',
  'x-metadata',
  'x-supabase-api-version',
];

// Each service answers an oversized body in its own error shape.
const tooLarge = {
  rest: () =>
    Response.json(
      { code: 'PGRST413', message: 'Payload Too Large', details: null, hint: null },
      { status: 413 },
    ),
  auth: (max: number) =>
    Response.json(
      { code: 413, error_code: 'request_entity_too_large', msg: `Request body too large (max ${max} bytes)` },
      { status: 413 },
    ),
  functions: () =>
    Response.json({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large' }, { status: 413 }),
};

/**
 * Opens (or creates) the database, brings it up to date and mounts the
 * Supabase-compatible services on one Hono app.
 */
export async function createGateway(options: GatewayOptions = {}): Promise<Gateway> {
  const config = resolveConfig(options);
  const db = await Database.open(config.dataDir ? join(config.dataDir, 'db') : null);
  const storageDir = config.dataDir
    ? join(config.dataDir, 'storage')
    : await mkdtemp(join(tmpdir(), 'ordning-storage-'));
  const ctx: GatewayContext = {
    config,
    db,
    keys: await deriveApiKeys(config.jwtSecret),
    mail: new MailOutbox(db),
    storageDir,
  };
  const migration = await migrate(db, { seed: config.seed });
  if (migration.seeded) await storeSeedObjects(ctx);

  const app = new Hono();
  app.use(
    '*',
    cors({
      origin: '*',
      allowHeaders: CORS_HEADERS,
      exposeHeaders: ['content-range', 'x-total-count', 'x-supabase-api-version'],
    }),
  );
  const maxSize = config.maxBodyBytes;
  app.use('/rest/v1/*', bodyLimit({ maxSize, onError: () => tooLarge.rest() }));
  app.use('/auth/v1/*', bodyLimit({ maxSize, onError: () => tooLarge.auth(maxSize) }));
  app.use('/functions/v1/*', bodyLimit({ maxSize, onError: () => tooLarge.functions() }));
  app.route('/rest/v1', await createRestApi(ctx));
  app.route('/auth/v1', createAuthApi(ctx));
  app.route('/storage/v1', createStorageApi(ctx));
  app.route('/functions/v1', await createFunctionsApi(ctx));
  app.route('/_mail', createMailPage(ctx));
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((error, c) => {
    // Never leak a stack trace; the console keeps it for the developer.
    console.error('[gateway] unhandled error', error);
    return c.json({ message: 'An unexpected error occurred' }, 500);
  });

  return {
    app,
    ctx,
    migration,
    async close() {
      await db.close();
      if (!config.dataDir) await rm(storageDir, { recursive: true, force: true });
    },
  };
}
