import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './setup.ts';

export interface LighthousePage {
  path: string;
  /** The median run's score. */
  performance: number | null;
  performanceRuns: (number | null)[];
  accessibility: number | null;
  metrics: Record<string, string>;
  /**
   * The median run's FCP and LCP as the browser actually painted them (ms, unthrottled). The
   * simulated figures above start from these: a late observed FCP (a busy machine, the first run
   * in a fresh browser) makes Lighthouse count every script requested before it, so a simulated
   * FCP of about 2 s with an observed one near it is the run's noise, not the page's.
   */
  observedMs?: { fcp: number | null; lcp: number | null };
  /** Accessibility audits that failed (when the score is below 100). */
  failingA11y: string[];
  /** The biggest savings Lighthouse proposes (when performance is below 95). */
  opportunities: string[];
  error?: string;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

function score(lhr: Lhr, category: string): number | null {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

function failingAccessibility(lhr: Lhr): string[] {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs.flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) return [];
    const details = audit.details as { items?: unknown[] } | undefined;
    return [`${ref.id}: ${audit.title} (${details?.items?.length ?? 0} elements)`];
  });
}

/** Main-thread diagnostics worth showing next to the opportunities when they fail. */
const DIAGNOSTICS = ['bootup-time', 'mainthread-work-breakdown', 'largest-contentful-paint-element'];

function opportunities(lhr: Lhr): string[] {
  const savings = Object.values(lhr.audits)
    .map((audit) => {
      const details = audit.details as
        | {
            type?: string;
            overallSavingsMs?: number;
            overallSavingsBytes?: number;
            items?: unknown;
          }
        | undefined;
      const items: unknown = details?.items;
      const urls = (Array.isArray(items) ? (items as ({ url?: unknown } | null)[]) : [])
        .flatMap((item) => (typeof item?.url === 'string' ? [new URL(item.url, 'http://x').pathname] : []))
        .slice(0, 3);
      const ms = details?.overallSavingsMs ?? 0;
      const bytes = details?.overallSavingsBytes ?? 0;
      return { audit, urls, ms, bytes, isOpportunity: details?.type === 'opportunity' };
    })
    .filter(({ isOpportunity, ms, bytes }) => isOpportunity && (ms > 0 || bytes > 0))
    .sort((a, b) => b.ms - a.ms || b.bytes - a.bytes)
    .slice(0, 5)
    .map(({ audit, urls, ms, bytes }) => {
      const saved = [ms > 0 ? `${Math.round(ms)} ms` : '', bytes > 0 ? `${Math.round(bytes / 1024)} KiB` : '']
        .filter(Boolean)
        .join(', ');
      const where = urls.length > 0 ? ` [${urls.join(', ')}]` : '';
      return `${audit.id}: saves ${saved}${where}`;
    });
  const diagnostics = DIAGNOSTICS.flatMap((id) => {
    const audit = lhr.audits[id];
    if (!audit || (audit.score !== null && audit.score >= 0.9)) return [];
    return [`${id}: ${audit.displayValue ?? audit.title}`];
  });
  const metrics = METRICS.map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '-'}`);
  return [`metrics: ${metrics.join(', ')}`, ...savings, ...diagnostics];
}

/** Runs per page; the median one (by performance score) is reported. BENCH_LIGHTHOUSE_RUNS overrides. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);

async function auditOnce(url: string, port: number): Promise<Lhr> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  if (result.lhr.runtimeError) {
    throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
  }
  return result.lhr;
}

function observed(lhr: Lhr): { fcp: number | null; lcp: number | null } {
  const details = lhr.audits.metrics?.details as { items?: Record<string, unknown>[] } | undefined;
  const item = details?.items?.[0] ?? {};
  const ms = (key: string) => (typeof item[key] === 'number' ? Math.round(item[key]) : null);
  return { fcp: ms('observedFirstContentfulPaint'), lcp: ms('observedLargestContentfulPaint') };
}

function summarise(path: string, runs: Lhr[]): LighthousePage {
  const sorted = [...runs].sort((a, b) => (score(a, 'performance') ?? 0) - (score(b, 'performance') ?? 0));
  const lhr = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!lhr) throw new Error('no Lighthouse run');
  const page: LighthousePage = {
    path,
    performance: score(lhr, 'performance'),
    performanceRuns: runs.map((run) => score(run, 'performance')),
    accessibility: score(lhr, 'accessibility'),
    metrics: Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? '-'])),
    observedMs: observed(lhr),
    failingA11y: [],
    opportunities: [],
  };
  if ((page.accessibility ?? 0) < 100) page.failingA11y = failingAccessibility(lhr);
  if ((page.performance ?? 0) < 95) page.opportunities = opportunities(lhr);
  return page;
}

/**
 * Lighthouse 12's default run (mobile emulation, simulated throttling, storage
 * cleared first, so every run is a first visit) on each page, in one
 * Chromium. The machine is shared and its load moves the simulated figures,
 * so each page runs RUNS times and the median run is reported.
 */
export async function runLighthouse(origin: string, paths: string[]): Promise<LighthousePage[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
    logLevel: 'silent',
  });
  try {
    const pages: LighthousePage[] = [];
    for (const path of paths) {
      try {
        const runs: Lhr[] = [];
        for (let run = 0; run < RUNS; run++) runs.push(await auditOnce(`${origin}${path}`, chrome.port));
        const page = summarise(path, runs);
        console.log(
          `  Lighthouse ${path}: performance ${page.performance ?? '-'} (runs ${page.performanceRuns.join(', ')}), accessibility ${page.accessibility ?? '-'}; ` +
            `median run FCP ${page.metrics['first-contentful-paint'] ?? '-'}, LCP ${page.metrics['largest-contentful-paint'] ?? '-'}, TBT ${page.metrics['total-blocking-time'] ?? '-'} ` +
            `(observed FCP ${page.observedMs?.fcp ?? '-'} ms, LCP ${page.observedMs?.lcp ?? '-'} ms)`,
        );
        pages.push(page);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.log(`  Lighthouse ${path} failed: ${message}`);
        pages.push({
          path,
          performance: null,
          performanceRuns: [],
          accessibility: null,
          metrics: {},
          failingA11y: [],
          opportunities: [],
          error: message,
        });
      }
    }
    return pages;
  } finally {
    chrome.kill();
  }
}
