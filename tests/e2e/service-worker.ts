import type { Page } from '@playwright/test';

/**
 * Resolves once the app's service worker is active and controls the page: it precaches the whole
 * shell first, which takes seconds on a busy machine, so the wait is the test's, not a fixed one.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}
