// The engine bench page (bundled by build.ts, served at /__bench/engine.html):
// the app's real sync engine, REST catalogue source and search, with no UI around
// them, so their own cost is measured apart from rendering.
import { readCachedOffers } from '../../src/offline/catalogue.ts';
import { filterOffers } from '../../src/offline/search.ts';
import { syncCatalogue } from '../../src/offline/sync-engine.ts';
import { createRestCatalogueSource } from '../../src/offline/rest-catalogue-source.ts';
import { keystrokePrefixes } from './keystrokes.ts';

/** Runs of the whole keystroke sequence; the first is cold (no JIT warm-up), on purpose. */
const FILTER_RUNS = 5;

export interface EngineResult {
  sync: { ms: number; offersWritten: number; full: boolean };
  /** The sync's REST requests (resource timing): count, bytes, summed server wait and download. */
  traffic: { requests: number; transferBytes: number; serverWaitMs: number; downloadMs: number };
  longTasks: { startMs: number; durationMs: number }[];
  cachedOffers: number;
  filter: { query: string; ms: number; matches: number }[];
  error?: string;
}

const longTasks: EngineResult['longTasks'] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    longTasks.push({ startMs: entry.startTime, durationMs: entry.duration });
}).observe({ type: 'longtask' });

async function run(): Promise<EngineResult> {
  const key = new URLSearchParams(window.location.search).get('key') ?? '';
  const source = createRestCatalogueSource({ supabaseUrl: window.location.origin, anonKey: key });
  const syncStarted = performance.now();
  const result = await syncCatalogue(source);
  const syncMs = performance.now() - syncStarted;
  const syncLongTasks = [...longTasks];
  const requests = performance
    .getEntriesByType('resource')
    .filter((entry): entry is PerformanceResourceTiming => entry.name.includes('/rest/v1/'))
    .filter((entry) => entry.startTime >= syncStarted);
  const traffic = {
    requests: requests.length,
    transferBytes: requests.reduce((sum, entry) => sum + entry.transferSize, 0),
    serverWaitMs: requests.reduce((sum, entry) => sum + entry.responseStart - entry.requestStart, 0),
    downloadMs: requests.reduce((sum, entry) => sum + entry.responseEnd - entry.responseStart, 0),
  };

  const offers = await readCachedOffers();
  const filter: EngineResult['filter'] = [];
  for (let run = 0; run < FILTER_RUNS; run++) {
    for (const query of keystrokePrefixes()) {
      const started = performance.now();
      const matches = filterOffers(offers, { audience: 'both', categoryId: null, query }).length;
      filter.push({ query, ms: performance.now() - started, matches });
    }
  }
  return {
    sync: { ms: syncMs, offersWritten: result.offersWritten, full: result.full },
    traffic,
    longTasks: syncLongTasks,
    cachedOffers: offers.length,
    filter,
  };
}

const target = window as unknown as { __benchEngine?: EngineResult };
run().then(
  (result) => {
    target.__benchEngine = result;
  },
  (error: unknown) => {
    target.__benchEngine = {
      sync: { ms: NaN, offersWritten: 0, full: false },
      traffic: { requests: 0, transferBytes: 0, serverWaitMs: 0, downloadMs: 0 },
      longTasks,
      cachedOffers: 0,
      filter: [],
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  },
);
