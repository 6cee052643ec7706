import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import config from '../../playwright.config.ts';

// Issue 24: on a company's white-label host the install is the company's from
// the document on: a repeat visit's document (the service worker's answer)
// already links Acme's manifest and apple-touch-icon, and what Chromium would
// install is named 'Acme Fordeler' / 'Acme' with the generated icons.

function acmeUrl(baseURL: string): string {
  const url = new URL(baseURL);
  url.hostname = 'acme.ordning.localhost';
  return url.toString();
}

interface AppManifest {
  name?: string;
  short_name?: string;
  icons?: { src: string; sizes: string; purpose?: string }[];
}

async function cdpCall<T>(context: BrowserContext, page: Page, method: string): Promise<T> {
  const cdp = await context.newCDPSession(page);
  try {
    return (await cdp.send(method as 'Page.getAppManifest')) as T;
  } finally {
    await cdp.detach();
  }
}

const appManifest = async (context: BrowserContext, page: Page): Promise<AppManifest> => {
  const { data } = await cdpCall<{ data?: string }>(context, page, 'Page.getAppManifest');
  return data ? (JSON.parse(data) as AppManifest) : {};
};

const installabilityErrors = async (context: BrowserContext, page: Page): Promise<string[]> =>
  (
    await cdpCall<{ installabilityErrors: { errorId: string }[] }>(
      context,
      page,
      'Page.getInstallabilityErrors',
    )
  ).installabilityErrors.map((error) => error.errorId);

// The worker is what answers the repeat visit: not blocked here.
test.use({ serviceWorkers: 'allow' });

test("a repeat visit's document on acme.<domain> links Acme's manifest and apple-touch-icon", async ({
  baseURL,
}) => {
  // The worker installs the whole shell before it can keep the brand: slow on a busy machine.
  test.setTimeout(120_000);
  const userDataDir = mkdtempSync(join(tmpdir(), 'ordning-install-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: config.use?.launchOptions?.executablePath,
    args: config.use?.launchOptions?.args,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(acmeUrl(baseURL ?? ''));
    await expect(page).toHaveTitle('Acme Fordeler');
    // First visit: once the page has handed the brand over, Chromium's manifest is Acme's.
    await expect
      .poll(async () => (await appManifest(context, page)).short_name, { timeout: 60_000 })
      .toBe('Acme');
    expect(await installabilityErrors(context, page)).toEqual([]);

    // Repeat visit: the document as it arrives already names Acme's manifest and icon.
    if ((await page.evaluate(() => navigator.serviceWorker.controller)) === null) await page.reload();
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest\?v=[0-9a-z]+">/);
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/__brand\/icon-512\.png\?v=[0-9a-z]+" \/>/);
    expect(html).not.toContain('apple-touch-icon-180x180.png');

    const links = await page.evaluate(() => ({
      manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '',
      touchIcon: document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href') ?? '',
    }));
    const linked: unknown = await page.evaluate(
      async (href) => (await fetch(href)).json() as Promise<unknown>,
      links.manifest,
    );
    expect(linked).toMatchObject({ name: 'Acme Fordeler', short_name: 'Acme' });
    const touchIcon = await page.evaluate(async (src) => {
      const response = await fetch(src);
      const bitmap = await createImageBitmap(await response.blob());
      return { type: response.headers.get('content-type'), width: bitmap.width, height: bitmap.height };
    }, links.touchIcon);
    expect(touchIcon).toEqual({ type: 'image/png', width: 512, height: 512 });

    const manifest = await appManifest(context, page);
    expect(manifest).toMatchObject({ name: 'Acme Fordeler', short_name: 'Acme' });
    expect((manifest.short_name ?? '').length).toBeLessThanOrEqual(12);
    expect(manifest.icons?.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(manifest.icons?.every((icon) => icon.src.startsWith('/__brand/'))).toBe(true);
    expect(await installabilityErrors(context, page)).toEqual([]);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});

test('the main host keeps the product manifest and touch icon in its document', async ({ page }) => {
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 45_000 })
    .toBe(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  expect(html).toContain('apple-touch-icon-180x180.png');
});
