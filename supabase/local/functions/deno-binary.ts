import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');

export const DENO_MISSING =
  'Deno 2.1 is needed: on Linux x64 `npm install` brings it; elsewhere install Deno 2.1 and put it ' +
  'on PATH, or set DENO_BIN to its path.';

/**
 * The Deno binary: DENO_BIN, else npm's Linux x64 package (an optional
 * dependency: the npm `deno` wrapper would need its other platforms' packages
 * in the lockfile, and the registry this project installs from serves only
 * Linux x64), else a Deno on PATH. Throws when there is none.
 */
export function denoBinary(): string {
  if (process.env.DENO_BIN) return process.env.DENO_BIN;
  const bundled = join(root, 'node_modules', '@deno', 'linux-x64-glibc', 'deno');
  if (existsSync(bundled)) return bundled;
  if (spawnSync('deno', ['--version'], { stdio: 'ignore' }).status === 0) return 'deno';
  throw new Error(DENO_MISSING);
}
