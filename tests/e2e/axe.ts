import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { settleToasts } from './toasts.ts';

/** WCAG 2.x A and AA, 2.2 AA and axe's best practices: what every browser test checks. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The serious and critical axe violations on the page as it stands, once its
 * toasts have settled (a toast fading in or out fails the contrast rule).
 *
 * Legacy mode runs axe.run() in the page itself. The default opens a blank
 * page in the context for each check and merges the frames' partial results
 * there, which only cross-origin iframes need, and the app has none: measured
 * here, 1.9-3.4 s a check by default against 0.9-1.6 s, with the same results.
 */
export async function seriousViolations(page: Page) {
  await settleToasts(page);
  const results = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
