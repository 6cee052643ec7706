import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type Page, chromium, expect, test } from '@playwright/test';
import config from '../../playwright.config.ts';
import { TRATTORIA, signIn } from './catalogue-support.ts';
import { setOffline } from './offline-emulation.ts';

// Tests here use the service worker (offline reloads, the installed app), blocked by default.
test.use({ serviceWorkers: 'allow' });

// What `npm start` serves (the webServer of playwright.config.ts runs scripts/start.ts), as a phone would use
// it: a real on-disk profile, sign in, the installed app's criteria, then the shop with no signal.

const cardTitles = (page: Page) =>
  page.getByRole('list', { name: 'Tilbud', exact: true }).getByRole('heading');

async function installabilityErrors(context: BrowserContext, page: Page) {
  const session = await context.newCDPSession(page);
  const { installabilityErrors: errors } = (await session.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  await session.detach();
  return errors;
}

test('npm start: an employee signs in, the app is installable, and offers and codes work offline', async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  // Installability and a service worker that outlives a reload need a persistent profile.
  const userDataDir = mkdtempSync(join(tmpdir(), 'ordning-start-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: config.use?.launchOptions?.executablePath,
    args: config.use?.launchOptions?.args,
    baseURL,
  });
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const page = context.pages()[0] ?? (await context.newPage());

    await page.goto(`/login?redirectTo=/offer/${TRATTORIA.id}`);
    await signIn(page, 'ansatt@acme.test', 'Demo1234!');
    await expect(page).toHaveURL(`/offer/${TRATTORIA.id}`);
    await expect(page.getByTestId('discount-code')).toHaveText(TRATTORIA.code);
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    expect(await installabilityErrors(context, page)).toEqual([]);

    await page.goto('/offers');
    // Counted once the whole catalogue shows: a new list paints its first 12 cards, then the
    // rest of its page, so counting at the first card raced that second frame.
    const status = page.getByRole('status').filter({ hasText: /^Viser \d+ tilbud$/ });
    await expect(status).toBeVisible();
    const total = Number(/\d+/.exec((await status.textContent()) ?? '')?.[0]);
    expect(total).toBeGreaterThanOrEqual(25);
    await expect(cardTitles(page)).toHaveCount(total);

    await setOffline(context, true);
    await page.reload();
    await expect(cardTitles(page)).toHaveCount(total);

    await page.goto(`/offer/${TRATTORIA.id}`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: TRATTORIA.title })).toBeVisible();
    await expect(page.getByTestId('discount-code')).toHaveText(TRATTORIA.code);
    await page.getByRole('button', { name: 'Kopier kode' }).click();
    await expect(page.getByRole('button', { name: 'Kopiert!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TRATTORIA.code);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});
