import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { LIMITS, type Probe } from './setup.ts';

/** A script the page fetched, with resource-timing times (ms since its navigation started). */
export interface ScriptResource {
  path: string;
  startMs: number;
  endMs: number;
  /** Answered by the service worker. */
  fromServiceWorker: boolean;
}

/** A new tab with a CDP session attached before it navigates (throttling must precede the load). */
export async function openPage(
  context: BrowserContext,
  options: { cpuSlowdown?: number } = {},
): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (options.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
  return { page, cdp };
}

export function readProbe(page: Page): Promise<Probe> {
  // Through JSON: the probe also holds a function, which cannot be sent back.
  return page.evaluate('JSON.parse(JSON.stringify(window.__benchProbe))');
}

/**
 * Polls `expression` in the page through the CDP session until it is truthy, and returns its
 * value. Playwright's own waits (waitForFunction, locators) first put Playwright's script into
 * the page, and traced at 4x CPU that was a task of about 120 ms in the middle of the document's
 * parse, before the first paint it was waiting for. This sends only the expression; a page
 * between documents (no context yet) is asked again at the next poll.
 */
export async function pollPage<T>(
  cdp: CDPSession,
  expression: string,
  { timeout, polling }: { timeout: number; polling: number },
): Promise<T> {
  const until = performance.now() + timeout;
  let lastError = '';
  while (performance.now() < until) {
    try {
      const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
        expression,
        returnByValue: true,
      });
      if (exceptionDetails) lastError = exceptionDetails.exception?.description ?? exceptionDetails.text;
      else if (result.value) return result.value as T;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, polling));
  }
  throw new Error(`Timeout ${timeout} ms waiting for ${expression}${lastError ? ` (${lastError})` : ''}`);
}

/** Milliseconds from navigation start to the paint that first showed an offer card. */
export function waitForCardPaint(cdp: CDPSession): Promise<number> {
  return pollPage<number>(cdp, 'window.__benchProbe && window.__benchProbe.cardPaintMs', {
    timeout: LIMITS.firstPaint,
    polling: 50,
  });
}

/** Resolves once the sync has recorded `count` completions in Dexie's meta store. */
export async function waitForSyncs(page: Page, count: number, timeout: number = LIMITS.sync): Promise<void> {
  await page.waitForFunction(`window.__benchProbe.syncDoneMs.length >= ${count}`, undefined, {
    timeout,
    polling: 100,
  });
}

export function scriptResources(page: Page): Promise<ScriptResource[]> {
  return page.evaluate(`performance.getEntriesByType('resource')
    .filter((entry) => /\\.m?js$/.test(new URL(entry.name).pathname))
    .map((entry) => ({
      path: new URL(entry.name).pathname,
      startMs: entry.startTime,
      endMs: entry.responseEnd,
      fromServiceWorker: entry.workerStart > 0,
    }))`);
}

/** The service worker controls the page (so its precache is complete and it answers offline). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(
    'navigator.serviceWorker && navigator.serviceWorker.controller !== null',
    undefined,
    {
      timeout: LIMITS.serviceWorker,
      polling: 200,
    },
  );
}

/** The backend's share of a sync: its REST requests' timings (resource timing, ms). */
export interface RestTraffic {
  requests: number;
  transferBytes: number;
  /** Summed request-to-first-byte times: the server's work, plus the loopback. */
  serverWaitMs: number;
  /** Summed first-to-last-byte times. */
  downloadMs: number;
}

/** Resource-timing totals of the page's /rest/v1/ requests that started in [fromMs, toMs]. */
export function restTraffic(page: Page, fromMs: number, toMs: number): Promise<RestTraffic> {
  return page.evaluate(`(() => {
    const entries = performance.getEntriesByType('resource').filter(
      (entry) => entry.name.includes('/rest/v1/') && entry.startTime >= ${fromMs} - 1 && entry.startTime <= ${toMs},
    );
    return {
      requests: entries.length,
      transferBytes: entries.reduce((sum, entry) => sum + entry.transferSize, 0),
      serverWaitMs: entries.reduce((sum, entry) => sum + (entry.responseStart - entry.requestStart), 0),
      downloadMs: entries.reduce((sum, entry) => sum + (entry.responseEnd - entry.responseStart), 0),
    };
  })()`);
}
