import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { COMPANIES, DESKTOP, MOBILE, PEOPLE, serviceHeaders, signIn } from './accounts-support.ts';
import { readAcme, writeAcme, type BrandingColumns } from './branding-support.ts';

// Issue 26, branding for people: the owner uploads the company's pictures
// into its own Storage folder, picks colours (stored as HSL text) and sees the
// address the subdomain gives, on a phone first.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** Removes what a test uploaded into Acme's branding folder. */
async function removeBrandingUploads(baseURL: string): Promise<void> {
  const headers = await serviceHeaders();
  const listed = await fetch(`${baseURL}/storage/v1/object/list/offer-images`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ prefix: `${COMPANIES.acme}/branding`, limit: 100 }),
  });
  if (!listed.ok) return;
  const names = ((await listed.json()) as { name: string }[]).map(
    (entry) => `${COMPANIES.acme}/branding/${entry.name}`,
  );
  if (names.length === 0) return;
  await fetch(`${baseURL}/storage/v1/object/offer-images`, {
    method: 'DELETE',
    headers,
    body: JSON.stringify({ prefixes: names }),
  });
}

/** A small real PNG, made here so the repository holds no binary fixture. */
const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();

const brandingCard = (page: Page) => page.getByRole('region', { name: 'Merkevare' });

/** Signs in as Acme's owner and opens /profile from the desktop bar (the sign-in helper waits for it), then turns to a phone. */
async function openBrandingCard(page: Page) {
  await page.setViewportSize(DESKTOP);
  await signIn(page, PEOPLE.acmeOwner.email);
  await page.getByRole('banner').getByRole('link', { name: 'Min profil' }).click();
  await page.setViewportSize(PHONE);
  const card = brandingCard(page);
  await expect(card.getByRole('textbox', { name: /^Sidetittel/ })).toHaveValue('Acme Fordeler');
  return card;
}

const ACME_BRANDING_PATH = new RegExp(
  `^/storage/v1/object/public/offer-images/${COMPANIES.acme}/branding/logo-[0-9a-f-]{36}\\.png$`,
);

let original: BrandingColumns | null = null;

test.beforeAll(async ({ baseURL }) => {
  original = await readAcme(baseURL ?? '');
});

// Other browser tests rely on Acme's seeded branding.
test.afterEach(async ({ baseURL }) => {
  if (original) await writeAcme(baseURL ?? '', original);
  await removeBrandingUploads(baseURL ?? '');
});

test("uploads a logo into Acme's Storage folder, previews it, saves it and wears it in the header", async ({
  page,
  baseURL,
}) => {
  const card = await openBrandingCard(page);
  // No developer words and no browser file button in sight.
  await expect(card.getByText('OG-bilde')).toHaveCount(0);
  await expect(card.getByRole('group', { name: /^Bilde for lenkedeling/ })).toBeVisible();
  const button = card.locator('label', { hasText: /^(Last opp|Bytt) logo$/ });
  await expect(button).toBeVisible();
  expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  const input = card.getByLabel(/^(Last opp|Bytt) logo$/);
  await expect(input).toHaveAttribute('type', 'file');
  // Visually hidden (1 px, clipped): the browser's own 'Choose File' never shows.
  expect((await input.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);

  await input.setInputFiles({
    name: 'acme-logo.png',
    mimeType: 'image/png',
    buffer: await png(320, 80, '#0f766e'),
  });
  const thumbnail = card.getByTestId('logo_url-thumbnail');
  await expect(thumbnail).toHaveAttribute('src', /\/branding\/logo-[0-9a-f-]{36}\.png$/);
  const uploaded = new URL((await thumbnail.getAttribute('src')) ?? '', baseURL).pathname;
  expect(uploaded).toMatch(ACME_BRANDING_PATH);
  await expect(card.getByLabel('Bytt logo')).toBeAttached();
  // The preview shows it before saving.
  const previewLogo = page.getByTestId('branding-preview-logo');
  await expect(previewLogo).toHaveAttribute('src', new RegExp(`${uploaded}$`));
  await expect.poll(() => previewLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);

  await card.getByRole('button', { name: 'Lagre merkevare' }).click();
  await expect(page.getByText('Suksess!')).toBeVisible();
  expect((await readAcme(baseURL ?? '')).branding_config?.logo_url).toBe(uploaded);
  // The stored file is public, a PNG, in Acme's folder.
  const stored = await fetch(`${baseURL}${uploaded}`);
  expect(stored.status).toBe(200);
  expect(stored.headers.get('content-type')).toBe('image/png');

  // The page wears the new logo at once, and after a reload.
  const headerLogo = page.getByRole('banner').locator(`img[src$="${uploaded}"]`).first();
  await expect(headerLogo).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').locator(`img[src$="${uploaded}"]`).first()).toBeVisible();

  // Replacing it: once the new logo is saved, the old file is removed from the folder.
  await card.getByLabel('Bytt logo').setInputFiles({
    name: 'ny-logo.png',
    mimeType: 'image/png',
    buffer: await png(200, 100, '#1f6feb'),
  });
  // While it uploads the thumbnail shows the local file (a blob: URL), then the stored one.
  const storedSrc = async () => new URL((await thumbnail.getAttribute('src')) ?? '', baseURL).pathname;
  await expect.poll(storedSrc).not.toBe(uploaded);
  await expect.poll(storedSrc).toMatch(ACME_BRANDING_PATH);
  const replacement = await storedSrc();
  await card.getByRole('button', { name: 'Lagre merkevare' }).click();
  await expect(page.getByText('Suksess!').first()).toBeVisible();
  await expect.poll(async () => (await fetch(`${baseURL}${uploaded}`)).status).toBeGreaterThanOrEqual(400);
  expect((await fetch(`${baseURL}${replacement}`)).status).toBe(200);
});

test("clears a picture with 'Fjern' and refuses a file that is no image, in Norwegian", async ({
  page,
  baseURL,
}) => {
  const card = await openBrandingCard(page);
  await card.getByRole('button', { name: 'Fjern app-ikon' }).click();
  await expect(card.getByTestId('favicon_url-thumbnail')).toHaveCount(0);
  await expect(card.getByLabel('Last opp app-ikon')).toBeAttached();

  await card.getByLabel('Last opp app-ikon').setInputFiles({
    name: 'ikon.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('ikke et bilde'),
  });
  await expect(
    card.getByText('Filtypen støttes ikke. Velg et bilde i PNG, JPG, GIF eller WebP.'),
  ).toBeVisible();

  await card.getByRole('button', { name: 'Lagre merkevare' }).click();
  await expect(page.getByText('Suksess!')).toBeVisible();
  expect((await readAcme(baseURL ?? '')).branding_config?.favicon_url).toBeNull();
});

test('picks the primary colour with the picker: the preview changes and HSL text is stored', async ({
  page,
  baseURL,
}) => {
  const card = await openBrandingCard(page);
  const hex = card.getByRole('textbox', { name: /^Primærfarge/ });
  await expect(hex).toHaveValue('#115fc5');
  await expect(card.getByText(/^God kontrast mot hvit tekst/)).toBeVisible();
  const previewButton = page.getByTestId('branding-preview-primary');
  await expect(previewButton).toHaveCSS('background-color', 'rgb(17, 95, 197)');

  await card.getByLabel('Velg primærfarge med fargevelger').fill('#0f766e');
  await expect(hex).toHaveValue('#0f766e');
  await expect(previewButton).toHaveCSS('background-color', 'rgb(15, 118, 110)');

  // A light yellow fails white text, and says so plainly.
  await hex.fill('#f5d033');
  await expect(card.getByText(/^For lav kontrast mot hvit tekst/)).toBeVisible();
  await expect(previewButton).toHaveCSS('background-color', 'rgb(245, 208, 51)');
  await hex.fill('#0f766e');
  await expect(card.getByText(/^God kontrast mot hvit tekst/)).toBeVisible();

  await card.getByRole('button', { name: 'Lagre merkevare' }).click();
  await expect(page.getByText('Suksess!')).toBeVisible();
  expect((await readAcme(baseURL ?? '')).branding_config?.primary_hsl).toBe('175.3 77.4% 26.1%');
});

test('shows the address the subdomain gives while it is typed, and fits a phone', async ({ page }) => {
  const card = await openBrandingCard(page);
  const address = card.getByTestId('branding-address');
  await expect(address).toHaveText(/^https:\/\/acme\.ordning\./);
  const subdomain = card.getByRole('textbox', { name: /^Subdomene/ });
  await subdomain.fill('Acme-Fordeler');
  await expect(address).toHaveText(/^https:\/\/acme-fordeler\.ordning\./);
  await subdomain.fill('-x');
  await expect(address).toHaveCount(0);
  await subdomain.fill('acme');
  await expect(address).toHaveText(/^https:\/\/acme\.ordning\./);

  await page.setViewportSize(MOBILE);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
