import { expect, test } from '@playwright/test';

// The embedded backend shares the app's origin: the app talks to it through
// supabase-js (the magic-link journey through /_mail is in catalogue.spec.ts).

test('reads the seeded catalogue from the backend on the app origin', async ({ page, baseURL }) => {
  const offersResponse = page.waitForResponse(
    (response) => response.url().startsWith(`${baseURL}/rest/v1/offers`) && response.status() === 200,
  );
  await page.goto('/offers');
  const body = (await (await offersResponse).json()) as unknown[];
  expect(body.length).toBeGreaterThanOrEqual(25);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
