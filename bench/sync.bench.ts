import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { measureAppCatalogue } from './app/app-catalogue.ts';
import { buildApp, buildEnginePage } from './app/build.ts';
import { measureEngine } from './app/engine-bench.ts';
import { CATALOGUE_SIZE, seedCatalogue } from './app/seed-offers.ts';
import { startBenchServer } from './app/server.ts';
import { closeAllProfiles, projectRoot } from './app/setup.ts';

/**
 * Only the sync figures of app.bench.ts (first sync of 10,000 offers with the
 * engine alone and in /offers, the engine's heap and IndexedDB size after it,
 * then the delta after one change, and typing in /offers over that
 * catalogue), for quick runs while working on
 * src/offline. BENCH_DIST=<folder> reuses a build; BENCH_OFFERS=50000 measures
 * the same at another catalogue size (the scale figures).
 */
async function main(): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'ordning-sync-bench-'));
  const distDir = process.env.BENCH_DIST ? resolve(projectRoot, process.env.BENCH_DIST) : join(work, 'dist');
  if (!process.env.BENCH_DIST) await buildApp(distDir);
  const server = await startBenchServer(distDir, await buildEnginePage());
  try {
    console.log(
      `load before: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    const seed = await seedCatalogue(server.gateway);
    console.log(`catalogue: ${CATALOGUE_SIZE} offers`);
    const engine = await measureEngine(server.origin, server.gateway.ctx.keys.anonKey);
    const app = await measureAppCatalogue(server.origin, server.gateway, seed.changeId);
    const engineFirstSync = {
      syncMs: engine.sync.ms,
      offersWritten: engine.sync.offersWritten,
      longestTaskMs: Math.max(0, ...engine.longTasks.map((task) => task.durationMs)),
      traffic: engine.traffic,
      memory: engine.memory,
    };
    console.log(
      JSON.stringify(
        {
          offers: CATALOGUE_SIZE,
          engineFirstSync,
          firstSync: app.firstSync,
          delta: app.delta,
          typing: app.typing,
        },
        null,
        1,
      ),
    );
    console.log(
      `load after: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await closeAllProfiles();
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
