import { join } from 'node:path';
import { build } from 'vite';
import { benchDir, projectRoot } from './setup.ts';

/**
 * The production build, with the project's own vite.config.ts, written to a
 * folder of the benchmark's (never dist/, which a running e2e preview may be
 * serving). Returns the build time in milliseconds.
 */
export async function buildApp(outDir: string): Promise<number> {
  const started = performance.now();
  await build({
    configFile: join(projectRoot, 'vite.config.ts'),
    root: projectRoot,
    logLevel: 'warn',
    // The manifest lets the benchmark tell the static critical path from what merely loaded early.
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  return performance.now() - started;
}

type BuildResult = Awaited<ReturnType<typeof build>>;
type BuildOutput = Extract<BuildResult, { output: unknown }>;

function outputsOf(result: BuildResult): BuildOutput[] {
  if (Array.isArray(result)) return result;
  if ('output' in result) return [result];
  throw new Error('the bench page build unexpectedly returned a watcher');
}

/**
 * The engine bench page: bench/app/engine-page.ts (the real sync engine,
 * REST catalogue source and search over the real Dexie database) bundled in memory.
 * The server serves the returned files under /__bench/.
 */
export async function buildEnginePage(): Promise<Map<string, string>> {
  const result = await build({
    configFile: false,
    root: join(benchDir, 'app'),
    publicDir: false,
    logLevel: 'warn',
    resolve: { alias: { '@': join(projectRoot, 'src') } },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      modulePreload: false,
      rollupOptions: {
        input: join(benchDir, 'app', 'engine-page.ts'),
        output: { entryFileNames: 'engine.js', chunkFileNames: 'engine-[hash].js' },
      },
    },
  });
  const files = new Map<string, string>();
  for (const output of outputsOf(result)) {
    for (const item of output.output) {
      if (item.type === 'chunk') files.set(item.fileName, item.code);
    }
  }
  if (!files.has('engine.js')) throw new Error('the bench page build produced no engine.js');
  files.set(
    'engine.html',
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Engine bench</title></head>' +
      '<body><p>Sync engine benchmark</p><script type="module" src="/__bench/engine.js"></script></body></html>',
  );
  return files;
}
