import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { GatewayOptions } from './config.ts';
import { type Gateway, createGateway } from './gateway.ts';

export interface LocalBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  gateway: Gateway;
  close(): Promise<void>;
}

/**
 * Starts the gateway on its own HTTP port (tests, benchmarks). In-memory by
 * default; `npm start` mounts the same gateway inside Vite instead.
 */
export async function startLocalBackend(
  options: GatewayOptions & { port?: number; hostname?: string } = {},
): Promise<LocalBackend> {
  const gateway = await createGateway(options);
  const hostname = options.hostname ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: gateway.app.fetch, port: options.port ?? 0, hostname }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${hostname}:${port}`,
    anonKey: gateway.ctx.keys.anonKey,
    serviceRoleKey: gateway.ctx.keys.serviceRoleKey,
    gateway,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
    },
  };
}
