import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { buildApp } from './build.ts';
import { SEARCH_TEXT } from './keystrokes.ts';
import { openPage, readProbe, waitForSyncs } from './probed-page.ts';
import { seedCatalogue } from './seed-offers.ts';
import { startBenchServer } from './server.ts';
import { LIMITS, closeAllProfiles, openProfile, percentile, probesScript, projectRoot } from './setup.ts';

/**
 * Only the bench's keystroke figure (app-catalogue.ts' typing): /offers with
 * 10,000 synced offers, typing 'skinnende bil' one key at a time, input event
 * to the paint after the last DOM change it caused. ROUNDS (default 5) rounds
 * in one page, the box emptied between them. BENCH_DIST=<folder> reuses a build;
 * PROFILE=<file.cpuprofile> writes a CPU profile of the last round.
 */
const ROUNDS = Number(process.env.ROUNDS ?? 5);

async function waitQuiet(page: Page): Promise<void> {
  await page.waitForFunction('window.__benchProbe.quietFor(150)', undefined, {
    timeout: LIMITS.keystroke,
    polling: 50,
  });
}

async function typeRound(page: Page): Promise<{ settled: number[]; next: number[] }> {
  const box = page.locator('main input[type="search"]').first();
  await box.click({ timeout: LIMITS.keystroke });
  const before = (await readProbe(page)).keystrokes.length;
  for (const character of SEARCH_TEXT) {
    await page.keyboard.type(character);
    await waitQuiet(page);
  }
  const keys = (await readProbe(page)).keystrokes.slice(before);
  await box.fill('');
  await waitQuiet(page);
  await page.waitForTimeout(500);
  return {
    settled: keys.map((key) => (key.settledPaintMs ?? NaN) - key.inputMs),
    next: keys.map((key) => (key.firstPaintMs ?? NaN) - key.inputMs),
  };
}

const fmt = (value: number | null) => (value === null ? '-' : value.toFixed(1));

async function main(): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'ordning-keys-'));
  const distDir = process.env.BENCH_DIST ? resolve(projectRoot, process.env.BENCH_DIST) : join(work, 'dist');
  try {
    if (!process.env.BENCH_DIST) await buildApp(distDir);
    const server = await startBenchServer(distDir, new Map());
    try {
      await seedCatalogue(server.gateway);
      const { context, close } = await openProfile({
        baseURL: server.origin,
        viewport: { width: 1280, height: 800 },
      });
      try {
        await context.addInitScript({ path: probesScript });
        const { page, cdp } = await openPage(context);
        await page.goto('/offers', { waitUntil: 'commit' });
        await waitForSyncs(page, 1);
        await page.waitForFunction(
          "document.querySelector('main [role=status]')?.textContent?.startsWith('Viser')",
          undefined,
          { timeout: 30_000 },
        );
        await page.waitForTimeout(1500);
        const all: number[] = [];
        const rounds: number[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          const profiling = process.env.PROFILE && round === ROUNDS - 1;
          if (profiling) {
            await cdp.send('Profiler.enable');
            await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
            await cdp.send('Profiler.start');
          }
          const tracing = process.env.TRACE && round === ROUNDS - 1;
          const events: unknown[] = [];
          if (tracing) {
            cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
            await cdp.send('Tracing.start', {
              categories: 'devtools.timeline,blink,disabled-by-default-devtools.timeline',
              transferMode: 'ReportEvents',
            });
          }
          const { settled, next } = await typeRound(page);
          if (tracing) {
            const done = new Promise((resolveDone) => cdp.once('Tracing.tracingComplete', resolveDone));
            await cdp.send('Tracing.end');
            await done;
            await writeFile(process.env.TRACE ?? '', JSON.stringify(events));
          }
          if (profiling) {
            const { profile } = await cdp.send('Profiler.stop');
            await writeFile(process.env.PROFILE ?? '', JSON.stringify(profile));
          }
          all.push(...settled);
          rounds.push(percentile(settled, 0.95) ?? NaN);
          console.log(
            `round ${round + 1}: settled ${settled.map((ms) => ms.toFixed(0)).join(' ')} | ` +
              `p50 ${fmt(percentile(settled, 0.5))} p95 ${fmt(percentile(settled, 0.95))}; ` +
              `next-paint p95 ${fmt(percentile(next, 0.95))}`,
          );
        }
        console.log(
          `all: p50 ${fmt(percentile(all, 0.5))} p95 ${fmt(percentile(all, 0.95))} max ${fmt(percentile(all, 1))}; ` +
            `median of round p95s ${fmt(percentile(rounds, 0.5))}; load ${loadavg()
              .map((value) => value.toFixed(2))
              .join(' ')}`,
        );
      } finally {
        await close();
      }
    } finally {
      await server.close();
    }
  } finally {
    await closeAllProfiles();
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
