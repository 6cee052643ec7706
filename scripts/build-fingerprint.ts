import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * What a production build is made of: when none of it changed, `npm start`
 * serves the previous build instead of building again. Sources, static files,
 * the build configuration (and the modules vite.config.ts reads for the
 * bundle: the local backend's anon key and app domain, the security headers),
 * the lockfile, and the environment that ends up in the bundle.
 */
const INPUTS = [
  'src',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'sw/tsconfig.json',
  'tsr.config.json',
  'package.json',
  'package-lock.json',
  'scripts/vite-build-env.ts',
  'scripts/vite-first-paint.ts',
  'scripts/vite-quiet-build.ts',
  'scripts/vite-security-headers.ts',
  'supabase/local/vite-plugin.ts',
  'supabase/local/config.ts',
  'supabase/local/keys.ts',
  'supabase/local/http/security-headers.ts',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

/** Environment read into the bundle: Vite's VITE_* variables and the secret the anon key is signed with. */
function bundledEnvironment(): string {
  return Object.keys(process.env)
    .filter((name) => name.startsWith('VITE_') || name === 'JWT_SECRET')
    .sort()
    .map((name) => `${name}=${process.env[name] ?? ''}`)
    .join('\n');
}

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .filter((name) => name !== 'node_modules' && name !== '.DS_Store')
    .flatMap((name) => filesUnder(root, join(path, name)));
}

/** A hash of every build input under `root` (names and contents) and of the bundled environment. */
export function buildFingerprint(root: string): string {
  const hash = createHash('sha256');
  const files = [...new Set(INPUTS.flatMap((input) => filesUnder(root, input)))].sort();
  for (const file of files) {
    hash.update(`${relative(root, join(root, file))}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  hash.update(bundledEnvironment());
  return hash.digest('hex');
}

/** Stored inside the build it describes: a failed or partial build (Vite empties the folder first) has none. */
const STAMP = '.build-fingerprint';

export function storedFingerprint(outDir: string): string | null {
  const file = join(outDir, STAMP);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

export function storeFingerprint(outDir: string, fingerprint: string): void {
  writeFileSync(join(outDir, STAMP), `${fingerprint}\n`);
}
