import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { type GatewayOptions, resolveConfig } from './config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { GATEWAY_PREFIXES, type Gateway, createGateway } from './gateway.ts';
import { deriveApiKeys } from './keys.ts';
import { defaultDataDir, projectRoot } from './paths.ts';

type Next = (error?: unknown) => void;

/** ORDNING_DATA_DIR picks another database folder; `memory` gives a fresh in-memory one (browser tests). */
function dataDirFromEnv(): string | null {
  const configured = process.env.ORDNING_DATA_DIR;
  if (configured === 'memory') return null;
  return configured ? resolve(projectRoot, configured) : defaultDataDir;
}

function isGatewayPath(url: string | undefined): boolean {
  if (!url) return false;
  return GATEWAY_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

function printBanner(origin: string, gateway: Gateway): void {
  const { migration } = gateway;
  const lines = [
    '',
    '  Ordning local backend (PGlite, Supabase-compatible)',
    `    API:        ${origin}  (rest/v1, auth/v1, storage/v1, functions/v1)`,
    `    Mail:       ${origin}/_mail`,
    `    Database:   ${gateway.ctx.config.dataDir ?? 'in memory'}${migration.fresh ? ' (new, seeded)' : ''}`,
    migration.migrations.length ? `    Migrations: applied ${migration.migrations.join(', ')}` : '',
    `    Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((account) => `      ${account.email.padEnd(22)} ${account.description}`),
    '',
  ];
  console.log(lines.filter((line) => line !== '').join('\n') + '\n');
}

/**
 * Mounts the local Supabase-compatible gateway inside Vite's dev and preview
 * servers, so the app and its backend share one origin and one `npm start`.
 * Skipped entirely when VITE_SUPABASE_URL points at a hosted project.
 */
export function localBackend(options: GatewayOptions = {}): Plugin {
  let gateway: Promise<Gateway> | undefined;
  const enabled = !process.env.VITE_SUPABASE_URL;

  const mount = (server: ViteDevServer | PreviewServer) => {
    gateway ??= createGateway({ dataDir: dataDirFromEnv(), ...options });
    const listener = gateway.then((g) => getRequestListener(g.app.fetch));
    listener.catch((error: unknown) => {
      console.error(
        '\n  The local backend could not start. `npm run db:reset` recreates its database.\n',
        error,
      );
    });
    server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: Next) => {
      if (!isGatewayPath(req.url)) return next();
      listener.then((handle) => handle(req, res)).catch(next);
    });
    server.httpServer?.once('listening', () => {
      void gateway?.then((g) => {
        const address = server.httpServer?.address();
        const port = typeof address === 'object' && address ? address.port : 5173;
        printBanner(`http://localhost:${port}`, g);
      });
    });
    server.httpServer?.once('close', () => void gateway?.then((g) => g.close()));
  };

  return {
    name: 'ordning-local-backend',
    async config() {
      if (!enabled) return;
      // The anon key is derived from the local JWT secret, like `supabase start`.
      const { anonKey } = await deriveApiKeys(resolveConfig(options).jwtSecret);
      const define: Record<string, string> = {
        'import.meta.env.VITE_SUPABASE_ANON_KEY': JSON.stringify(anonKey),
      };
      // Locally white-label companies live on <subdomain>.ordning.localhost (resolves to loopback in browsers).
      if (!process.env.VITE_APP_DOMAIN)
        define['import.meta.env.VITE_APP_DOMAIN'] = JSON.stringify('ordning.localhost');
      return { define, preview: { allowedHosts: ['.localhost'] }, server: { allowedHosts: ['.localhost'] } };
    },
    configureServer(server) {
      if (enabled) mount(server);
    },
    configurePreviewServer(server) {
      if (enabled) mount(server);
    },
  };
}
