import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root. Found by walking up from this module because Vite
 * bundles its config (and this file with it) into the project root, while tsx
 * and vitest run it from supabase/local/: both must resolve the same folders.
 */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'supabase', 'migrations')) && existsSync(join(dir, 'package.json'))) {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const projectRoot = findProjectRoot();
export const supabaseDir = resolve(projectRoot, 'supabase');
export const migrationsDir = join(supabaseDir, 'migrations');
export const seedFile = join(supabaseDir, 'seed.sql');
export const seedImagesDir = join(supabaseDir, 'seed-images');
export const functionsDir = join(supabaseDir, 'functions');
export const platformDir = join(supabaseDir, 'local', 'platform');
export const localInfraSqlFile = join(supabaseDir, 'local', 'db', 'local-infra.sql');
/** Git-ignored; holds the persisted database and stored objects of `npm start`. */
export const defaultDataDir = join(projectRoot, '.data', 'local');
