import type { EngineResult } from './engine-page.ts';
import { LIMITS, openProfile } from './setup.ts';

/**
 * The engine bench page in a fresh profile: the first sync of the whole
 * catalogue with the real engine and REST source but no UI, then
 * filterOffers over the 10,000 cached offers for every keystroke.
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
    const longest = Math.max(0, ...result.longTasks.map((task) => task.durationMs));
    console.log(
      `  engine first sync: ${result.sync.ms.toFixed(0)} ms for ${result.sync.offersWritten} offers, longest task ${longest.toFixed(0)} ms; ` +
        `${result.traffic.requests} requests, ${(result.traffic.transferBytes / 1e6).toFixed(1)} MB, server wait ${result.traffic.serverWaitMs.toFixed(0)} ms, download ${result.traffic.downloadMs.toFixed(0)} ms`,
    );
    return result;
  } finally {
    await close();
  }
}
