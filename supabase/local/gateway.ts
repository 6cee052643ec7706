import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { createAuthApi } from './auth/auth-api.ts';
import { type GatewayOptions, resolveConfig } from './config.ts';
import type { GatewayContext } from './context.ts';
import { Database } from './db/database.ts';
import { limitBody } from './http/body-limit.ts';
import { compressJson } from './http/compress-json.ts';
import { corsForApi } from './http/cors.ts';
import { gatewaySecurityHeaders } from './http/gateway-security-headers.ts';
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

export interface CreateGatewayOptions extends GatewayOptions {
  /**
   * A real PostgreSQL server to use instead of PGlite (`DATABASE_URL` when not
   * given). The platform bootstrap, migrations and seed apply to it as to PGlite.
   */
  databaseUrl?: string;
}

/** The path prefixes the gateway answers; everything else belongs to the app. */
export const GATEWAY_PREFIXES = ['/rest/v1', '/auth/v1', '/storage/v1', '/functions/v1', '/_mail'];

/**
 * Opens (or creates) the database, brings it up to date and mounts the
 * Supabase-compatible services on one Hono app.
 */
export async function createGateway(options: CreateGatewayOptions = {}): Promise<Gateway> {
  const config = resolveConfig(options);
  const databaseUrl = options.databaseUrl ?? (process.env.DATABASE_URL || undefined);
  const db = databaseUrl
    ? await Database.connect(databaseUrl)
    : await Database.open(config.dataDir ? join(config.dataDir, 'db') : null);
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
  // Outermost first: compression sees the final answer, the security headers see it uncompressed.
  app.use('*', compressJson());
  app.use('*', gatewaySecurityHeaders());
  // The app and the mail page share the gateway's origin; only the APIs answer other origins, and only the
  // configured ones. Functions answer their own preflights and CORS, as on hosted Supabase.
  const cors = corsForApi(config.corsOrigins);
  for (const prefix of ['/rest/v1', '/auth/v1', '/storage/v1']) app.use(`${prefix}/*`, cors);
  app.use('/rest/v1/*', limitBody('rest', config.maxBodyBytes));
  app.use('/auth/v1/*', limitBody('auth', config.maxBodyBytes));
  app.use('/functions/v1/*', limitBody('functions', config.maxBodyBytes));
  app.route('/rest/v1', await createRestApi(ctx));
  app.route('/auth/v1', createAuthApi(ctx));
  app.route('/storage/v1', createStorageApi(ctx));
  const functions = createFunctionsApi(ctx);
  app.route('/functions/v1', functions.app);
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
      functions.close();
      await db.close();
      if (!config.dataDir) await rm(storageDir, { recursive: true, force: true });
    },
  };
}
