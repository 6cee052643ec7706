import { expect, test } from '@playwright/test';
import { TRATTORIA } from './catalogue-support.ts';

// The spec's load failures, on a first visit (nothing cached yet). Each test
// gets a fresh browser context, so IndexedDB starts empty and no service
// worker answers for the network.

// The first sync's one request (rpc/catalogue_changes) and any read of offers (an offer page's by id).
const catalogueRequests = (url: URL) =>
  url.pathname.endsWith('/rest/v1/rpc/catalogue_changes') || url.pathname.endsWith('/rest/v1/offers');

test('a server error on the first sync says the offers could not be loaded', async ({ page }) => {
  await page.route(catalogueRequests, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await page.goto('/offers');
  await expect(page.getByText('Kunne ikke laste tilbud. Prøv igjen senere.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last inn på nytt' })).toBeVisible();
});

test('a network failure on the first sync asks to check the connection', async ({ page }) => {
  await page.route(catalogueRequests, (route) => route.abort('internetdisconnected'));
  await page.goto('/offers');
  await expect(page.getByText('En uventet feil oppstod. Sjekk nettverkstilkoblingen.').first()).toBeVisible();
});

test('a first sync slower than 8 seconds times out', async ({ page }) => {
  test.setTimeout(40_000);
  // Never answered: the request hangs as on a dead connection.
  await page.route(catalogueRequests, () => undefined);
  await page.goto('/offers');
  await expect(page.getByText('Laster tilbud...')).toBeVisible();
  await expect(page.getByText('Tidsavbrudd').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Tregt nettverk – prøv å laste siden på nytt.').first()).toBeVisible();
});

test('an offer that cannot be fetched says so', async ({ page }) => {
  // The catalogue sync must not bring the offer either, so every offers read fails.
  await page.route(catalogueRequests, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await page.goto(`/offer/${TRATTORIA.id}`);
  await expect(page.getByText('Kunne ikke laste tilbudet.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tilbake til alle tilbud' })).toBeVisible();
});

test('an offer not yet in the offline catalogue is read from the server', async ({ page }) => {
  // Only the detail request (by id) gets through; the catalogue sync fails.
  await page.route(catalogueRequests, (route) =>
    route.request().url().includes(`id=eq.${TRATTORIA.id}`)
      ? route.fallback()
      : route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await page.goto(`/offer/${TRATTORIA.id}`);
  await expect(page.getByRole('heading', { level: 1, name: TRATTORIA.title })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Brødsmulesti' });
  await expect(breadcrumb.getByRole('link', { name: 'Mat og drikke' })).toHaveAttribute(
    'href',
    '/offers?category=food-drink',
  );
});
