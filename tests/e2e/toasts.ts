import { expect, type Page } from '@playwright/test';

/**
 * Waits until every toast is fully shown or gone: axe measures the contrast of
 * a toast still fading in or out (CI once caught the 'Invitasjon sendt' toast
 * leaving as the next check ran), which says nothing about the page.
 */
export async function settleToasts(page: Page) {
  await expect
    .poll(() =>
      page
        .locator('[data-sonner-toast]')
        .evaluateAll((toasts) => toasts.every((toast) => getComputedStyle(toast).opacity === '1')),
    )
    .toBe(true);
}
