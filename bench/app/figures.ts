import type { AppCatalogueResults } from './app-catalogue.ts';
import type { EngineResult } from './engine-page.ts';
import { type LazyChunks, chunkLabel, kB } from './js-size.ts';
import type { LighthousePage } from './lighthouse.ts';
import { type Figure, figure, percentile, round } from './setup.ts';
import { CATALOGUE_SIZE } from './seed-offers.ts';
import type { TillJourneyResults } from './till-journey.ts';
import type { VisitResults } from './visits.ts';

export interface AppBenchResults {
  visits?: VisitResults;
  lighthouse?: LighthousePage[];
  engine?: EngineResult;
  app?: AppCatalogueResults;
  lazy?: LazyChunks | null;
  till?: TillJourneyResults;
}

const atMost = (limit: number) => ({ text: `<= ${limit}`, ok: (value: number) => value <= limit });
const below = (limit: number) => ({ text: `< ${limit}`, ok: (value: number) => value < limit });
const atLeast = (limit: number) => ({ text: `>= ${limit}`, ok: (value: number) => value >= limit });

function jsFigures(visits: VisitResults | undefined): Figure[] {
  return [
    figure(
      'js-before-first-paint',
      'JS loaded before offers list first paints (repeat visit)',
      visits ? kB(visits.warmBeforePaint.gzipBytes) : null,
      'kB gzip',
      atMost(120),
    ),
    figure(
      'js-critical-path',
      '  of which the static critical path (entry + /offers route chunks)',
      visits?.criticalPath ? kB(visits.criticalPath.gzipBytes) : null,
      'kB gzip',
      null,
    ),
    figure(
      'js-before-first-paint-cold',
      'JS before offers first paint, first visit (waits for the first sync)',
      visits ? kB(visits.coldBeforePaint.gzipBytes) : null,
      'kB gzip',
      null,
    ),
    figure(
      'js-total',
      'All JS loaded by /offers (first visit, settled)',
      visits ? kB(visits.allLoaded.gzipBytes) : null,
      'kB gzip',
      null,
    ),
  ];
}

function lazyFigures(lazy: LazyChunks | null | undefined): Figure[] {
  return [
    figure(
      'js-lazy-largest',
      `Largest lazy chunk (editor excepted)${lazy?.largest ? `: ${chunkLabel(lazy.largest.path)}` : ''}`,
      lazy?.largest ? kB(lazy.largest.gzipBytes) : null,
      'kB gzip',
      atMost(60),
    ),
    figure(
      'js-editor',
      'Rich-text editor chunks (Quill, loaded when an editor opens)',
      lazy ? kB(lazy.editor.gzipBytes) : null,
      'kB gzip',
      null,
    ),
  ];
}

function lighthouseFigures(pages: LighthousePage[] | undefined, paths: string[]): Figure[] {
  return paths.flatMap((path, index) => {
    const page = pages?.[index];
    const name = index === 2 ? '/offer/{id}' : path;
    // Issue 15: 100 on the catalogue pages, >= 98 on the others measured (login, become-partner).
    const goal = index < 3 ? 100 : 98;
    return [
      figure(
        `lh-performance-${index}`,
        `Lighthouse mobile performance ${name} (median run)`,
        page?.performance ?? null,
        '',
        atLeast(goal),
      ),
      figure(
        `lh-accessibility-${index}`,
        `Lighthouse accessibility ${name}`,
        page?.accessibility ?? null,
        '',
        atLeast(100),
      ),
    ];
  });
}

function offlineFigures(visits: VisitResults | undefined): Figure[] {
  const paints = visits?.offline.map((visit) => visit.cardPaintMs) ?? [];
  const lcps = visits?.offline.flatMap((visit) => (visit.lcpMs === null ? [] : [visit.lcpMs])) ?? [];
  return [
    figure(
      'offline-repeat-paint',
      `Offline repeat visit, 4x CPU: navigation to the first offer card painted (median of ${paints.length})`,
      round(percentile(paints, 0.5), 0),
      'ms',
      atMost(500),
    ),
    figure(
      'offline-repeat-lcp',
      'Offline repeat visit, 4x CPU: LCP (median)',
      round(percentile(lcps, 0.5), 0),
      'ms',
      null,
    ),
  ];
}

function tillFigures(till: TillJourneyResults | undefined): Figure[] {
  const median = (pick: (journey: TillJourneyResults['journeys'][number]) => number) =>
    round(percentile(till?.journeys.map(pick) ?? [], 0.5), 0);
  const runs = till?.journeys.length ?? 0;
  return [
    figure(
      'till-total',
      `Till journey offline, 4x CPU: open + results + tap to code, typing excluded (median of ${runs})`,
      median((journey) => journey.totalMs),
      'ms',
      atMost(1000),
    ),
    figure(
      'till-open',
      '  open /offers: offers painted and the search ready, whichever is later',
      median((j) => j.openMs),
      'ms',
      null,
    ),
    figure(
      'till-open-cards',
      '    navigation to offers painted',
      median((j) => j.cardsMs),
      'ms',
      null,
    ),
    figure(
      'till-open-search',
      "    navigation to the app's search box in the page",
      median((j) => j.searchReadyMs),
      'ms',
      null,
    ),
    figure(
      'till-results',
      `  '${till?.query ?? ''}': last keystroke to results painted`,
      median((journey) => journey.resultsMs),
      'ms',
      null,
    ),
    figure(
      'till-tap-to-code',
      '  tap on the first result to its code painted',
      median((journey) => journey.tapToCodeMs),
      'ms',
      atMost(300),
    ),
  ];
}

/** '10,000': the catalogue the sync and search figures ran on (BENCH_OFFERS). */
const offersCount = CATALOGUE_SIZE.toLocaleString('en-US');

function syncFigures(engine: EngineResult | undefined, app: AppCatalogueResults | undefined): Figure[] {
  const engineLongest = engine ? Math.max(0, ...engine.longTasks.map((task) => task.durationMs)) : null;
  return [
    figure(
      'sync-first-app',
      `First sync of ${offersCount} offers in /offers (app, rendering too)`,
      round(app?.firstSync.syncMs ?? null, 0),
      'ms',
      atMost(1000),
    ),
    figure(
      'sync-first-app-longest-task',
      'Longest task during that sync (app)',
      round(app?.firstSync.longestTaskMs ?? null, 0),
      'ms',
      atMost(50),
    ),
    figure(
      'search-index-ready',
      'Search index in step after that sync (typing ranked from then)',
      round(app?.searchIndexMs ?? null, 0),
      'ms',
      null,
    ),
    figure(
      'sync-first-engine',
      `First sync of ${offersCount} offers, engine alone (bench page)`,
      round(engine?.sync.ms ?? null, 0),
      'ms',
      atMost(1000),
    ),
    figure(
      'sync-first-engine-longest-task',
      'Longest task during that sync (engine alone)',
      round(engineLongest, 0),
      'ms',
      atMost(50),
    ),
    figure(
      'sync-first-bytes',
      'First sync: bytes received',
      engine ? round(engine.traffic.transferBytes / 1e6, 2) : null,
      'MB',
      atMost(2),
    ),
    figure(
      'sync-first-engine-client',
      'First sync, engine alone: time outside network waits (parse + IndexedDB)',
      engine ? round(engine.sync.ms - engine.traffic.serverWaitMs - engine.traffic.downloadMs, 0) : null,
      'ms',
      null,
    ),
    figure(
      'sync-first-server-wait',
      'First sync: summed server wait (request to first byte)',
      round(engine?.traffic.serverWaitMs ?? null, 0),
      'ms',
      null,
    ),
    figure(
      'sync-delta-received',
      'Delta sync after one change: bytes received',
      app?.delta.receivedBytes ?? null,
      'bytes',
      atMost(3000),
    ),
    figure(
      'sync-delta-sent',
      'Delta sync after one change: request bytes sent (headers)',
      app?.delta.sentBytes ?? null,
      'bytes',
      null,
    ),
  ];
}

function searchFigures(engine: EngineResult | undefined, app: AppCatalogueResults | undefined): Figure[] {
  const filterMs = engine?.filter.map((sample) => sample.ms) ?? [];
  const settled = app?.typing.inputToSettledPaintMs.filter(Number.isFinite) ?? [];
  const next = app?.typing.inputToNextPaintMs.filter(Number.isFinite) ?? [];
  return [
    figure(
      'filter-p50',
      `filterOffers over ${offersCount} cached offers per keystroke, p50`,
      round(percentile(filterMs, 0.5), 2),
      'ms',
      below(16),
    ),
    figure(
      'filter-p95',
      'filterOffers per keystroke, p95',
      round(percentile(filterMs, 0.95), 2),
      'ms',
      below(16),
    ),
    figure(
      'filter-max',
      'filterOffers per keystroke, max (first run is cold)',
      round(percentile(filterMs, 1), 2),
      'ms',
      below(16),
    ),
    figure(
      'typing-results-p50',
      '/offers keystroke to filtered results painted, p50',
      round(percentile(settled, 0.5), 0),
      'ms',
      below(16),
    ),
    figure(
      'typing-results-p95',
      '/offers keystroke to filtered results painted, p95',
      round(percentile(settled, 0.95), 0),
      'ms',
      below(16),
    ),
    figure(
      'typing-next-paint-p95',
      '/offers keystroke to next paint (input echo), p95',
      round(percentile(next, 0.95), 0),
      'ms',
      null,
    ),
  ];
}

export function appFigures(results: AppBenchResults, lighthousePaths: string[]): Figure[] {
  return [
    ...jsFigures(results.visits),
    ...lazyFigures(results.lazy),
    ...lighthouseFigures(results.lighthouse, lighthousePaths),
    ...offlineFigures(results.visits),
    ...tillFigures(results.till),
    ...syncFigures(results.engine, results.app),
    ...searchFigures(results.engine, results.app),
  ];
}

export function formatTable(figures: readonly Figure[]): string {
  const rows = figures.map((item) => [
    item.label,
    item.value === null ? 'n/a' : `${item.value}${item.unit ? ` ${item.unit}` : ''}`,
    item.goal ? `${item.goal}${item.unit ? ` ${item.unit}` : ''}` : '(context)',
    item.pass === null
      ? item.value === null && item.goal
        ? 'NOT MEASURED'
        : ''
      : item.pass
        ? 'ok'
        : 'MISSED',
  ]);
  const header = ['Figure', 'Value', 'Goal', 'Result'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
