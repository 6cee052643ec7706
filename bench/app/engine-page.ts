// The engine bench page (bundled by build.ts, served at /__bench/engine.html):
// the app's real sync engine, REST catalogue source and search, with no UI around
// them, so their own cost is measured apart from rendering.
import { readCachedOffers } from '../../src/offline/catalogue/catalogue.ts';
import { filterOffers } from '../../src/offline/catalogue/search.ts';
import { syncCatalogue } from '../../src/offline/catalogue/sync-engine.ts';
import { createRestCatalogueSource } from '../../src/offline/catalogue/rest-catalogue-source.ts';
import { keystrokePrefixes } from './keystrokes.ts';

/** Runs of the whole keystroke sequence; the first is cold (no JIT warm-up), on purpose. */
const FILTER_RUNS = 5;

export interface EngineResult {
  sync: { ms: number; offersWritten: number; full: boolean };
  /** The sync's REST requests (resource timing): count, bytes, summed server wait and download. */
  traffic: { requests: number; transferBytes: number; serverWaitMs: number; downloadMs: number };
  longTasks: { startMs: number; durationMs: number }[];
  /**
   * After the sync, holding the whole catalogue as read back: the page's JS
   * heap after a garbage collection (engine-bench.ts, over CDP) and what the
   * origin stores (navigator.storage.estimate: IndexedDB mostly).
   */
  memory: { jsHeapBytes: number | null; storageBytes: number | null; indexedDbBytes: number | null };
  cachedOffers: number;
  filter: { query: string; ms: number; matches: number }[];
  error?: string;
}

const longTasks: EngineResult['longTasks'] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    longTasks.push({ startMs: entry.startTime, durationMs: entry.duration });
}).observe({ type: 'longtask' });

interface StorageEstimate {
  usage?: number;
  usageDetails?: { indexedDB?: number };
}

/** What the origin stores; the heap is read by engine-bench.ts over CDP, after a garbage collection. */
async function measureStorage(): Promise<EngineResult['memory']> {
  const estimate: StorageEstimate = await navigator.storage.estimate();
  return {
    jsHeapBytes: null,
    storageBytes: estimate.usage ?? null,
    indexedDbBytes: estimate.usageDetails?.indexedDB ?? null,
  };
}

/** The catalogue as the app holds it after a full read, kept alive for the heap figure. */
const target = window as unknown as { __benchEngine?: EngineResult; __benchCatalogue?: unknown };

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
  target.__benchCatalogue = offers;
  const memory = await measureStorage();
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
    memory,
    cachedOffers: offers.length,
    filter,
  };
}

run().then(
  (result) => {
    target.__benchEngine = result;
  },
  (error: unknown) => {
    target.__benchEngine = {
      sync: { ms: NaN, offersWritten: 0, full: false },
      traffic: { requests: 0, transferBytes: 0, serverWaitMs: 0, downloadMs: 0 },
      longTasks,
      memory: { jsHeapBytes: null, storageBytes: null, indexedDbBytes: null },
      cachedOffers: 0,
      filter: [],
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  },
);
