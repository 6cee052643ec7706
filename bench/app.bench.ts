import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { measureAppCatalogue } from './app/app-catalogue.ts';
import { buildApp, buildEnginePage } from './app/build.ts';
import { measureEngine } from './app/engine-bench.ts';
import { type AppBenchResults, appFigures, formatTable } from './app/figures.ts';
import { JsSizer, describeChunks, lazyChunks } from './app/js-size.ts';
import { runLighthouse } from './app/lighthouse.ts';
import { seedCatalogue } from './app/seed-offers.ts';
import { type BenchServer, startBenchServer } from './app/server.ts';
import { closeAllProfiles, projectRoot, resultsDir } from './app/setup.ts';
import { measureTillJourney } from './app/till-journey.ts';
import { measureVisits } from './app/visits.ts';

/**
 * The app's performance figures for issue 3, in one run on this machine:
 * JS before the offers list first paints, Lighthouse mobile scores, the
 * offline repeat visit at 4x CPU slowdown, the first and delta sync of 10,000
 * offers, and search per keystroke. Prints a table of figures and goals and
 * writes bench/results/app.json. BENCH_DIST=<folder> reuses an existing build.
 * BENCH_KEYSTROKES_ONLY=1 runs only the /offers stage (first and delta sync in
 * the app, then typing; about a minute with BENCH_DIST): the other figures stay
 * empty, and the report goes to bench/results/app-keystrokes.json instead.
 * BENCH_TILL_ONLY=1 runs only the till journey (bench/results/app-till.json).
 */
const TIME_LIMIT_MS = 9 * 60 * 1000;
const keystrokesOnly = process.env.BENCH_KEYSTROKES_ONLY === '1';
const tillOnly = process.env.BENCH_TILL_ONLY === '1';

const cleanups: (() => Promise<unknown>)[] = [closeAllProfiles];
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) {
    await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
  }
}

const errors: Record<string, string> = {};
async function stage<T>(name: string, run: () => Promise<T>): Promise<T | undefined> {
  const started = performance.now();
  console.log(`\n[${name}]`);
  try {
    const result = await run();
    console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    return result;
  } catch (error) {
    errors[name] = error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error);
    console.error(`  ${name} failed:`, error);
    return undefined;
  }
}

async function firstVisibleOfferId(server: BenchServer): Promise<string> {
  const key = server.gateway.ctx.keys.anonKey;
  const response = await fetch(
    `${server.origin}/rest/v1/offers?select=id&hidden=eq.false&offer_active=eq.true&order=created_at.desc&limit=1`,
    { headers: { apikey: key, authorization: `Bearer ${key}` } },
  );
  const rows = (await response.json()) as { id: string }[];
  const id = rows[0]?.id;
  if (!id) throw new Error(`no visible offer (status ${response.status})`);
  return id;
}

async function main(): Promise<number> {
  const started = performance.now();
  const work = await mkdtemp(join(tmpdir(), 'ordning-bench-'));
  cleanups.push(() => rm(work, { recursive: true, force: true }));
  const distDir = process.env.BENCH_DIST ? resolve(projectRoot, process.env.BENCH_DIST) : join(work, 'dist');
  const results: AppBenchResults = {};
  // Issue 15: the three catalogue pages, then /login and /become-partner.
  const lighthousePaths = ['/', '/offers', '/offer/{id}', '/login', '/become-partner'];
  let buildMs: number | null = null;

  const server = await stage('build and serve', async () => {
    if (!process.env.BENCH_DIST) buildMs = await buildApp(distDir);
    const benchServer = await startBenchServer(distDir, await buildEnginePage());
    cleanups.push(() => benchServer.close());
    console.log(`  vite preview of ${distDir} at ${benchServer.origin}`);
    return benchServer;
  });
  if (server) {
    const sizer = new JsSizer(distDir);
    results.lazy = lazyChunks(sizer);
    if (!keystrokesOnly) {
      // On the seeded catalogue, before it grows to 10,000 offers: the employee's own phone.
      results.till = await stage('till journey', () => measureTillJourney(server.origin, server.gateway));
    }
    if (!keystrokesOnly && !tillOnly) {
      results.visits = await stage('first paint JS and offline repeat visit', () =>
        measureVisits(server.origin, sizer),
      );
      if (results.visits) {
        console.log('  Biggest scripts loaded before the first card (gzip -9; main contents):');
        describeChunks(distDir, results.visits.warmBeforePaint).forEach((line) => console.log(`    ${line}`));
      }
      results.lighthouse = await stage('lighthouse', async () => {
        lighthousePaths[2] = `/offer/${await firstVisibleOfferId(server)}`;
        return runLighthouse(server.origin, lighthousePaths);
      });
    }
    const seed = tillOnly
      ? undefined
      : await stage('seed 10,000 offers', async () => {
          const seeded = await seedCatalogue(server.gateway);
          console.log(`  inserted ${seeded.inserted} offers`);
          return seeded;
        });
    if (seed) {
      if (!keystrokesOnly) {
        results.engine = await stage('sync engine and filterOffers', () =>
          measureEngine(server.origin, server.gateway.ctx.keys.anonKey),
        );
      }
      results.app = await stage('sync and search in /offers', () =>
        measureAppCatalogue(server.origin, server.gateway, seed.changeId),
      );
    }
  }
  await cleanUp();

  const allFigures = appFigures(results, ['/', '/offers', '/offer/{id}', '/login', '/become-partner']);
  const figures = tillOnly ? allFigures.filter((item) => item.id.startsWith('till-')) : allFigures;
  console.log(`\nApp benchmark (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
  console.log(formatTable(figures));
  for (const page of results.lighthouse ?? []) {
    for (const line of page.failingA11y) console.log(`  a11y ${page.path}: ${line}`);
    for (const line of page.opportunities) console.log(`  perf ${page.path}: ${line}`);
  }
  for (const [name, message] of Object.entries(errors)) console.log(`  ERROR in ${name}: ${message}`);

  await mkdir(resultsDir, { recursive: true });
  const report = {
    measuredAt: new Date().toISOString(),
    seconds: Math.round((performance.now() - started) / 1000),
    machine: { cpus: cpus().length, loadAverage: loadavg(), node: process.version },
    buildMs,
    figures,
    errors,
    details: { ...results, lighthousePaths },
  };
  await writeFile(
    join(resultsDir, keystrokesOnly ? 'app-keystrokes.json' : tillOnly ? 'app-till.json' : 'app.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  return Object.keys(errors).length === 0 ? 0 : 1;
}

const watchdog = setTimeout(() => {
  console.error(`\nThe app benchmark ran over ${TIME_LIMIT_MS / 60000} minutes; stopping.`);
  void cleanUp().finally(() => process.exit(2));
}, TIME_LIMIT_MS);
watchdog.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    void cleanUp().finally(() => process.exit(1));
  },
);
