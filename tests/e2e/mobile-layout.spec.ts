import { expect, test } from '@playwright/test';

// A page that is wider than the phone wobbles sideways under the thumb.
const PAGES = [
  '/',
  '/offers',
  '/offers?category=sport',
  '/offer/0ffe0000-0000-4000-8000-000000000007',
  '/login',
];

test.use({ viewport: { width: 360, height: 780 } });

for (const path of PAGES) {
  test(`${path} fits a 360 px wide phone without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  });
}
