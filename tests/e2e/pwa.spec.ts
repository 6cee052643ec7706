import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import config from '../../playwright.config.ts';
import { setOffline } from './offline-emulation.ts';
import { waitForServiceWorkerControl } from './service-worker.ts';

// Tests here use the service worker (offline reloads, the installed app), blocked by default.
test.use({ serviceWorkers: 'allow' });

// The installable, offline-capable shell: service worker, manifest, Chromium's
// installability check, offline reloads, cache rules and the update prompt.

/** Resolves once a service worker controls the page (the first visit is claimed, no reload needed). */
/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

interface ManifestImage {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
  form_factor?: string;
}

test('registers a service worker that takes control on the first visit', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptURL).toMatch(/\/sw\.js$/);
});

test('links a complete manifest whose icons and screenshots exist at their stated sizes', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href ?? '');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as Record<string, unknown> & {
    icons: ManifestImage[];
    screenshots: ManifestImage[];
    shortcuts: { name: string; url: string }[];
  };

  expect(manifest).toMatchObject({
    name: 'Ordning – fordeler og tilbud',
    short_name: 'Ordning',
    lang: 'nb',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#7d8f24',
    background_color: '#fcfbf8',
  });
  expect(String(manifest.description)).toMatch(/tilbud/);
  const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(icons).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
  );
  expect(manifest.screenshots.map((shot) => `${shot.form_factor} ${shot.sizes}`)).toEqual([
    'narrow 390x844',
    'wide 1280x800',
  ]);
  expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
    ['Tilbud', '/offers'],
    ['Logg inn', '/login'],
  ]);

  for (const image of [...manifest.icons, ...manifest.screenshots]) {
    const file = await request.get(image.src);
    expect(file.ok(), image.src).toBe(true);
    expect(file.headers()['content-type'], image.src).toContain('image/png');
    expect(pngSize(await file.body()), image.src).toBe(image.sizes);
  }
});

test('passes Chromium installability check with no errors', async ({ baseURL }) => {
  // Installability needs a real profile (not an incognito-like context).
  const userDataDir = mkdtempSync(join(tmpdir(), 'ordning-pwa-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: config.use?.launchOptions?.executablePath,
    args: config.use?.launchOptions?.args,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(baseURL ?? '/');
    await waitForServiceWorkerControl(page);
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    // Chromium offers installation (beforeinstallprompt), so the bar shows the install button.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Installer appen' })).toBeVisible();
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});

test('reloads into the shell with no network, deep links too', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('navigation', { name: 'Utforsk kategorier' }).getByRole('link')).toHaveCount(7);

  await setOffline(context, true);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ordning' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Utforsk kategorier' }).getByRole('link')).toHaveCount(7);
  // Chromium reports onLine after an offline reload, so 'Frakoblet' comes from the failed sync (after its retries).
  await expect(page.getByRole('status').filter({ hasText: 'Frakoblet' })).toBeVisible({ timeout: 20_000 });

  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Om oss' })).toBeVisible();
  await page.goto('/finnes-ikke');
  await expect(page.getByRole('heading', { name: 'Oops! Siden ble ikke funnet' })).toBeVisible();
});

test('caches offer images, and never an auth or REST response', async ({ page }) => {
  await page.goto('/offers');
  await waitForServiceWorkerControl(page);
  // Images requested before the worker took control go to the network; a reload goes through it.
  await page.reload();
  await expect(page.locator('img[src*="/storage/v1/object/public/"]').first()).toBeVisible();
  // The worker's own runtime cache, or the one the app fills with each card's first image after a
  // sync (offer-images-synced, which the worker answers from first): either way the images are kept.
  await page.waitForFunction(async () => {
    let count = 0;
    for (const name of ['offer-images', 'offer-images-synced'])
      count += (await (await caches.open(name)).keys()).length;
    return count > 0;
  });

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(`${name} ${request.url}`);
    }
    return urls;
  });
  expect(
    cached.some(
      (entry) => /^offer-images(-synced)? /.test(entry) && entry.includes('/storage/v1/object/public/'),
    ),
  ).toBe(true);
  expect(cached.filter((entry) => /\/(rest|auth|functions)\/v1\//.test(entry))).toEqual([]);
  expect(
    cached.filter((entry) => /^offer-images(-synced)? /.test(entry) && !entry.includes('/object/public/')),
  ).toEqual([]);
});

test("offers 'Ny versjon tilgjengelig' for a waiting worker and reloads into it on consent", async ({
  page,
}) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);

  // A new release, as the browser sees one: a worker from a new script URL
  // installs beside the active one and waits (it never skips waiting itself).
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js?release=next', { scope: '/' });
  });
  await expect(page.getByText('Ny versjon tilgjengelig')).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  // Consent: the waiting worker is told to skip waiting, and the page reloads once it controls.
  await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
  const reloaded = page.waitForEvent('framenavigated');
  await page.getByRole('button', { name: 'Oppdater nå' }).click();
  await reloaded;
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/release=next$/);
});

test("explains 'Legg til på Hjem-skjerm' on iOS, where no browser offers an install button", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Meny' }).click();
    await page
      .getByRole('dialog', { name: 'Meny' })
      .getByRole('button', { name: 'Legg til på Hjem-skjerm' })
      .click();
    const help = page.getByRole('dialog', { name: 'Legg til på Hjem-skjerm' });
    await expect(help).toContainText('Del-knappen');
    await expect(help.getByRole('listitem')).toHaveCount(3);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  } finally {
    await context.close();
  }
});
