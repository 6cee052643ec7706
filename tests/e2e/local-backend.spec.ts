import { expect, test } from '@playwright/test';

// The embedded backend shares the app's origin: the app talks to it through
// supabase-js, and its mail outbox page stands in for an inbox.

test('reads the seeded catalogue from the backend on the app origin', async ({ page, baseURL }) => {
  const offersResponse = page.waitForResponse(
    (response) => response.url().startsWith(`${baseURL}/rest/v1/offers`) && response.status() === 200,
  );
  await page.goto('/offers');
  const body = (await (await offersResponse).json()) as unknown[];
  expect(body.length).toBeGreaterThanOrEqual(25);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('signs in with a magic link clicked on the local mail page', async ({ page }) => {
  const email = 'privat@ordning.test';
  await page.goto('/login?redirectTo=/offers');
  await page.getByLabel('E-post').fill(email);
  await page.getByRole('button', { name: 'Send meg en innloggingslenke' }).click();
  await expect(page.getByText('E-post sendt!')).toBeVisible();

  await page.goto('/_mail');
  await expect(page.getByRole('heading', { name: 'Lokal e-post' })).toBeVisible();
  const mail = page.getByRole('article').filter({ hasText: email }).first();
  await mail.getByRole('link', { name: /\/auth\/v1\/verify/ }).click();

  await expect(page).toHaveURL(/\/offers/);
  await expect(page.getByRole('link', { name: 'Min profil' }).first()).toBeVisible();
});
