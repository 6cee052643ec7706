import { parseArgs } from 'node:util';
import { backendBanner } from '../banner.ts';
import { startLocalBackend } from '../server.ts';

/**
 * Runs the gateway alone on a port, without Vite (benchmarks, debugging with
 * curl). `--data-dir memory` (the default) starts from a fresh seeded database.
 * `--host` other than loopback needs a JWT_SECRET of its own (see listen-guard.ts).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '54321' },
      host: { type: 'string', default: '127.0.0.1' },
      'data-dir': { type: 'string', default: 'memory' },
    },
  });
  const dataDir = values['data-dir'] === 'memory' ? null : values['data-dir'];
  const backend = await startLocalBackend({ port: Number(values.port), hostname: values.host, dataDir });
  console.log(backendBanner(backend.url, backend.gateway));
  const stop = () => void backend.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
