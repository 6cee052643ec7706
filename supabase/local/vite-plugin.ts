import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { backendBanner, backendSummary } from './banner.ts';
import { COMBINED_BANNER_ENV, publishBackend } from './published-backend.ts';
import { type GatewayOptions, LOCAL_APP_DOMAIN, defaultRedirectUrls, resolveConfig } from './config.ts';
import { GATEWAY_PREFIXES, type Gateway, createGateway } from './gateway.ts';
import { assertSafeToListen } from './http/listen-guard.ts';
import { deriveApiKeys } from './keys.ts';
import { defaultDataDir, projectRoot } from './paths.ts';

type Next = (error?: unknown) => void;

const DEV_SERVER_NOTE = [
  '  npm run dev: the hot-reload dev server (no service worker, no CSP).',
  '  npm start serves the production build: service worker, installable, offline.',
  '',
].join('\n');
type AnyServer = ViteDevServer | PreviewServer;

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

/** Vite's `host` option as a listen address: unset means localhost, `true` every interface (undefined). */
function listenHost(server: AnyServer, isPreview: boolean): string | undefined {
  const host = isPreview
    ? (server as PreviewServer).config.preview.host
    : (server as ViteDevServer).config.server.host;
  if (host === undefined || host === false) return 'localhost';
  return host === true ? undefined : host;
}

/** The app's own origin once Vite listens: the site URL and API URL of the gateway. */
function ownOrigin(server: AnyServer, isPreview: boolean): Promise<string> {
  const fallbackPort = isPreview
    ? (server as PreviewServer).config.preview.port
    : (server as ViteDevServer).config.server.port;
  const httpServer = server.httpServer;
  if (!httpServer) return Promise.resolve(`http://localhost:${String(fallbackPort)}`);
  return new Promise((resolveOrigin) => {
    httpServer.once('listening', () => {
      const address = httpServer.address();
      const port = typeof address === 'object' && address ? address.port : fallbackPort;
      resolveOrigin(`http://localhost:${String(port)}`);
    });
  });
}

/**
 * Mounts the local Supabase-compatible gateway inside Vite's dev and preview
 * servers, so the app and its backend share one origin and one `npm start`.
 * Skipped entirely when VITE_SUPABASE_URL points at a hosted project. The
 * gateway is created once Vite listens, so mail links and redirects use the
 * app's real URL (SITE_URL overrides it), never a request's Host header.
 */
export function localBackend(options: GatewayOptions = {}): Plugin {
  let gateway: Promise<Gateway> | undefined;
  const enabled = !process.env.VITE_SUPABASE_URL;

  const mount = (server: AnyServer, isPreview: boolean) => {
    // Fails Vite's start with a clear message instead of exposing a well-known secret to the network.
    assertSafeToListen(listenHost(server, isPreview), resolveConfig(options).jwtSecret);
    const origin = ownOrigin(server, isPreview);
    gateway ??= origin.then((own) => {
      const siteUrl = options.siteUrl ?? (process.env.SITE_URL || own);
      const appDomain = process.env.VITE_APP_DOMAIN || LOCAL_APP_DOMAIN;
      // ADDITIONAL_REDIRECT_URLS, when set, is read by resolveConfig instead.
      const redirects = process.env.ADDITIONAL_REDIRECT_URLS
        ? {}
        : { additionalRedirectUrls: defaultRedirectUrls(siteUrl, appDomain) };
      return createGateway({ dataDir: dataDirFromEnv(), siteUrl, apiUrl: own, ...redirects, ...options });
    });
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
    // A failed start is reported by the listener above; these only act on a running gateway.
    const ignore = () => undefined;
    void Promise.all([origin, gateway]).then(([own, g]) => {
      publishBackend(backendSummary(own, g), g);
      if (process.env[COMBINED_BANNER_ENV] !== '1') console.log(backendBanner(own, g));
      if (!isPreview) console.log(DEV_SERVER_NOTE);
    }, ignore);
    server.httpServer?.once('close', () => void closeGateway());
  };

  // Once only, whether the HTTP server's close or Vite's closePreviewServer asks first.
  let closing: Promise<void> | undefined;
  const closeGateway = (): Promise<void> => {
    closing ??= gateway?.then((g) => g.close()).catch(() => undefined) ?? Promise.resolve();
    return closing;
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
        define['import.meta.env.VITE_APP_DOMAIN'] = JSON.stringify(LOCAL_APP_DOMAIN);
      // CORS is the gateway's (config.corsOrigins). Vite's default would add CORS headers for every
      // localhost origin to the gateway's answers too, and answer their preflights before the gateway
      // sees them; the app itself is same-origin and needs none.
      const shared = { allowedHosts: ['.localhost'], cors: false };
      return { define, preview: shared, server: shared };
    },
    configureServer(server) {
      if (enabled) mount(server, false);
    },
    configurePreviewServer(server) {
      if (enabled) mount(server, true);
    },
    // Vite awaits this on close (npm start's Ctrl-C): the database is flushed before the process exits.
    async closePreviewServer() {
      await closeGateway();
    },
  };
}
