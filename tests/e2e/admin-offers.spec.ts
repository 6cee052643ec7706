import { expect, test, type Page } from '@playwright/test';
import { COMPANIES, DESKTOP, PEOPLE, signIn, startSignedIn } from './accounts-support.ts';
import { seriousViolations } from './axe.ts';
import {
  bulkOffers,
  choose,
  confirmBulk,
  deleteOffers,
  hiddenFlags,
  insertOffers,
  offerCount,
  offerRow,
  offerRows,
  type BulkOffer,
} from './admin-offers-support.ts';
import { saveScreenshot } from './screenshots.ts';

// The admin offer table (issue 26): 320 offers written straight into the
// database, then search, every filter, sorting, server-side paging that
// survives a reload, bulk Skjul and Vis behind a confirmation, and a phone.

test.describe.configure({ mode: 'serial' });

const RUN = `Masse${Date.now().toString(36)}`;
const OFFERS = bulkOffers(RUN, 320);
const PHONE = { width: 390, height: 844 };
const PAGE_SIZE = 25;

const count = (where: (offer: BulkOffer) => boolean) => `${OFFERS.filter(where).length} tilbud`;
const titled = (prefix: string) => OFFERS.filter((offer) => offer.title.startsWith(prefix));
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Søk i tittel eller bedrift' });
const pageInfo = (page: Page) => page.getByRole('navigation', { name: 'Sider' });

/** Opens /admin with a query; the session check can take a while on a busy 2-core runner. */
async function openAdmin(page: Page, query = ''): Promise<void> {
  await page.goto(`/admin${query}`);
  await expect(page.getByRole('heading', { name: 'Eksisterende tilbud' })).toBeVisible({ timeout: 30_000 });
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.beforeAll(async ({ baseURL }) => {
  await insertOffers(baseURL ?? '', OFFERS);
});

test.afterAll(async ({ baseURL }) => {
  // Other specs count the catalogue's offers: leave it as it was.
  await deleteOffers(baseURL ?? '', RUN);
});

test('an admin searches, filters, sorts and pages 320 offers on a desktop, and the URL keeps it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await startSignedIn(page, PEOPLE.admin.email);
  await openAdmin(page);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

  // The search waits for the typing to settle, then asks the server.
  await searchBox(page).fill(RUN);
  await expect(offerCount(page)).toHaveText('320 tilbud');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${RUN}`));
  await expect(offerRows(page)).toHaveCount(PAGE_SIZE);
  await expect(pageInfo(page)).toContainText('Side 1 av 13');

  // Server-side pages; a reload and Back keep the place.
  await pageInfo(page).getByRole('button', { name: 'Neste' }).click();
  await expect(pageInfo(page)).toContainText('Side 2 av 13');
  await expect(page).toHaveURL(/[?&]page=2/);
  await pageInfo(page).getByRole('button', { name: 'Neste' }).click();
  await expect(pageInfo(page)).toContainText('Side 3 av 13');
  await page.goBack();
  await expect(pageInfo(page)).toContainText('Side 2 av 13');
  await page.reload();
  await expect(pageInfo(page)).toContainText('Side 2 av 13', { timeout: 30_000 });
  await expect(searchBox(page)).toHaveValue(RUN);
  await expect(offerRows(page)).toHaveCount(PAGE_SIZE);

  // Searching title text and partner (company) text; a new search starts at page 1.
  await searchBox(page).fill(`${RUN} 01`);
  await expect(offerCount(page)).toHaveText('10 tilbud');
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(pageInfo(page)).toHaveCount(0);
  await searchBox(page).fill(`Partner ${RUN}`);
  await expect(offerCount(page)).toHaveText(count((offer) => offer.company_id === null));
  await searchBox(page).fill(`${RUN} zzz`);
  await expect(page.getByText('Ingen tilbud matcher søket')).toBeVisible();
  await expect(offerCount(page)).toHaveText('0 tilbud');

  // Each filter on its own, then two together; Alle lifts one.
  await searchBox(page).fill(RUN);
  await expect(offerCount(page)).toHaveText('320 tilbud');
  await choose(page, 'Bedrift', 'Fjord Eiendom AS');
  await expect(offerCount(page)).toHaveText(count((offer) => offer.company_id === COMPANIES.fjord));
  await expect(page).toHaveURL(new RegExp(`company=${COMPANIES.fjord}`));
  await choose(page, 'Status', 'Skjult');
  await expect(offerCount(page)).toHaveText(
    count((offer) => offer.company_id === COMPANIES.fjord && offer.hidden),
  );
  await choose(page, 'Bedrift', 'Alle');
  await expect(offerCount(page)).toHaveText(count((offer) => offer.hidden));
  await choose(page, 'Status', 'Snart');
  await expect(offerCount(page)).toHaveText(count((offer) => !offer.offer_active && !offer.hidden));
  await choose(page, 'Status', 'Aktiv');
  await expect(offerCount(page)).toHaveText(count((offer) => offer.offer_active && !offer.hidden));
  await choose(page, 'Status', 'Alle');
  await choose(page, 'Målgruppe', 'Bedrifter');
  await expect(offerCount(page)).toHaveText(count((offer) => offer.target_audience === 'business'));
  await choose(page, 'Målgruppe', 'Alle');
  await choose(page, 'Kategori', 'Økonomi');
  await expect(offerCount(page)).toHaveText(count((offer) => offer.finance));
  // The rows still carry their categories (the filter's join returns none of its own).
  await expect(offerRows(page).first().getByText('Økonomi', { exact: true })).toBeVisible();
  await page.reload();
  await expect(offerCount(page)).toHaveText(
    count((offer) => offer.finance),
    { timeout: 30_000 },
  );
  await expect(page.getByRole('combobox', { name: 'Kategori', exact: true })).toHaveText('Økonomi');
  await page.getByRole('button', { name: 'Nullstill filtre' }).click();
  await expect(page.getByRole('combobox', { name: 'Kategori', exact: true })).toHaveText('Alle');
  await expect(searchBox(page)).toHaveValue('');

  // Sorting, across pages.
  await searchBox(page).fill(RUN);
  await expect(offerCount(page)).toHaveText('320 tilbud');
  await choose(page, 'Sortering', 'Tittel (A–Å)');
  await expect(offerRows(page).first().getByRole('checkbox')).toHaveAccessibleName(`Velg ${RUN} 000`);
  await expect(offerRows(page).nth(1).getByRole('checkbox')).toHaveAccessibleName(`Velg ${RUN} 001`);
  await pageInfo(page).getByRole('button', { name: 'Neste' }).click();
  await expect(offerRows(page).first().getByRole('checkbox')).toHaveAccessibleName(`Velg ${RUN} 025`);
  await choose(page, 'Sortering', 'Bedrift (A–Å)');
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(offerRows(page).first()).toContainText('Acme AS');
  await openAdmin(page, `?q=${RUN}&sort=company&page=13`);
  await expect(offerRows(page).last()).toContainText(`Partner ${RUN}`);

  // Bad values fall back to their defaults, each on its own.
  await openAdmin(page, `?q=${RUN}&page=zz&status=nope&sort=price&company=x&target=all`);
  await expect(offerCount(page)).toHaveText('320 tilbud');
  await expect(pageInfo(page)).toContainText('Side 1 av 13');
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveText('Alle');
  await expect(page.getByRole('combobox', { name: 'Sortering', exact: true })).toHaveText('Nyeste først');
  // A page past the end moves to the last one.
  await openAdmin(page, `?q=${RUN} 01&page=9`);
  await expect(offerCount(page)).toHaveText('10 tilbud');
  await expect(offerRows(page)).toHaveCount(10);
});

test('a failed load says so and Prøv igjen loads the page', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, PEOPLE.admin.email);
  let failing = true;
  // Only the table's request (it asks for an exact count), not the catalogue sync.
  await page.route('**/rest/v1/offers?**', async (route) => {
    const prefer = route.request().headers()['prefer'] ?? '';
    if (failing && prefer.includes('count=exact')) await route.abort();
    else await route.fallback();
  });
  await openAdmin(page, `?q=${RUN}`);
  const alert = page.getByRole('alert').filter({ hasText: 'Kunne ikke laste tilbud. Prøv igjen senere.' });
  await expect(alert).toBeVisible();
  failing = false;
  await alert.getByRole('button', { name: 'Prøv igjen' }).click();
  await expect(offerCount(page)).toHaveText('320 tilbud');
});

test('an admin hides three offers and shows a page of them again, after confirming each', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, PEOPLE.admin.email);
  const group = titled(`${RUN} 02`);
  await openAdmin(page, `?q=${encodeURIComponent(`${RUN} 02`)}&sort=title`);
  await expect(offerCount(page)).toHaveText('10 tilbud');

  const chosen = group.slice(1, 4);
  for (const offer of chosen)
    await page.getByRole('checkbox', { name: `Velg ${offer.title}`, exact: true }).check();
  await expect(page.getByText('3 valgt')).toBeVisible();
  await page.getByRole('button', { name: 'Skjul', exact: true }).click();
  // Avbryt leaves everything as it was.
  await page
    .getByRole('alertdialog', { name: 'Skjule 3 tilbud?' })
    .getByRole('button', { name: 'Avbryt' })
    .click();
  expect(
    await hiddenFlags(
      baseURL ?? '',
      chosen.map((offer) => offer.id),
    ),
  ).toEqual([false, false, false]);
  await page.getByRole('button', { name: 'Skjul', exact: true }).click();
  await confirmBulk(page, 'Skjule 3 tilbud?', 'Skjul');
  await expect(page.getByRole('status').filter({ hasText: '3 tilbud skjult.' }).first()).toBeVisible();
  for (const offer of chosen) await expect(offerRow(page, offer.title).getByText('Skjult')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Velg alle på siden' })).not.toBeChecked();
  expect(
    await hiddenFlags(
      baseURL ?? '',
      chosen.map((offer) => offer.id),
    ),
  ).toEqual([true, true, true]);

  await page.getByRole('checkbox', { name: 'Velg alle på siden' }).check();
  await expect(page.getByText('10 valgt')).toBeVisible();
  await page.getByRole('button', { name: 'Vis', exact: true }).click();
  await confirmBulk(page, 'Vise 10 tilbud?', 'Vis');
  await expect(page.getByRole('status').filter({ hasText: '10 tilbud vises igjen.' }).first()).toBeVisible();
  await choose(page, 'Status', 'Skjult');
  await expect(page.getByText('Ingen tilbud matcher søket')).toBeVisible();
  expect(
    new Set(
      await hiddenFlags(
        baseURL ?? '',
        group.map((offer) => offer.id),
      ),
    ),
  ).toEqual(new Set([false]));
});

test('the table passes axe and fits a desktop', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await startSignedIn(page, PEOPLE.admin.email);
  await openAdmin(page, `?q=${RUN}`);
  await expect(offerRows(page)).toHaveCount(PAGE_SIZE);
  await offerRows(page).first().getByRole('checkbox').check();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'table').toEqual([]);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'test-results/admin-offers-1280.png');
  // 'Nytt tilbud' opens the create editor in its own dialog.
  await page.getByRole('button', { name: 'Nytt tilbud' }).click();
  const dialog = page.getByRole('dialog', { name: 'Legg til nytt tilbud' });
  await expect(dialog.getByRole('textbox', { name: 'Tittel' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Beskrivelse' })).toBeVisible();
  expect(await seriousViolations(page), 'Legg til nytt tilbud').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('on a 390 px phone the rows stack, nothing scrolls sideways, and bulk hide and show work', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Signed in on a desktop width: the phone's bar folds the profile link into its menu.
  await page.setViewportSize(DESKTOP);
  await signIn(page, PEOPLE.admin.email);
  await page.setViewportSize(PHONE);
  await openAdmin(page, `?q=${RUN}`);
  await expect(offerCount(page)).toHaveText('320 tilbud');
  await expect(offerRows(page)).toHaveCount(PAGE_SIZE);
  await page.waitForLoadState('networkidle');
  expect(await overflow(page), 'table at 390 px').toBeLessThanOrEqual(0);
  expect(await seriousViolations(page), 'table at 390 px').toEqual([]);

  // Touch targets: the choice box and each row action at least 44 px.
  const row = offerRows(page).first();
  for (const target of [
    row.locator('label').filter({ has: page.getByRole('checkbox') }),
    row.getByRole('button', { name: /^Rediger / }),
    row.getByRole('button', { name: /^Statistikk for / }),
    row.getByRole('button', { name: /^Slett / }),
  ]) {
    const box = await target.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  // A row is one card, no taller than a few lines.
  expect((await row.boundingBox())?.height ?? 0).toBeLessThan(200);

  await choose(page, 'Status', 'Snart');
  await expect(offerCount(page)).toHaveText(count((offer) => !offer.offer_active && !offer.hidden));
  await pageInfo(page).getByRole('button', { name: 'Neste' }).click();
  await expect(pageInfo(page)).toContainText('Side 2 av');
  await choose(page, 'Status', 'Alle');

  await searchBox(page).fill(`${RUN} 04`);
  await expect(offerCount(page)).toHaveText('10 tilbud');
  await page.getByRole('checkbox', { name: 'Velg alle på siden' }).check();
  await expect(page.getByText('10 valgt')).toBeVisible();
  expect(await overflow(page), 'bulk bar at 390 px').toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Skjul', exact: true }).click();
  await confirmBulk(page, 'Skjule 10 tilbud?', 'Skjul');
  await expect(page.getByRole('status').filter({ hasText: '10 tilbud skjult.' }).first()).toBeVisible();
  await choose(page, 'Status', 'Skjult');
  await expect(offerCount(page)).toHaveText('10 tilbud');
  await page.getByRole('checkbox', { name: 'Velg alle på siden' }).check();
  await page.getByRole('button', { name: 'Vis', exact: true }).click();
  await confirmBulk(page, 'Vise 10 tilbud?', 'Vis');
  await expect(page.getByText('Ingen tilbud matcher søket')).toBeVisible();
  await saveScreenshot(page, 'test-results/admin-offers-390.png', { fullPage: true });

  // The analytics slot opens under its row.
  await choose(page, 'Status', 'Alle');
  const first = offerRows(page).first();
  await first.getByRole('button', { name: /^Statistikk for / }).click();
  await expect(first.getByRole('button', { name: /^Statistikk for / })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByTestId('offer-stats')).toBeVisible();
  expect(await overflow(page), 'stats at 390 px').toBeLessThanOrEqual(0);
});

test('an admin deletes two offers at once after confirming how many', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await startSignedIn(page, PEOPLE.admin.email);
  await openAdmin(page, `?q=${encodeURIComponent(`${RUN} 31`)}&sort=title`);
  await expect(offerCount(page)).toHaveText('10 tilbud');
  for (const title of [`${RUN} 310`, `${RUN} 311`]) {
    await page.getByRole('checkbox', { name: `Velg ${title}`, exact: true }).check();
  }
  await page.getByRole('button', { name: 'Slett', exact: true }).click();
  await confirmBulk(page, 'Slette 2 tilbud?', 'Slett');
  await expect(page.getByRole('status').filter({ hasText: '2 tilbud slettet.' }).first()).toBeVisible();
  await expect(offerCount(page)).toHaveText('8 tilbud');
  await expect(offerRow(page, `${RUN} 310`)).toHaveCount(0);
});
