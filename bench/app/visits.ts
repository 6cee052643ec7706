import type { BrowserContext, Page } from '@playwright/test';
import { type JsSizer, type JsTotal, criticalPath, kB } from './js-size.ts';
import {
  openPage,
  readProbe,
  scriptResources,
  waitForCardPaint,
  waitForServiceWorkerControl,
  waitForSyncs,
} from './probed-page.ts';
import { PHONE, openProfile, probesScript } from './setup.ts';

const OFFLINE_VISITS = 3;
const CPU_SLOWDOWN = 4;
/** After the first card, time for the largest image or text to be reported as LCP. */
const LCP_SETTLE_MS = 1500;

/**
 * Where an offline visit's time went before the cards (ms since navigation start): the service
 * worker answered the document (it was stopped, so this includes its start), the placeholder
 * shell painted, and DOMContentLoaded, which waits for the entry module to have been evaluated.
 */
interface NavigationBreakdown {
  documentMs: number | null;
  shellPaintMs: number | null;
  entryEvaluatedMs: number | null;
}

export interface OfflineVisit extends NavigationBreakdown {
  cardPaintMs: number;
  lcpMs: number | null;
  lcpElement: string | null;
  controlled: boolean;
  longestTaskMs: number;
}

function navigationBreakdown(page: Page): Promise<NavigationBreakdown> {
  return page.evaluate(`(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const paint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint');
    const ms = (value) => (typeof value === 'number' && value > 0 ? Math.round(value) : null);
    return {
      documentMs: ms(nav && nav.responseEnd),
      shellPaintMs: ms(paint && paint.startTime),
      entryEvaluatedMs: ms(nav && nav.domContentLoadedEventStart),
    };
  })()`);
}

export interface VisitResults {
  /** First visit, empty cache: the cards wait for the first sync (fetch, Dexie and the engine). */
  coldBeforePaint: JsTotal & { cardPaintMs: number };
  /** Repeat visit online, catalogue in IndexedDB: the app's critical path. */
  warmBeforePaint: JsTotal & { cardPaintMs: number; controlled: boolean };
  /** Of the warm visit's scripts, what the paint strictly depends on (see criticalPath); null without a manifest. */
  criticalPath: JsTotal | null;
  /** Everything the first visit loaded once settled (sync done, service worker installed). */
  allLoaded: JsTotal;
  offline: OfflineVisit[];
}

/**
 * One phone-sized browser profile (on disk): a cold first visit to /offers, a warm
 * repeat visit, then repeat visits offline at 4x CPU slowdown with the
 * service worker stopped between them (as after the phone idled), each in a
 * new tab like opening the installed app again.
 */
export async function measureVisits(origin: string, sizer: JsSizer): Promise<VisitResults> {
  const { context, close } = await openProfile({ ...PHONE, baseURL: origin });
  try {
    await context.addInitScript({ path: probesScript });
    const cold = await openPage(context);
    await cold.page.goto('/offers', { waitUntil: 'commit' });
    const coldPaint = await waitForCardPaint(cold.cdp);
    const coldScripts = await scriptResources(cold.page);
    await waitForSyncs(cold.page, 1);
    await waitForServiceWorkerControl(cold.page);
    await cold.page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const allScripts = await scriptResources(cold.page);

    const warm = await openPage(context);
    await warm.page.goto('/offers', { waitUntil: 'commit' });
    const warmPaint = await waitForCardPaint(warm.cdp);
    const warmScripts = await scriptResources(warm.page);
    const warmControlled = await warm.page.evaluate('navigator.serviceWorker.controller !== null');
    await warm.page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await cold.page.close();
    await warm.page.close();

    const results: VisitResults = {
      coldBeforePaint: {
        ...sizer.total(coldScripts.filter((script) => script.endMs <= coldPaint)),
        cardPaintMs: coldPaint,
      },
      warmBeforePaint: {
        ...sizer.total(warmScripts.filter((script) => script.endMs <= warmPaint)),
        cardPaintMs: warmPaint,
        controlled: warmControlled === true,
      },
      criticalPath: criticalPath(
        sizer,
        warmScripts.filter((script) => script.endMs <= warmPaint),
      ),
      allLoaded: sizer.total(allScripts),
      offline: await offlineVisits(context),
    };
    console.log(
      `  JS before first card: warm ${kB(results.warmBeforePaint.gzipBytes)} kB (critical path ${results.criticalPath ? kB(results.criticalPath.gzipBytes) : '-'} kB), cold ${kB(results.coldBeforePaint.gzipBytes)} kB; all ${kB(results.allLoaded.gzipBytes)} kB (gzip -9)`,
    );
    return results;
  } finally {
    await close();
  }
}

async function offlineVisits(context: BrowserContext): Promise<OfflineVisit[]> {
  await context.setOffline(true);
  const visits: OfflineVisit[] = [];
  for (let visit = 0; visit < OFFLINE_VISITS; visit++) {
    const { page, cdp } = await openPage(context, { cpuSlowdown: CPU_SLOWDOWN });
    try {
      // A worker the phone stopped must start again to answer the navigation; include that cost.
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
      await page.goto('/offers', { waitUntil: 'commit' });
      const cardPaintMs = await waitForCardPaint(cdp);
      await page.waitForTimeout(LCP_SETTLE_MS);
      const probe = await readProbe(page);
      const breakdown = await navigationBreakdown(page);
      const controlled = await page.evaluate('navigator.serviceWorker.controller !== null');
      visits.push({
        cardPaintMs,
        lcpMs: probe.lcp?.ms ?? null,
        lcpElement: probe.lcp?.element ?? null,
        controlled: controlled === true,
        longestTaskMs: Math.max(0, ...probe.longTasks.map((task) => task.durationMs)),
        ...breakdown,
      });
      console.log(
        `  offline repeat visit ${visit + 1}: offers painted at ${cardPaintMs.toFixed(0)} ms, LCP ${probe.lcp?.ms.toFixed(0) ?? '-'} ms (${probe.lcp?.element ?? '-'}); ` +
          `document from the worker ${breakdown.documentMs ?? '-'} ms, shell painted ${breakdown.shellPaintMs ?? '-'} ms, entry evaluated ${breakdown.entryEvaluatedMs ?? '-'} ms`,
      );
    } finally {
      await page.close();
    }
  }
  return visits;
}
