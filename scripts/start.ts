import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type PreviewServer, build, preview } from 'vite';
import { backendLines, whiteLabelUrl } from '../supabase/local/banner.ts';
import { LOCAL_APP_DOMAIN } from '../supabase/local/config.ts';
import { DEMO_WHITE_LABEL } from '../supabase/local/demo-accounts.ts';
import { COMBINED_BANNER_ENV, publishedBackend } from '../supabase/local/published-backend.ts';
import { buildFingerprint, storeFingerprint, storedFingerprint } from './build-fingerprint.ts';

/**
 * `npm start`: the production build (reused while no build input changed),
 * served by `vite preview` with the embedded Supabase-compatible backend on
 * the same origin (supabase/local/vite-plugin.ts): service worker,
 * installability and offline reloads as users get them. `npm run dev` is
 * the hot-reload server instead. The browser tests start the app this way too.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const configFile = resolve(root, 'vite.config.ts');

export interface StartOptions {
  /** Build output folder, relative to the project (default `dist`). */
  outDir?: string;
  port?: number;
  /** Fail when the port is taken instead of trying the next one. */
  strictPort?: boolean;
  host?: string;
  /** Build even when the fingerprint says nothing changed. */
  forceBuild?: boolean;
  /** Vite's log level for the build (default: warnings only). */
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
}

export interface StartedApp {
  server: PreviewServer;
  url: string;
  build: { rebuilt: boolean; seconds: number; outDir: string };
  close(): Promise<void>;
}

/** Builds into `outDir` unless its stored fingerprint matches the sources; says whether it built. */
export async function buildIfChanged(options: StartOptions = {}): Promise<StartedApp['build']> {
  const outDir = resolve(root, options.outDir ?? 'dist');
  const started = performance.now();
  const before = buildFingerprint(root);
  const complete = existsSync(resolve(outDir, 'index.html')) && existsSync(resolve(outDir, 'vercel.json'));
  if (!options.forceBuild && complete && storedFingerprint(outDir) === before) {
    return { rebuilt: false, seconds: (performance.now() - started) / 1000, outDir };
  }
  await build({
    configFile,
    root,
    mode: 'production',
    logLevel: options.logLevel ?? 'warn',
    build: { outDir, emptyOutDir: true },
  });
  // The router plugin may have regenerated src/routeTree.gen.ts during the build: stamp what was built.
  storeFingerprint(outDir, buildFingerprint(root));
  return { rebuilt: true, seconds: (performance.now() - started) / 1000, outDir };
}

/** Builds when needed, serves the build, and resolves once the backend answers too. */
export async function startApp(options: StartOptions = {}): Promise<StartedApp> {
  const built = await buildIfChanged(options);
  const server = await preview({
    configFile,
    root,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: built.outDir },
    preview: {
      port: options.port ?? 5173,
      strictPort: options.strictPort ?? false,
      ...(options.host ? { host: options.host } : {}),
    },
  });
  const url = server.resolvedUrls?.local[0] ?? `http://localhost:${String(options.port ?? 5173)}/`;
  // The backend starts once the server listens (migrations, seed); a request waits for it.
  if (!process.env.VITE_SUPABASE_URL) await fetch(new URL('/auth/v1/settings', url));
  return { server, url, build: built, close: () => server.close() };
}

function banner(app: StartedApp, seconds: number): string {
  const built = app.build.rebuilt
    ? `built in ${app.build.seconds.toFixed(1)} s`
    : 'reused: no build input changed since it was built';
  const backend = publishedBackend();
  const whiteLabel = whiteLabelUrl(app.url, process.env.VITE_APP_DOMAIN || LOCAL_APP_DOMAIN);
  return [
    '',
    `  Ordning is running: ${app.url}`,
    whiteLabel
      ? `    White label:   ${whiteLabel}  (${DEMO_WHITE_LABEL.company}'s branding on its own subdomain)`
      : '',
    ...(backend ? backendLines(backend) : [`    Backend:       ${process.env.VITE_SUPABASE_URL ?? ''}`]),
    `    Build:         ${relative(root, app.build.outDir) || '.'} (${built}; the production build, service worker on)`,
    '    Develop:       npm run dev (hot reload, no service worker)',
    `  Ready in ${seconds.toFixed(1)} s`,
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'strict-port': { type: 'boolean', default: false },
      'out-dir': { type: 'string' },
      build: { type: 'boolean', default: false },
      // Build (when a build input changed) and exit: `npm test` builds for the browser tests
      // while ESLint keeps the other core busy, so their server starts on a finished build.
      'build-only': { type: 'boolean', default: false },
    },
  });
  if (values['build-only']) {
    const built = await buildIfChanged({ outDir: values['out-dir'], forceBuild: values.build });
    console.log(
      built.rebuilt
        ? `Built ${built.outDir} in ${built.seconds.toFixed(1)} s`
        : `${built.outDir} is up to date (no build input changed)`,
    );
    return;
  }
  process.env[COMBINED_BANNER_ENV] = '1';
  const app = await startApp({
    port: values.port ? Number(values.port) : undefined,
    host: values.host,
    strictPort: values['strict-port'],
    outDir: values['out-dir'],
    forceBuild: values.build,
  });
  console.log(banner(app, process.uptime()));
  // Close the server and the database cleanly (the backend flushes PGlite to disk) on Ctrl-C.
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
