import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { type Plugin, preview } from 'vite';
import { GATEWAY_PREFIXES, type Gateway, createGateway } from '../../supabase/local/gateway.ts';
import { projectRoot } from './setup.ts';

export interface BenchServer {
  origin: string;
  /** The backend behind the preview, in this process: the benchmark seeds it with SQL. */
  gateway: Gateway;
  close(): Promise<void>;
}

const BENCH_PREFIX = '/__bench/';

/** A free loopback port, so the benchmark never takes 4173 (the e2e preview, reused by Playwright). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function isGatewayPath(url: string): boolean {
  return GATEWAY_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

function contentType(file: string): string {
  return file.endsWith('.html') ? 'text/html; charset=utf-8' : 'text/javascript; charset=utf-8';
}

/**
 * Mounts a backend the way supabase/local/vite-plugin.ts does (same gateway,
 * same origin, ahead of the static files), but one this process holds, and
 * serves the engine bench page from memory under /__bench/.
 */
function benchBackend(gateway: Gateway, benchFiles: ReadonlyMap<string, string>): Plugin {
  const handle = getRequestListener(gateway.app.fetch);
  return {
    name: 'ordning-bench-backend',
    configurePreviewServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        const url = req.url ?? '/';
        if (url.startsWith(BENCH_PREFIX)) {
          const file = benchFiles.get(url.slice(BENCH_PREFIX.length).split('?')[0] ?? '');
          if (file === undefined) return next();
          res.writeHead(200, {
            'content-type': contentType(url.split('?')[0] ?? ''),
            'cache-control': 'no-store',
          });
          res.end(file);
          return;
        }
        if (!isGatewayPath(url)) return next();
        handle(req, res).catch(next);
      });
    },
  };
}

/**
 * `vite preview` of the given build (Vite's own static server, with its
 * compression and SPA fallback) over a fresh in-memory seeded backend, like
 * the e2e webServer with ORDNING_DATA_DIR=memory.
 */
export async function startBenchServer(
  distDir: string,
  benchFiles: ReadonlyMap<string, string>,
): Promise<BenchServer> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const gateway = await createGateway({
    dataDir: null,
    // Mail links and the functions' calls back into the backend name this origin.
    siteUrl: origin,
    apiUrl: origin,
    // The outbox bench sends a hundred leads as one visitor.
    functionsEnv: { LEAD_RATE_LIMIT_PER_IP: '100000', LEAD_RATE_LIMIT_PER_EMAIL: '100000' },
  });
  try {
    const server = await preview({
      configFile: false,
      root: projectRoot,
      logLevel: 'warn',
      build: { outDir: distDir },
      preview: { port, strictPort: true, host: 'localhost' },
      plugins: [benchBackend(gateway, benchFiles)],
    });
    return {
      origin,
      gateway,
      async close() {
        await server.close();
        await gateway.close();
      },
    };
  } catch (error) {
    await gateway.close();
    throw error;
  }
}
