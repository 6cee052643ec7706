import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { PreviewServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { deriveApiKeys, DEFAULT_JWT_SECRET } from '../../../supabase/local/keys.ts';
import { assertSafeToListen } from '../../../supabase/local/http/listen-guard.ts';
import { projectRoot } from '../../../supabase/local/paths.ts';
import { startLocalBackend } from '../../../supabase/local/server.ts';
import { localBackend } from '../../../supabase/local/vite-plugin.ts';

const REFUSAL = /Refusing to listen on .* with the public default JWT secret/;
const OWN_SECRET = 'a-secret-of-this-deployment-and-nobody-elses-0123456789';

interface CliRun {
  output: string;
  exitCode: number | null;
}

/**
 * Runs `npm run backend`'s script until `until` appears in its output or it
 * exits, then stops it (by its own pid) and reports what it printed.
 */
function runServeCli(args: string[], until: RegExp): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env };
    delete env.JWT_SECRET;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(projectRoot, 'supabase/local/cli/serve.ts'), ...args],
      {
        cwd: projectRoot,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (until.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    // Never leave the child behind, whatever it prints.
    const stop = setTimeout(() => child.kill('SIGKILL'), 45_000);
    child.on('error', reject);
    child.on('exit', (exitCode) => {
      clearTimeout(stop);
      resolve({ output, exitCode });
    });
  });
}

describe('starting the backend', () => {
  it('refuses every network interface with the default JWT secret', async () => {
    for (const hostname of ['0.0.0.0', '::', '192.168.1.20']) {
      await expect(startLocalBackend({ hostname, jwtSecret: DEFAULT_JWT_SECRET })).rejects.toThrow(REFUSAL);
    }
    expect(() => assertSafeToListen(undefined, DEFAULT_JWT_SECRET)).toThrow(REFUSAL);
    expect(() => assertSafeToListen('0.0.0.0', 'too-short')).toThrow(/at least 32 characters/);
    // Loopback with the default secret is the local default; a network interface needs a secret of its own.
    expect(() => assertSafeToListen('127.0.0.1', DEFAULT_JWT_SECRET)).not.toThrow();
    expect(() => assertSafeToListen('localhost', DEFAULT_JWT_SECRET)).not.toThrow();
    expect(() => assertSafeToListen('0.0.0.0', OWN_SECRET)).not.toThrow();
  });

  it('makes the Vite plugin refuse a non-loopback host with the default secret', () => {
    const plugin = localBackend({ jwtSecret: DEFAULT_JWT_SECRET });
    const configure = plugin.configurePreviewServer as (server: PreviewServer) => void;
    for (const host of ['0.0.0.0', true]) {
      const server = {
        config: { preview: { host, port: 4173 } },
        httpServer: null,
        middlewares: { use: () => undefined },
      };
      expect(() => configure(server as unknown as PreviewServer)).toThrow(REFUSAL);
    }
  });

  it('npm run backend refuses --host 0.0.0.0 with the default secret, and prints both keys on loopback', async () => {
    const refused = await runServeCli(['--host', '0.0.0.0', '--port', '0'], /$^/);
    expect(refused.exitCode).toBe(1);
    expect(refused.output).toMatch(REFUSAL);

    const keys = await deriveApiKeys(DEFAULT_JWT_SECRET);
    const started = await runServeCli(['--port', '0'], /Local service_role key: \S+/);
    expect(started.output).toContain(`Local anon key:         ${keys.anonKey}`);
    expect(started.output).toContain(`Local service_role key: ${keys.serviceRoleKey}`);
  }, 60_000);
});
