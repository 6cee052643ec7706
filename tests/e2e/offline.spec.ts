import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_JWT_SECRET, deriveApiKeys } from '../../supabase/local/keys.ts';
import {
  EMPLOYEE,
  PASSWORD,
  TRATTORIA,
  countInOfflineDb,
  dumpOfflineStore,
  seededSecrets,
  signIn,
} from './catalogue-support.ts';
import { setOffline } from './offline-emulation.ts';
import { waitForServiceWorkerControl } from './service-worker.ts';

// Tests here use the service worker (offline reloads, the installed app), blocked by default.
test.use({ serviceWorkers: 'allow' });

const cardTitles = (page: Page) =>
  page.getByRole('list', { name: 'Tilbud', exact: true }).getByRole('heading');

/**
 * How many offers' secrets the server lets the employee read, counting only
 * rows with something in them (the vault keeps no empty row): what the vault
 * holds once filled. Earlier specs add offers, and coming-soon offers' codes
 * are not readable, so the list's length does not say it.
 */
async function readableCodes(baseURL: string): Promise<number> {
  const { anonKey } = await deriveApiKeys(DEFAULT_JWT_SECRET);
  const token = await fetch(`${baseURL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: EMPLOYEE, password: PASSWORD }),
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const secrets = await fetch(
    `${baseURL}/rest/v1/offer_secrets?select=discount_code,offer_email,offer_url,website`,
    { headers: { apikey: anonKey, Authorization: `Bearer ${accessToken}` } },
  );
  expect(secrets.status).toBe(200);
  const rows = (await secrets.json()) as Record<string, string | null>[];
  return rows.filter((row) => Object.values(row).some((value) => value !== null && value.trim() !== ''))
    .length;
}

/** Waits until the service worker controls the page, so a reload can be served offline. */
test('a signed-in employee keeps browsing and using codes offline, and signing out offline wipes them', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto(`/login?redirectTo=/offer/${TRATTORIA.id}`);
  await signIn(page);
  await expect(page).toHaveURL(`/offer/${TRATTORIA.id}`);
  await expect(page.getByTestId('discount-code')).toHaveText(TRATTORIA.code);
  await page.goto('/offers');
  // The whole list: it paints its first cards before the rest.
  const shown = page.getByText(/^Viser \d+ tilbud$/);
  await expect(shown).toBeVisible();
  const total = Number(/\d+/.exec((await shown.textContent()) ?? '')?.[0]);
  await expect(cardTitles(page)).toHaveCount(total);
  // Every readable code is fetched into the vault at sign-in, not only the ones opened.
  // Up to 30 s: on a busy 2-core runner the vault's pages arrive after the default 10 s.
  const readable = await readableCodes(baseURL ?? '');
  expect(readable).toBeGreaterThan(0);
  await expect.poll(() => countInOfflineDb(page, 'vault'), { timeout: 30_000 }).toBe(readable);
  await waitForServiceWorkerControl(page);
  if ((await page.evaluate(() => navigator.serviceWorker.controller)) === null) await page.reload();

  await setOffline(context, true);
  await page.reload();

  // The catalogue and the categories come from IndexedDB.
  await expect(cardTitles(page)).toHaveCount(total);
  const categories = page.getByRole('navigation', { name: 'Kategorier' });
  await expect(categories.getByRole('link', { name: /^Mat og drikke \d+ tilbud$/ })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Søk i tilbud' });
  await search.fill('firmalunsj');
  await expect(cardTitles(page)).toHaveText([TRATTORIA.title]);

  // The code comes from the vault: copy it and show it at the till.
  await page.getByRole('link', { name: TRATTORIA.title }).click();
  await expect(page.getByTestId('discount-code')).toHaveText(TRATTORIA.code);
  await page.getByRole('button', { name: 'Kopier kode' }).click();
  await expect(page.getByRole('button', { name: 'Kopiert!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TRATTORIA.code);

  await page.getByRole('button', { name: 'Vis i kassen' }).click();
  const till = page.getByRole('dialog', { name: TRATTORIA.title });
  await expect(till).toBeVisible();
  await expect(till.getByTestId('till-code')).toHaveText(TRATTORIA.code);
  await expect(
    till.getByRole('img', { name: `QR-kode for rabattkoden ${TRATTORIA.code}` }).locator('svg'),
  ).toBeVisible();
  await expect(till.getByText('Trattoria Solsiden')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(till).toBeHidden();

  // A code opened offline for an offer never viewed online still works (prefetched).
  await page.getByRole('link', { name: 'Tilbake til tilbudene' }).click();
  await search.fill('padel');
  await page.getByRole('link', { name: 'Padelbane i lunsjen: to timer for prisen av én' }).click();
  await expect(page.getByTestId('discount-code')).toHaveText('PADEL-2FOR1');

  // Signing out offline removes every code from the page and from IndexedDB.
  await page.getByRole('link', { name: 'Min profil' }).first().click();
  // Offline, 'Logg ut' asks first: the codes come back only after signing in with a network.
  await page.getByRole('main').getByRole('button', { name: 'Logg ut' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Logge ut uten nett?' });
  await expect(confirm).toContainText(
    'Rabattkodene på denne enheten blir fjernet når du logger ut. De kommer tilbake først når du logger inn igjen med nettilkobling.',
  );
  await confirm.getByRole('button', { name: 'Avbryt' }).click();
  await expect(confirm).toBeHidden();
  expect(await countInOfflineDb(page, 'vault')).toBeGreaterThan(0);
  await page.getByRole('main').getByRole('button', { name: 'Logg ut' }).click();
  await confirm.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('link', { name: 'Se alle tilbud' }).first().click();
  await page.getByRole('searchbox', { name: 'Søk i tilbud' }).fill('padel');
  await page.getByRole('link', { name: 'Padelbane i lunsjen: to timer for prisen av én' }).click();
  await expect(page.getByRole('heading', { name: 'Logg inn for å bruke tilbudet' })).toBeVisible();
  await expect(page.getByTestId('discount-code')).toHaveCount(0);

  expect(await countInOfflineDb(page, 'vault')).toBe(0);
  const html = await page.content();
  const stored = await dumpOfflineStore(page, 'vault');
  const offers = await dumpOfflineStore(page, 'offers');
  for (const secret of seededSecrets()) {
    expect(html).not.toContain(secret);
    expect(stored).not.toContain(secret);
    expect(offers).not.toContain(secret);
  }
  const keys = await page.evaluate(() => Object.keys(localStorage));
  const records = ['ordning.user', 'ordning.company', 'ordning.employee'];
  expect(keys.filter((key) => /^sb-.*-auth-token/.test(key) || records.includes(key))).toEqual([]);

  await setOffline(context, false);
});
