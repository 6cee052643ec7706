/**
 * The lead outbox under chaos: `npm run bench:outbox`.
 *
 * Submits 100 property requests through the real /eiendomsdrift form of the
 * production build while the network is switched off and on at random, some
 * sends are cut off in flight, pages are reloaded and tabs closed and
 * reopened. Then the network stays on until the outbox is empty, and the
 * backend is asked: exactly one lead_requests row and one sales mail per
 * submitted lead, none twice, none missing. Exits 1 otherwise.
 *
 * OUTBOX_LEADS (default 100) and OUTBOX_SEED (default: the clock, printed)
 * repeat a run; BENCH_DIST=<dir> reuses a build instead of building.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { fillPropertyForm } from '../tests/e2e/lead-support.ts';
import { buildApp } from './app/build.ts';
import { type BenchServer, startBenchServer } from './app/server.ts';
import { closeAllProfiles, openProfile, resultsDir } from './app/setup.ts';

const LEADS = Number(process.env.OUTBOX_LEADS ?? 100);
const SEED = Number(process.env.OUTBOX_SEED ?? Date.now() % 1_000_000);
const DRAIN_LIMIT_MS = 180_000;
const WATCHDOG_MS = 14 * 60_000;

/** mulberry32: a small seeded generator, so a failing run can be repeated exactly. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface ChaosStats {
  submitted: number;
  sentAtOnce: number;
  savedForLater: number;
  refused: number;
  networkFlips: number;
  cutInFlight: number;
  reloads: number;
  tabsReopened: number;
}

interface Arrival {
  rows: number;
  distinctLeads: number;
  distinctKeys: number;
  mails: number;
  distinctMailedLeads: number;
}

const PREFIX = `Kaos ${String(SEED)}`;

async function openForm(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/eiendomsdrift');
  await page.getByRole('heading', { level: 1, name: 'Eiendomsdrift' }).waitFor();
  return page;
}

/** Submits the filled form and tells how the page answered: sent, saved on the device, or refused. */
async function submit(page: Page): Promise<'sent' | 'saved' | 'refused'> {
  await page.getByRole('button', { name: 'Send forespørsel' }).click();
  const name = page.getByLabel('Fullt navn');
  const refused = page.getByText('Feil ved sending').first();
  const deadline = Date.now() + 60_000;
  // The form resets once the lead is sent or saved; a refusal keeps it filled.
  while ((await name.inputValue()) !== '') {
    if (await refused.isVisible()) return 'refused';
    if (Date.now() > deadline) throw new Error('the form neither reset nor reported an error within 60 s');
    await page.waitForTimeout(25);
  }
  const saved = await page.getByText('Forespørsel lagret', { exact: true }).first().isVisible();
  return saved ? 'saved' : 'sent';
}

async function arrival(server: BenchServer): Promise<Arrival> {
  const db = server.gateway.ctx.db;
  const leads = await db.query<{ rows: number; leads: number; keys: number }>(
    `select count(*)::int as rows, count(distinct payload->>'fullName')::int as leads,
            count(distinct idempotency_key)::int as keys
     from public.lead_requests where payload->>'fullName' like $1`,
    [`${PREFIX} %`],
  );
  const mails = await db.query<{ mails: number; leads: number }>(
    `select count(*)::int as mails,
            count(distinct substring(text_body from '${PREFIX} [0-9]+'))::int as leads
     from _local.mail where text_body like $1`,
    [`%${PREFIX} %`],
  );
  return {
    rows: leads.rows[0]?.rows ?? 0,
    distinctLeads: leads.rows[0]?.leads ?? 0,
    distinctKeys: leads.rows[0]?.keys ?? 0,
    mails: mails.rows[0]?.mails ?? 0,
    distinctMailedLeads: mails.rows[0]?.leads ?? 0,
  };
}

async function outboxInPage(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('ordning');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').getAll();
          request.onsuccess = () => {
            const counts: Record<string, number> = {};
            for (const entry of request.result as { status: string; attempts: number }[]) {
              counts[entry.status] = (counts[entry.status] ?? 0) + 1;
              // Sent after more than one try: a failed or cut-off send was repeated with its key.
              if (entry.attempts > 1) counts.retried = (counts.retried ?? 0) + 1;
            }
            open.result.close();
            resolve(counts);
          };
        };
      }),
  );
}

async function run(): Promise<boolean> {
  const started = performance.now();
  const random = seededRandom(SEED);
  let distDir = process.env.BENCH_DIST;
  let tempDir: string | null = null;
  if (!distDir) {
    tempDir = await mkdtemp(join(tmpdir(), 'ordning-outbox-bench-'));
    distDir = join(tempDir, 'dist');
    console.log('Building the app…');
    await buildApp(distDir);
  }
  const server = await startBenchServer(distDir, new Map());
  const profile = await openProfile({ baseURL: server.origin });
  const stats: ChaosStats = {
    submitted: 0,
    sentAtOnce: 0,
    savedForLater: 0,
    refused: 0,
    networkFlips: 0,
    cutInFlight: 0,
    reloads: 0,
    tabsReopened: 0,
  };
  try {
    const { context } = profile;
    let page = await openForm(context);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    let offline = false;
    console.log(`Submitting ${String(LEADS)} leads under chaos (seed ${String(SEED)})…`);
    const chaosStarted = performance.now();
    for (let index = 0; index < LEADS; index++) {
      if (random() < 0.3) {
        offline = !offline;
        await context.setOffline(offline);
        stats.networkFlips++;
      }
      const roll = random();
      if (roll < 0.05) {
        await page.close();
        page = await openForm(context);
        stats.tabsReopened++;
      } else if (roll < 0.15) {
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'Eiendomsdrift' }).waitFor();
        stats.reloads++;
      }
      await fillPropertyForm(page, `${PREFIX} ${String(index)}`);
      let cut: Promise<void> | null = null;
      if (!offline && random() < 0.2) {
        // Cut the network while the send may be on the wire: the server may
        // have the lead while the page never hears so, the case idempotency is for.
        const after = Math.floor(random() * 40);
        cut = new Promise((resolve) => setTimeout(resolve, after)).then(async () => {
          await context.setOffline(true);
        });
        offline = true;
        stats.cutInFlight++;
        stats.networkFlips++;
      }
      const outcome = await submit(page);
      await cut;
      stats.submitted++;
      if (outcome === 'sent') stats.sentAtOnce++;
      else if (outcome === 'saved') stats.savedForLater++;
      else stats.refused++;
      if ((index + 1) % 10 === 0) console.log(`  ${String(index + 1)} submitted`);
    }
    const chaosMs = performance.now() - chaosStarted;

    // The network comes back for good: an offline → online edge, as a phone sees it.
    await context.setOffline(true);
    await context.setOffline(false);
    const drainStarted = performance.now();
    let result = await arrival(server);
    while (result.distinctLeads < LEADS && performance.now() - drainStarted < DRAIN_LIMIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      result = await arrival(server);
    }
    const drainMs = performance.now() - drainStarted;
    // Let any late duplicate (there must be none) land before counting for good.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    result = await arrival(server);
    const outbox = await outboxInPage(page);

    const ok =
      result.rows === LEADS &&
      result.distinctLeads === LEADS &&
      result.distinctKeys === LEADS &&
      result.mails === LEADS &&
      result.distinctMailedLeads === LEADS &&
      stats.refused === 0;
    const report = {
      seed: SEED,
      leads: LEADS,
      ...stats,
      rowsStored: result.rows,
      distinctLeadsStored: result.distinctLeads,
      duplicateRows: result.rows - result.distinctLeads,
      missingLeads: LEADS - result.distinctLeads,
      salesMails: result.mails,
      duplicateMails: result.mails - result.distinctMailedLeads,
      outboxLeftInPage: JSON.stringify(outbox),
      chaosSeconds: Math.round(chaosMs / 100) / 10,
      drainAfterOnlineSeconds: Math.round(drainMs / 100) / 10,
      totalSeconds: Math.round((performance.now() - started) / 100) / 10,
      pass: ok,
    };
    console.table(report);
    await mkdir(resultsDir, { recursive: true });
    await writeFile(join(resultsDir, 'outbox.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(ok ? 'PASS: every lead arrived exactly once.' : 'FAIL: see the figures above.');
    return ok;
  } finally {
    await profile.close();
    await server.close();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  }
}

const watchdog = setTimeout(() => {
  console.error('The outbox bench took too long; stopping.');
  void closeAllProfiles().finally(() => process.exit(1));
}, WATCHDOG_MS);

run()
  .then((ok) => {
    clearTimeout(watchdog);
    process.exit(ok ? 0 : 1);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await closeAllProfiles();
    process.exit(1);
  });
