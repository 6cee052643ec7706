import type { Page } from '@playwright/test';
import { SEARCH_INDEX_READY_MARK } from '../../src/features/offers/offer-search-index.ts';
import type { Gateway } from '../../supabase/local/gateway.ts';
import { SEARCH_TEXT } from './keystrokes.ts';
import { NetworkLog, type TransferTotals } from './network-log.ts';
import { type RestTraffic, openPage, readProbe, restTraffic, waitForSyncs } from './probed-page.ts';
import { changeOneOffer } from './seed-offers.ts';
import { LIMITS, type Probe, openProfile, probesScript } from './setup.ts';

/** The sync's own requests: categories, offers and tombstones, or a delta's all three in one RPC. */
const isSyncRequest = (url: string) =>
  /\/rest\/v1\/(categories|offers|offer_tombstones|rpc\/(catalogue_changes|latest_catalogue_revision))\b/.test(
    url,
  );
/** No long task for this long: the page has finished reading and rendering the catalogue. */
const IDLE_MS = 1000;
const IDLE_LIMIT_MS = 30_000;

export interface AppSync {
  /** From the sync's first request to its completion record in IndexedDB. */
  syncMs: number;
  /** From navigation start to the same moment (page load included). */
  navigationToDoneMs: number;
  longestTaskMs: number;
  tasksOver50: number;
  tasksOver100: number;
  topTasksMs: number[];
  traffic: RestTraffic;
}

export interface AppCatalogueResults {
  firstSync: AppSync;
  /** From the first sync's completion to the search index in step with it (typing is ranked from then). */
  searchIndexMs: number;
  delta: TransferTotals & { syncMs: number };
  typing: {
    query: string;
    inputToSettledPaintMs: number[];
    inputToNextPaintMs: number[];
    slowestEventMs: number;
  };
}

function tasksBetween(probe: Probe, from: number, to: number): number[] {
  return probe.longTasks
    .filter((task) => task.startMs + task.durationMs >= from && task.startMs <= to)
    .map((task) => task.durationMs)
    .sort((a, b) => b - a);
}

async function waitForIdle(page: Page): Promise<void> {
  await page.waitForFunction(
    `(() => {
      const tasks = window.__benchProbe.longTasks;
      const last = tasks.length ? tasks[tasks.length - 1] : null;
      return performance.now() - (last ? last.startMs + last.durationMs : 0) >= ${IDLE_MS};
    })()`,
    undefined,
    { timeout: IDLE_LIMIT_MS, polling: 100 },
  );
}

async function measureFirstSync(page: Page): Promise<AppSync> {
  await page.goto('/offers', { waitUntil: 'commit' });
  await waitForSyncs(page, 1);
  const probe = await readProbe(page);
  const start = probe.restFetches.find((fetch) => isSyncRequest(fetch.url))?.ms;
  const done = probe.syncDoneMs[0];
  if (start === undefined || done === undefined) throw new Error('the first sync was not observed');
  const tasks = tasksBetween(probe, start, done);
  return {
    syncMs: done - start,
    navigationToDoneMs: done,
    longestTaskMs: tasks[0] ?? 0,
    tasksOver50: tasks.length,
    tasksOver100: tasks.filter((ms) => ms > 100).length,
    topTasksMs: tasks.slice(0, 5),
    traffic: await restTraffic(page, start, done),
  };
}

/** The app's own trigger: coming back online syncs at once (sync-triggers.ts). */
async function measureDelta(page: Page, network: NetworkLog, gateway: Gateway, changeId: string) {
  network.clear();
  const before = (await readProbe(page)).syncDoneMs.length;
  await changeOneOffer(gateway, changeId);
  const started = await page.evaluate<number>(
    "(() => { const t = performance.now(); window.dispatchEvent(new Event('online')); return t; })()",
  );
  await waitForSyncs(page, before + 1);
  await network.settled(isSyncRequest, 5000);
  const done = (await readProbe(page)).syncDoneMs[before] ?? NaN;
  return { ...network.totals(isSyncRequest), syncMs: done - started };
}

/** The first time the search index was in step after `afterMs` (page time), waiting for it if need be. */
async function searchIndexReadyAfter(page: Page, afterMs: number): Promise<number> {
  const handle = await page.waitForFunction(
    ([name, after]) =>
      performance.getEntriesByName(name as string, 'mark').find((mark) => mark.startTime >= (after as number))
        ?.startTime,
    [SEARCH_INDEX_READY_MARK, afterMs],
    { timeout: LIMITS.sync, polling: 100 },
  );
  return (await handle.jsonValue()) as number;
}

async function measureTyping(page: Page): Promise<AppCatalogueResults['typing']> {
  const box = page.locator('main input[type="search"]').first();
  await box.click({ timeout: LIMITS.keystroke });
  for (const character of SEARCH_TEXT) {
    await page.keyboard.type(character);
    await page.waitForFunction('window.__benchProbe.quietFor(150)', undefined, {
      timeout: LIMITS.keystroke,
      polling: 50,
    });
  }
  const probe = await readProbe(page);
  const keys = probe.keystrokes.slice(-SEARCH_TEXT.length);
  const firstKey = keys[0]?.inputMs ?? 0;
  return {
    query: SEARCH_TEXT,
    inputToSettledPaintMs: keys.map((key) => (key.settledPaintMs ?? NaN) - key.inputMs),
    inputToNextPaintMs: keys.map((key) => (key.firstPaintMs ?? NaN) - key.inputMs),
    slowestEventMs: Math.max(
      0,
      ...probe.slowEvents.filter((event) => event.startMs >= firstKey - 1).map((event) => event.durationMs),
    ),
  };
}

/**
 * The real /offers page against the 10,000-offer backend, in a fresh profile:
 * the first sync as the app runs it (rendering the list meanwhile), then a
 * delta after one offer changes, then typing in the search box.
 */
export async function measureAppCatalogue(
  origin: string,
  gateway: Gateway,
  changeId: string,
): Promise<AppCatalogueResults> {
  const { context, close } = await openProfile({ baseURL: origin, viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript({ path: probesScript });
    const { page, cdp } = await openPage(context);
    const network = await NetworkLog.attach(cdp);
    const firstSync = await measureFirstSync(page);
    console.log(
      `  app first sync: ${firstSync.syncMs.toFixed(0)} ms, longest task ${firstSync.longestTaskMs.toFixed(0)} ms; ` +
        `server wait ${firstSync.traffic.serverWaitMs.toFixed(0)} ms over ${firstSync.traffic.requests} requests`,
    );
    const searchIndexMs =
      (await searchIndexReadyAfter(page, firstSync.navigationToDoneMs)) - firstSync.navigationToDoneMs;
    console.log(`  search index in step ${searchIndexMs.toFixed(0)} ms after the first sync`);
    await waitForIdle(page);
    const delta = await measureDelta(page, network, gateway, changeId);
    console.log(`  app delta sync: ${delta.receivedBytes} bytes received in ${delta.requests} requests`);
    // Typing as it is once the index has the delta too: ranked, the steady state.
    await searchIndexReadyAfter(page, (await readProbe(page)).syncDoneMs.at(-1) ?? 0);
    await network.detach();
    await waitForIdle(page);
    const typing = await measureTyping(page);
    return { firstSync, searchIndexMs, delta, typing };
  } finally {
    await close();
  }
}
