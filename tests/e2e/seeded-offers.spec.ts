import { expect, test } from '@playwright/test';

test('lists the seeded, non-hidden offers through supabase-js on the app origin', async ({ page }) => {
  const responses: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/rest/v1/offers')) responses.push(response.url());
  });
  await page.goto('/');
  const list = page.getByRole('list', { name: 'Tilbud' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(25);
  expect(responses.some((url) => url.includes('hidden=eq.false'))).toBe(true);
});

test('shows the local mail page', async ({ page }) => {
  await page.goto('/_mail');
  await expect(page.getByRole('heading', { name: 'Lokal e-post' })).toBeVisible();
});

test('answers an unknown path with the 404 page', async ({ page }) => {
  await page.goto('/finnes-ikke');
  await expect(page.getByRole('heading', { name: 'Oops! Siden ble ikke funnet' })).toBeVisible();
});
