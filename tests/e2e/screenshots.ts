import type { Locator, Page } from '@playwright/test';

/**
 * Screenshots for a person to look at (layouts at phone and desktop widths),
 * not assertions. Encoding a full-page PNG of a long list takes seconds of CPU
 * on the 2-core runner, so they are taken only when asked for:
 * `E2E_SCREENSHOTS=1 npx playwright test`, into test-results/.
 */
export async function saveScreenshot(
  target: Page | Locator,
  path: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await target.screenshot({ path, ...options });
}
