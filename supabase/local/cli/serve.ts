import { parseArgs } from 'node:util';
import { startLocalBackend } from '../server.ts';

/**
 * Runs the gateway alone on a port, without Vite (benchmarks, debugging with
 * curl). `--data-dir memory` (the default) starts from a fresh seeded database.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '54321' },
      'data-dir': { type: 'string', default: 'memory' },
    },
  });
  const dataDir = values['data-dir'] === 'memory' ? null : values['data-dir'];
  const backend = await startLocalBackend({ port: Number(values.port), dataDir });
  console.log(JSON.stringify({ url: backend.url, anonKey: backend.anonKey }));
  const stop = () => void backend.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
