import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { resolveConfig } from './config.ts';
import { type CreateGatewayOptions, type Gateway, createGateway } from './gateway.ts';
import { assertSafeToListen } from './http/listen-guard.ts';

export interface LocalBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  gateway: Gateway;
  close(): Promise<void>;
}

type Server = ReturnType<typeof serve>;

/** How long open requests get to finish once the backend closes. */
const CLOSE_GRACE_MS = 1_000;

/**
 * Stops listening and ends every connection: a client that keeps its
 * connection open (a function's Deno process, a browser) would otherwise
 * hold the close for as long as it lives.
 */
function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    if (!('closeAllConnections' in server)) return;
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS).unref();
  });
}

/**
 * Starts the gateway on its own HTTP port (tests, benchmarks, `npm run
 * backend`). In-memory by default; `npm start` mounts the same gateway inside
 * Vite instead. The port is bound first, so the gateway knows its own URL
 * (API_EXTERNAL_URL, for mail links) before it answers anything; requests
 * that arrive meanwhile wait for it.
 */
export async function startLocalBackend(
  options: CreateGatewayOptions & { port?: number; hostname?: string } = {},
): Promise<LocalBackend> {
  const hostname = options.hostname ?? '127.0.0.1';
  assertSafeToListen(hostname, resolveConfig(options).jwtSecret);
  let created: (gateway: Gateway) => void = () => undefined;
  const ready = new Promise<Gateway>((resolve) => (created = resolve));
  const server = await new Promise<Server>((resolve, reject) => {
    const started = serve(
      {
        fetch: async (request, env) => (await ready).app.fetch(request, env),
        port: options.port ?? 0,
        hostname,
      },
      () => resolve(started),
    );
    started.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`;
  let gateway: Gateway;
  try {
    gateway = await createGateway({ apiUrl: url, ...options });
  } catch (error) {
    await closeServer(server);
    throw error;
  }
  created(gateway);
  return {
    url,
    anonKey: gateway.ctx.keys.anonKey,
    serviceRoleKey: gateway.ctx.keys.serviceRoleKey,
    gateway,
    async close() {
      await closeServer(server);
      await gateway.close();
    },
  };
}
