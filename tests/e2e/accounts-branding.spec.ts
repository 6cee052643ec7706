import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import config from '../../playwright.config.ts';
import { DESKTOP, MOBILE, PEOPLE, signIn } from './accounts-support.ts';
import { seriousViolations } from './axe.ts';
import { readAcme, writeAcme, type BrandingColumns } from './branding-support.ts';
import { setOffline } from './offline-emulation.ts';

// Tests here use the service worker (offline reloads, the installed app), blocked by default.
test.use({ serviceWorkers: 'allow' });

// The branding card on /profile: owners and admins of the selected company
// edit its white-label branding, which the company's subdomain then wears.

test.use({ viewport: DESKTOP });

/** The white-label host on the same server, e.g. http://acme.ordning.localhost:4173/. */
function acmeUrl(baseURL: string): string {
  const url = new URL(baseURL);
  url.hostname = 'acme.ordning.localhost';
  return url.toString();
}

async function openProfile(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Min profil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
}

const brandingCard = (page: Page) => page.getByRole('region', { name: 'Merkevare' });

interface AppManifest {
  name?: string;
  short_name?: string;
  theme_color?: string;
  start_url?: string;
  icons?: { src: string; sizes: string; purpose?: string }[];
}

/** The manifest as Chromium reads it for installing (through the service worker, like an install does). */
async function appManifest(context: BrowserContext, page: Page): Promise<AppManifest> {
  const cdp = await context.newCDPSession(page);
  try {
    const { data } = (await cdp.send('Page.getAppManifest')) as { data?: string };
    return data ? (JSON.parse(data) as AppManifest) : {};
  } finally {
    await cdp.detach();
  }
}

async function installabilityErrors(context: BrowserContext, page: Page): Promise<string[]> {
  const cdp = await context.newCDPSession(page);
  try {
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    return installabilityErrors.map((error) => error.errorId);
  } finally {
    await cdp.detach();
  }
}

let original: BrandingColumns | null = null;

test.beforeAll(async ({ baseURL }) => {
  original = await readAcme(baseURL ?? '');
});

// Other browser tests rely on Acme's seeded branding.
test.afterEach(async ({ baseURL }) => {
  if (original) await writeAcme(baseURL ?? '', original);
});

test("lets Acme's owner change the title and primary colour, which acme.<domain> then wears", async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, PEOPLE.acmeOwner.email);
  await openProfile(page);
  const card = brandingCard(page);
  await expect(card).toBeVisible();
  const title = card.getByRole('textbox', { name: /^Sidetittel/ });
  await expect(title).toHaveValue('Acme Fordeler');
  await expect(card.getByRole('textbox', { name: /^Subdomene/ })).toHaveValue('acme');
  await expect(card.getByRole('switch', { name: /White label/ })).toBeChecked();

  await title.fill('Acme Goder');
  // The colour picker writes the hex field beside it (the form keeps HSL, branding-upload.spec.ts).
  const primary = card.getByRole('textbox', { name: /^Primærfarge/ });
  await card.getByLabel('Velg primærfarge med fargevelger').fill('#0f766e');
  await expect(primary).toHaveValue('#0f766e');
  // HSL text typed by hand is still taken as it is.
  await primary.fill('160 84% 25%');
  await expect(page.getByTestId('branding-preview')).toContainText('Acme Goder');

  await card.getByRole('button', { name: 'Lagre merkevare' }).click();
  await expect(page.getByText('Suksess!')).toBeVisible();
  // The page wears the saved branding at once (Acme is the selected company).
  await expect(page).toHaveTitle('Min profil · Acme Goder');

  await page.goto(acmeUrl(baseURL ?? ''));
  await page.reload();
  await expect(page).toHaveTitle('Acme Goder');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--primary')))
    .toBe('160 84% 25%');
  // The app installed from the subdomain is Acme's.
  await expect.poll(async () => (await appManifest(context, page)).name).toBe('Acme Goder');
});

test('installs from acme.<domain> with its name, generated icon and colour, also offline', async ({
  baseURL,
}) => {
  // Installability needs a real profile (not an incognito-like context).
  const userDataDir = mkdtempSync(join(tmpdir(), 'ordning-brand-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: config.use?.launchOptions?.executablePath,
    args: config.use?.launchOptions?.args,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(acmeUrl(baseURL ?? ''));
    await expect(page).toHaveTitle('Acme Fordeler');
    await expect.poll(async () => (await appManifest(context, page)).short_name).toBe('Acme');
    const manifest = await appManifest(context, page);
    expect(manifest).toMatchObject({ name: 'Acme Fordeler', start_url: '/' });
    // Acme's primary colour, 214 84% 42%.
    expect(manifest.theme_color).toBe('#115fc5');
    const icon = manifest.icons?.find((entry) => entry.sizes === '512x512' && entry.purpose === 'maskable');
    expect(icon?.src).toMatch(/^\/__brand\/icon-512\.png\?v=[0-9a-z]+$/);
    const drawn = await page.evaluate(async (src) => {
      const response = await fetch(src);
      const bitmap = await createImageBitmap(await response.blob());
      return { type: response.headers.get('content-type'), width: bitmap.width, height: bitmap.height };
    }, icon?.src ?? '');
    expect(drawn).toEqual({ type: 'image/png', width: 512, height: 512 });
    expect(await installabilityErrors(context, page)).toEqual([]);

    // No network: the service worker still serves the branded manifest and its icons.
    await setOffline(context, true);
    await page.reload();
    await expect(page).toHaveTitle('Acme Fordeler');
    await expect.poll(async () => (await appManifest(context, page)).name).toBe('Acme Fordeler');
    expect(await installabilityErrors(context, page)).toEqual([]);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});

test('keeps the product manifest on the main host, whoever is signed in', async ({ page, context }) => {
  await signIn(page, PEOPLE.acmeOwner.email);
  await expect(page).toHaveTitle('Acme Fordeler');
  const manifest = await appManifest(context, page);
  expect(manifest.name).toBe('Ordning – fordeler og tilbud');
  expect(manifest.icons?.map((entry) => entry.src)).toContain('/pwa-512x512.png');
});

test("refuses a reserved subdomain with 'Ugyldig subdomain'", async ({ page }) => {
  await signIn(page, PEOPLE.acmeOwner.email);
  await openProfile(page);
  const card = brandingCard(page);
  const subdomain = card.getByRole('textbox', { name: /^Subdomene/ });
  await expect(subdomain).toHaveValue('acme');
  await subdomain.fill('WWW');
  await expect(subdomain).toHaveValue('www');
  await card.getByRole('button', { name: 'Lagre merkevare' }).click();
  await expect(card.getByText('Ugyldig subdomain')).toBeVisible();
  await expect(subdomain).toBeFocused();
  await expect(subdomain).toHaveAttribute('aria-invalid', 'true');
});

test('shows no branding card to an employee, and loads none of its code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await signIn(page, PEOPLE.employee.email);
  await openProfile(page);
  await expect(page.getByRole('region', { name: 'Arbeidsgiver' })).toBeVisible();
  await expect(brandingCard(page)).toHaveCount(0);
  expect(scripts.filter((url) => /BrandingCard/.test(url))).toEqual([]);
});

test("shows the card to the company's admin, and says 'Subdomain opptatt' for another company's subdomain", async ({
  page,
}) => {
  await signIn(page, PEOPLE.acmeAdmin.email);
  await openProfile(page);
  const card = brandingCard(page);
  const subdomain = card.getByRole('textbox', { name: /^Subdomene/ });
  await expect(subdomain).toHaveValue('acme');
  await subdomain.fill('fjord');
  await subdomain.blur();
  await expect(card.getByText('Subdomain opptatt')).toBeVisible();
  await card.getByRole('button', { name: 'Lagre merkevare' }).click();
  await expect(card.getByText('Subdomain opptatt')).toBeVisible();
  await expect(page.getByText('Suksess!')).toHaveCount(0);
});

test('fits the branding card on a 360 px wide phone', async ({ page }) => {
  await signIn(page, PEOPLE.acmeOwner.email);
  await page.setViewportSize(MOBILE);
  await page.goto('/profile');
  await expect(brandingCard(page)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('says the network is needed to save while offline, and has no serious axe violations', async ({
  page,
  context,
}) => {
  await signIn(page, PEOPLE.acmeOwner.email);
  await openProfile(page);
  const card = brandingCard(page);
  await expect(card.getByRole('textbox', { name: /^Sidetittel/ })).toHaveValue('Acme Fordeler');
  expect(await seriousViolations(page)).toEqual([]);

  await setOffline(context, true);
  await expect(card.getByText('Du er frakoblet. Koble til internett for å lagre merkevaren.')).toBeVisible();
  await card.getByRole('textbox', { name: /^Sidetittel/ }).fill('Frakoblet tittel');
  await card.getByRole('button', { name: 'Lagre merkevare' }).click();
  await expect(card.getByRole('alert')).toHaveText(
    'Du er frakoblet. Koble til internett for å lagre merkevaren.',
  );
  await setOffline(context, false);
});
