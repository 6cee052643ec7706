import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type BrowserContextOptions, chromium } from '@playwright/test';
import playwrightConfig from '../../playwright.config.ts';
import { projectRoot } from '../../supabase/local/paths.ts';

export { projectRoot };
export const benchDir = join(projectRoot, 'bench');
export const resultsDir = join(benchDir, 'results');
export const probesScript = join(benchDir, 'app', 'page-probes.js');

/** The browser the e2e tests use: Debian's Chromium with playwright.config.ts's flags. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs: string[] = playwrightConfig.use?.launchOptions?.args ?? [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
];

const openProfiles = new Set<() => Promise<void>>();

/**
 * Chromium with a fresh on-disk profile, like a phone's browser. Not an
 * incognito context: there IndexedDB lives in memory, and writing 10,000
 * offers into it is several times slower than on disk, which no user sees.
 */
export async function openProfile(
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'ordning-bench-profile-'));
  try {
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: chromiumPath,
      args: chromiumArgs,
      ...options,
    });
    const close = async () => {
      openProfiles.delete(close);
      await context.close().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    };
    openProfiles.add(close);
    return { context, close };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Closes every profile still open (after a failure or on the watchdog). */
export async function closeAllProfiles(): Promise<void> {
  await Promise.all([...openProfiles].map((close) => close()));
}

/** A phone: the offline repeat visit is the employee at the till. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** Milliseconds; every wait in the benchmark is bounded by one of these. */
export const LIMITS = {
  firstPaint: 30_000,
  sync: 90_000,
  serviceWorker: 30_000,
  keystroke: 5_000,
} as const;

/** What the probes in page-probes.js record (see that file). */
export interface Probe {
  /** The first offer card's heading painted (Element Timing's render time). */
  cardPaintMs: number | null;
  /** The task after that card's frame: the earlier, later-reading figure (context). */
  cardFrameDoneMs: number | null;
  lcp: { ms: number; element: string | null; url: string | null } | null;
  longTasks: { startMs: number; durationMs: number }[];
  restFetches: { url: string; ms: number }[];
  syncDoneMs: number[];
  keystrokes: { inputMs: number; firstPaintMs: number | null; settledPaintMs: number | null }[];
  slowEvents: { name: string; startMs: number; durationMs: number }[];
}

/** One measured figure and its goal, as printed in the summary table. */
export interface Figure {
  id: string;
  label: string;
  value: number | null;
  unit: string;
  /** Human-readable goal, e.g. '<= 160'; null for figures shown for context only. */
  goal: string | null;
  pass: boolean | null;
}

export function figure(
  id: string,
  label: string,
  value: number | null,
  unit: string,
  goal: { text: string; ok: (value: number) => boolean } | null,
): Figure {
  return {
    id,
    label,
    value,
    unit,
    goal: goal?.text ?? null,
    pass: goal === null || value === null ? null : goal.ok(value),
  };
}

export function percentile(values: readonly number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? null;
}

export function round(value: number | null, digits = 1): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
