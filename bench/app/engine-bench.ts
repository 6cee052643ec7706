import type { EngineResult } from './engine-page.ts';
import { LIMITS, openProfile } from './setup.ts';

/**
 * The engine bench page in a fresh profile: the first sync of the whole
 * catalogue with the real engine and REST source but no UI, the heap and
 * IndexedDB size after it, then filterOffers over the cached offers for every
 * keystroke.
 */
export async function measureEngine(origin: string, anonKey: string): Promise<EngineResult> {
  const { context, close } = await openProfile({ baseURL: origin });
  try {
    const page = await context.newPage();
    await page.goto(`/__bench/engine.html?key=${encodeURIComponent(anonKey)}`);
    await page.waitForFunction('window.__benchEngine !== undefined', undefined, {
      timeout: LIMITS.sync,
      polling: 100,
    });
    const result = await page.evaluate<EngineResult>('window.__benchEngine');
    if (result.error) throw new Error(`engine page: ${result.error}`);
    // After a collection, so the figure is what the catalogue holds, not what the sync left behind.
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    result.memory.jsHeapBytes = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    const longest = Math.max(0, ...result.longTasks.map((task) => task.durationMs));
    console.log(
      `  engine first sync: ${result.sync.ms.toFixed(0)} ms for ${result.sync.offersWritten} offers, longest task ${longest.toFixed(0)} ms; ` +
        `${result.traffic.requests} requests, ${(result.traffic.transferBytes / 1e6).toFixed(1)} MB, server wait ${result.traffic.serverWaitMs.toFixed(0)} ms, download ${result.traffic.downloadMs.toFixed(0)} ms`,
    );
    const mb = (bytes: number | null) => (bytes === null ? '?' : (bytes / 1e6).toFixed(1));
    console.log(
      `  engine memory after sync and a full read of ${result.cachedOffers} offers: JS heap ${mb(result.memory.jsHeapBytes)} MB, ` +
        `IndexedDB ${mb(result.memory.indexedDbBytes)} MB (origin ${mb(result.memory.storageBytes)} MB)`,
    );
    return result;
  } finally {
    await close();
  }
}
