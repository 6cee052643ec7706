import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEFAULT_JWT_SECRET, deriveApiKeys } from '../../supabase/local/keys.ts';
import { EMPLOYEE, TRATTORIA, countInOfflineDb, signIn } from './catalogue-support.ts';
import { setOffline } from './offline-emulation.ts';

// 'Mine fordeler' (issue 24): the signed-in home, favourites saved offline and
// synced to the person's other devices (never to anyone else), and sign-out
// removing them from the device.

const PHONE = { width: 390, height: 844 };
const EMPLOYEE_ID = '0d0e0000-0000-4000-8000-000000000003';
const OTHER_PERSON = 'privat@ordning.test';
const ACME_SKI = { id: '0ffe0000-0000-4000-8000-000000000028', title: '25 % på skiutstyr i Acme-butikken' };

async function serviceHeaders(): Promise<Record<string, string>> {
  const { serviceRoleKey } = await deriveApiKeys(DEFAULT_JWT_SECRET);
  return { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` };
}

/** The employee's favourites on the server (the service role reads past RLS). */
async function serverFavourites(baseURL: string): Promise<string[]> {
  const response = await fetch(`${baseURL}/rest/v1/favourites?select=offer_id&user_id=eq.${EMPLOYEE_ID}`, {
    headers: await serviceHeaders(),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { offer_id: string }[]).map((row) => row.offer_id);
}

async function clearFavourites(baseURL: string): Promise<void> {
  const response = await fetch(`${baseURL}/rest/v1/favourites?user_id=eq.${EMPLOYEE_ID}`, {
    method: 'DELETE',
    headers: await serviceHeaders(),
  });
  expect(response.status).toBeLessThan(300);
}

const main = (page: Page) => page.getByRole('main');
const savedList = (page: Page) => main(page).getByRole('list', { name: 'Lagrede tilbud' });

async function signInAt(page: Page, email: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL('/');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Mine fordeler' })).toBeVisible();
}

async function newPerson(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInAt(page, email);
  return page;
}

test.beforeEach(async ({ baseURL }) => {
  await clearFavourites(baseURL ?? '');
});

test.afterAll(async ({ baseURL }) => {
  await clearFavourites(baseURL ?? '');
});

test('signing in lands on Mine fordeler: recent codes, favourites, company offers and new offers', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAt(page, EMPLOYEE);
  await expect(main(page).getByRole('heading', { name: 'Sist brukte koder' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Lagrede tilbud' })).toBeVisible();
  // The company's own offers under its name, and the newest offers.
  await expect(main(page).getByRole('list', { name: 'Tilbud fra Acme AS' })).toContainText(ACME_SKI.title);
  await expect(
    main(page)
      .getByRole('list', { name: /^(Nyeste tilbud|Nytt siden sist)$/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  // No pitch to log in or to become a partner for a signed-in employee of a white-label company.
  await expect(page.getByText('Logg inn for å se rabattkodene')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Bli en partner' })).toHaveCount(0);

  // Use a code and save the offer: both show on the home page.
  await page.goto(`/offer/${TRATTORIA.id}`);
  await expect(page.getByTestId('discount-code')).toHaveText(TRATTORIA.code);
  const save = main(page).getByRole('button', { name: 'Lagre', exact: true });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  const box = await save.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL('/');
  await expect(savedList(page)).toContainText(TRATTORIA.title);
  const recent = main(page).getByRole('list', { name: 'Sist brukte koder' });
  await expect(recent.getByTestId('recent-code')).toHaveText([TRATTORIA.code]);
  // One tap to the till, from the device's copy of the code.
  await recent.getByRole('button', { name: `Vis i kassen: ${TRATTORIA.title}` }).click();
  await expect(page.getByTestId('till-code')).toHaveText(TRATTORIA.code);
});

test('a favourite saved offline reaches the same person on another device, never anyone else, and leaves with Logg ut', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInAt(page, EMPLOYEE);
  await page.goto('/offers?q=skiutstyr');
  const card = main(page).getByRole('listitem').filter({ hasText: ACME_SKI.title });
  const toggle = card.getByRole('button', { name: `Lagre ${ACME_SKI.title}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const box = await toggle.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);

  await setOffline(context, true);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // Saving did not open the offer.
  await expect(page).toHaveURL(/\/offers/);
  expect(await countInOfflineDb(page, 'favourite_queue')).toBe(1);
  expect(await serverFavourites(baseURL ?? '')).toEqual([]);

  await setOffline(context, false);
  await expect.poll(() => serverFavourites(baseURL ?? ''), { timeout: 15_000 }).toEqual([ACME_SKI.id]);
  await expect.poll(() => countInOfflineDb(page, 'favourite_queue')).toBe(0);

  // The same person on a second device sees it; another person never does.
  const second = await newPerson(browser, EMPLOYEE);
  await expect(savedList(second)).toContainText(ACME_SKI.title);
  const other = await newPerson(browser, OTHER_PERSON);
  await expect(main(other).getByText('Trykk «Lagre» på et tilbud for å finne det igjen her.')).toBeVisible();
  await expect(main(other).getByRole('list', { name: 'Lagrede tilbud' })).toHaveCount(0);
  expect(await countInOfflineDb(other, 'favourites')).toBe(0);
  await second.context().close();
  await other.context().close();

  // 'Logg ut' removes it from this device (the server keeps it for the next sign-in).
  expect(await countInOfflineDb(page, 'favourites')).toBe(1);
  await page.goto('/profile');
  await main(page).getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL('/');
  // Signed out, / is the landing page again.
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Rabattene dine, samlet i lomma' }),
  ).toBeVisible();
  await expect.poll(() => countInOfflineDb(page, 'favourites')).toBe(0);
  expect(await countInOfflineDb(page, 'recent_codes')).toBe(0);
  expect(await serverFavourites(baseURL ?? '')).toEqual([ACME_SKI.id]);
});
