import { type Browser, type Page, type Response, expect, test } from '@playwright/test';
import { signIn, startSignedIn } from './accounts-support.ts';
import { saveScreenshot } from './screenshots.ts';
import { setOffline } from './offline-emulation.ts';

// Tests here use the service worker (offline reloads, the installed app), blocked by default.
test.use({ serviceWorkers: 'allow' });

// Acme's visible seeded offer (offer 28: code ACME-SKI-25, link https://www.acme.test/ski).
const OFFER = {
  id: '0ffe0000-0000-4000-8000-000000000028',
  title: '25 % på skiutstyr i Acme-butikken',
};

interface CardFigures {
  views: number;
  reveals: number;
  links: number;
}

/** The offer card's figures for the last 30 days on /company/offers' list, as digits (nb-NO spaces removed). */
async function cardFigures(page: Page): Promise<CardFigures> {
  const stats = page
    .getByRole('region', { name: `Statistikk for ${OFFER.title}, siste 30 dager` })
    .locator('dl');
  const figure = async (label: string) => {
    const text = await stats
      .getByText(label, { exact: true })
      .locator('xpath=following-sibling::dd')
      .innerText();
    return Number(text.replace(/\D/g, ''));
  };
  await expect(stats.getByText('Visninger', { exact: true })).toBeVisible();
  return {
    views: await figure('Visninger'),
    reveals: await figure('Kode vist'),
    links: await figure('Lenke åpnet'),
  };
}

async function ownerFigures(browser: Browser): Promise<{ figures: CardFigures; page: Page }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await startSignedIn(page, 'eier@acme.test');
  await page.goto('/company/offers');
  const figures = await cardFigures(page);
  // The summary is a view of its own (issue 26): the 'Statistikk' tab.
  await page.getByRole('navigation', { name: 'Visninger' }).getByRole('link', { name: 'Statistikk' }).click();
  await expect(page.getByRole('heading', { name: 'Statistikk for tilbudene' })).toBeVisible();
  return { figures, page };
}

/** Resolves with the answer to the next offer event of this kind the page sends. */
function eventSent(page: Page, kind: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.url().includes('/rest/v1/offer_clicks') &&
      response.request().method() === 'POST' &&
      (response.request().postDataJSON() as { kind?: string }).kind === kind,
  );
}

test('a visit, a code reveal and an offline link open reach the owner’s /company/offers', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const before = await ownerFigures(browser);
  await before.page.close();

  // A visitor (not signed in) views the offer; no analytics code is loaded on the public page.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const scripts: string[] = [];
  visitorPage.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const view = eventSent(visitorPage, 'view');
  await visitorPage.goto(`/offer/${OFFER.id}`);
  expect((await view).status()).toBe(201);
  expect(scripts.filter((url) => /Analytics|OfferStatsFooter|TrendChart/.test(url))).toEqual([]);
  await visitor.close();

  // A signed-in employee sees the code (a reveal), then opens the offer's link while offline.
  const employee = await browser.newContext();
  const employeePage = await employee.newPage();
  await signIn(employeePage, 'ansatt@acme.test');
  const reveal = eventSent(employeePage, 'code_reveal');
  await employeePage.goto(`/offer/${OFFER.id}`);
  await expect(employeePage.getByTestId('discount-code')).toHaveText('ACME-SKI-25');
  expect((await reveal).status()).toBe(201);

  await setOffline(employee, true);
  const popup = employeePage.waitForEvent('popup');
  await employeePage.getByRole('link', { name: /Gå til tilbudet/ }).click();
  await (await popup).close();
  // Queued on the device; back online, the queue sends it once.
  const linkOpen = eventSent(employeePage, 'link_open');
  await setOffline(employee, false);
  expect((await linkOpen).status()).toBe(201);
  await employee.close();

  // The owner's screen: one view more from the visitor and one from the employee, one reveal, one link open.
  const after = await ownerFigures(browser);
  expect(after.figures).toEqual({
    views: before.figures.views + 2,
    reveals: before.figures.reveals + 1,
    links: before.figures.links + 1,
  });

  // The summary's CSV of the shown period names the offer.
  const download = after.page.waitForEvent('download');
  await after.page.getByRole('button', { name: 'Last ned CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^statistikk-bedrift-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await file.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(csv).toContain('Dato;Tilbud;Tilbud-ID;Visninger');
  expect(csv).toContain(OFFER.title);

  // The chart's table, for screen readers and on request.
  await after.page.getByRole('button', { name: 'Vis tabell' }).first().click();
  await expect(after.page.getByRole('table', { name: /Hendelser per dag, siste 30 dager/ })).toBeVisible();
  await saveScreenshot(after.page, `test-results/analytics-owner.png`, { fullPage: true });
  await after.page.close();
});

test('a plain employee gets no figures on /company/offers', async ({ page }) => {
  await startSignedIn(page, 'ansatt@acme.test');
  await page.goto('/company/offers');
  await expect(page.getByRole('heading', { name: /Administrer Tilbud|Ingen tilgang/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Statistikk for tilbudene' })).toHaveCount(0);
  // Nor when the statistics view is asked for by its address.
  await page.goto('/company/offers?visning=statistikk');
  await expect(page.getByRole('heading', { name: /Administrer Tilbud|Ingen tilgang/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Statistikk' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Statistikk for tilbudene' })).toHaveCount(0);
});

test('a platform admin sees every offer and the platform total on /admin', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await startSignedIn(page, 'admin@ordning.test');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Statistikk for alle tilbud' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plattformen totalt' })).toBeVisible();
  await expect(page.getByText(/tilbud med aktivitet/)).toBeVisible();
  await page.getByText('90 dager').click();
  await expect(page.getByText(/\(90 dager\)/)).toBeVisible();
  await saveScreenshot(
    page.getByRole('region', { name: 'Statistikk for alle tilbud' }),
    'test-results/analytics-admin.png',
  );
});
