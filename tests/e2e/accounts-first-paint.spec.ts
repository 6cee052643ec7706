import { expect, test, type Page } from '@playwright/test';
import { TRATTORIA } from './catalogue-support.ts';
import { PEOPLE, signIn } from './accounts-support.ts';

// The accounts code stays off the catalogue pages: a visitor loads none of
// it, and a signed-in user with one company never loads the selector (Radix Select).

const ACCOUNT_CHUNKS =
  /\/assets\/(account-sync|fetch-account|ProfilePage|CompanySelector|AccessDeniedPage)[-.]/;

function scriptsLoaded(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

for (const path of ['/', '/offers', `/offer/${TRATTORIA.id}`]) {
  test(`a visitor's ${path} loads no accounts code`, async ({ page }) => {
    const scripts = scriptsLoaded(page);
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Logg inn' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(scripts.filter((url) => ACCOUNT_CHUNKS.test(url))).toEqual([]);
  });
}

test('a signed-in user with one company loads the account model but not the company selector', async ({
  page,
}) => {
  await signIn(page, PEOPLE.acmeOwner.email);
  const scripts = scriptsLoaded(page);
  await page.goto('/offers');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Administrer tilbud' })).toBeVisible();
  expect(scripts.some((url) => /\/assets\/account-sync[-.]/.test(url))).toBe(true);
  expect(scripts.filter((url) => /\/assets\/CompanySelector-/.test(url))).toEqual([]);
});
