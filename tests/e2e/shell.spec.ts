import { expect, test, type Page } from '@playwright/test';
import { setOffline } from './offline-emulation.ts';

// The frame around every page: the bar in each of its states and widths, the
// category row, the footer, the 404 page, white-label branding and the sync status.

const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 900, height: 800 };
const MOBILE = { width: 390, height: 844 };
const PASSWORD = 'Demo1234!';

/** The white-label host on the same server, e.g. http://acme.ordning.localhost:4173/. */
function acmeUrl(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? 'http://localhost:4173');
  url.hostname = 'acme.ordning.localhost';
  return url.toString();
}

const header = (page: Page) => page.getByRole('banner');
const menuButton = (page: Page) => header(page).getByRole('button', { name: 'Meny' });

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Logg inn', exact: true }).click();
  await expect(header(page).getByRole('link', { name: 'Min profil' })).toBeVisible();
}

test.describe('navigation bar', () => {
  test('shows every link and the account buttons at desktop width when logged out', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const bar = header(page);
    for (const [name, path] of [
      ['Sjekk ut tilbud', '/offers'],
      ['Bli en partner', '/become-partner'],
      ['Om oss', '/about-us'],
      ['Logg inn', '/login'],
      ['Registrer', '/register'],
    ] as const) {
      await expect(bar.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }
    await expect(menuButton(page)).toBeHidden();
    await expect(bar.getByRole('link', { name: 'Min profil' })).toHaveCount(0);

    await bar.getByRole('link', { name: 'Bli en partner' }).click();
    await expect(page).toHaveURL('/become-partner');
    await expect(page.getByRole('heading', { level: 1, name: 'Bli en partner' })).toBeVisible();
  });

  test('collapses the links into a menu below 1200 px, keeping the account buttons on tablets', async ({
    page,
  }) => {
    await page.setViewportSize(TABLET);
    await page.goto('/');
    await expect(header(page).getByRole('navigation', { name: 'Hovedmeny' })).toBeHidden();
    await expect(header(page).getByRole('link', { name: 'Logg inn' })).toBeVisible();

    await menuButton(page).click();
    const menu = page.getByRole('dialog', { name: 'Meny' });
    await expect(menu).toBeVisible();
    // The dialog hides the rest of the page from assistive technology, the button included.
    await expect(page.locator('header button[aria-label="Meny"]')).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Sjekk ut tilbud', 'Bli en partner', 'Om oss']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Sport' })).toHaveAttribute('href', '/offers?category=sport');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('puts everything in the menu on mobile, and a menu link navigates and closes it', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: 'Logg inn' })).toBeHidden();
    await expect(header(page).getByRole('link', { name: 'Sjekk ut tilbud' })).toBeHidden();

    await menuButton(page).click();
    const menu = page.getByRole('dialog', { name: 'Meny' });
    await expect(menu.getByRole('link', { name: 'Logg inn' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('link', { name: 'Registrer' })).toHaveAttribute('href', '/register');
    const box = await menu.getByRole('link', { name: 'Om oss' }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

    await menu.getByRole('link', { name: 'Om oss' }).click();
    await expect(page).toHaveURL('/about-us');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Om oss' })).toBeVisible();
  });

  test('closes the menu on Back, and does not reopen it on Forward', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/about-us');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Bli en partner' }).click();
    await expect(page).toHaveURL('/become-partner');
    await menuButton(page).click();
    const menu = page.getByRole('dialog', { name: 'Meny' });
    await expect(menu).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL('/about-us');
    await expect(menu).toBeHidden();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Bli en partner' })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('shows the profile link and the company offers link to a company user', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'eier@acme.test');
    const bar = header(page);
    await expect(bar.getByRole('link', { name: 'Administrer tilbud' })).toHaveAttribute(
      'href',
      '/company/offers',
    );
    await expect(bar.getByRole('link', { name: 'Min profil' })).toHaveAttribute('href', '/profile');
    await expect(bar.getByRole('link', { name: 'Logg inn' })).toHaveCount(0);
    await expect(bar.getByRole('link', { name: 'Registrer' })).toHaveCount(0);
    await expect(bar.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

    await bar.getByRole('link', { name: 'Administrer tilbud' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Administrer Tilbud' })).toBeVisible();
  });

  test('gives an admin the Admin link, in the bar and in the mobile menu', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'admin@ordning.test');
    await expect(header(page).getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute(
      'href',
      '/admin',
    );

    await page.setViewportSize(MOBILE);
    await menuButton(page).click();
    const menu = page.getByRole('dialog', { name: 'Meny' });
    await expect(menu.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Min profil' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Logg inn' })).toHaveCount(0);
  });
});

test.describe('category row', () => {
  test('lists the categories under the bar and goes to /offers?category={key}, where it is hidden', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const row = page.getByRole('navigation', { name: 'Utforsk kategorier' });
    await expect(row.getByRole('link')).toHaveCount(7);
    await expect(row.getByRole('link').first()).toHaveText('Bil');
    await expect(row.locator('img').first()).toHaveAttribute('src', '/categories/car.webp');

    await row.getByRole('link', { name: 'Sport' }).click();
    await expect(page).toHaveURL('/offers?category=sport');
    await expect(row).toHaveCount(0);

    await page.goto('/about-us');
    await expect(row).toBeVisible();
  });

  test('scrolls sideways on mobile instead of wrapping', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    const list = page.getByRole('navigation', { name: 'Utforsk kategorier' }).getByRole('list');
    await expect(list.getByRole('listitem')).toHaveCount(7);
    const { scrollWidth, clientWidth, height } = await list.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      height: element.getBoundingClientRect().height,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(height).toBeLessThan(80);
  });
});

test.describe('footer', () => {
  test('has the copyright, the logo and the three links', async ({ page }) => {
    await page.goto('/about-us');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Ordning`);
    // Ordning's mark, drawn inline in its own colours (no image file to set up: src/ui/Logo.tsx).
    const mark = footer.locator('svg[viewBox="0 0 512 512"]');
    await expect(mark).toBeVisible();
    await expect(mark.locator('rect')).toHaveAttribute('fill', '#7d8f24');
    await expect(footer.locator('img[src="/logo.svg"]')).toHaveCount(0);
    for (const [name, path] of [
      ['Sjekk ut tilbud', '/offers'],
      ['Bli en partner', '/become-partner'],
      ['Om oss', '/about-us'],
    ] as const) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', path);
    }
    await footer.getByRole('link', { name: 'Sjekk ut tilbud' }).click();
    await expect(page).toHaveURL('/offers');
  });
});

test.describe('404', () => {
  test('shows the not-found page for an unknown path, logs the path and links home', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/finnes/ikke?fra=test');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Siden ble ikke funnet' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('/finnes/ikke?fra=test');
    expect(warnings.some((text) => text.includes('/finnes/ikke?fra=test'))).toBe(true);

    await page.getByRole('link', { name: 'Tilbake til forsiden' }).click();
    await expect(page).toHaveURL('/');
  });

  test('opens the marketing pages and the lead forms with their titles, not the 404 page', async ({
    page,
  }) => {
    const routes: [string, string][] = [
      ['/become-partner', 'Bli en partner'],
      ['/about-us', 'Om oss'],
      ['/padel-world-cup', 'Padel World Cup'],
      ['/partoutcar', 'Firmabil'],
      ['/eiendomsdrift', 'Eiendomsdrift'],
    ];
    for (const [path, title] of routes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true }), path).toBeVisible();
      await expect(page.getByText('Oops! Siden ble ikke funnet')).toHaveCount(0);
      await expect(page.getByText('Denne siden er under arbeid.'), path).toHaveCount(0);
    }
  });

  test('opens every open account route as a page, not the 404 page', async ({ page }) => {
    for (const path of ['/register', '/forgot-password', '/password-reset?token=abc&type=recovery']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await expect(page.getByText('Oops! Siden ble ikke funnet')).toHaveCount(0);
    }
  });

  test('sends a signed-out visitor from every guarded route to the login page, keeping the way back', async ({
    page,
  }) => {
    for (const path of ['/profile', '/employees', '/company/offers', '/admin', '/admin/categories']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login\?/);
      expect(new URL(page.url()).searchParams.get('redirectTo'), path).toBe(path);
      await expect(page.getByText('Oops! Siden ble ikke funnet')).toHaveCount(0);
    }
  });
});

test.describe('branding', () => {
  const cssVariable = (page: Page, name: string) =>
    page.evaluate((variable) => document.documentElement.style.getPropertyValue(variable), name);

  test("wears Acme's title, colours, logo, favicon and description on acme.ordning.localhost", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(acmeUrl(baseURL));
    await expect(page).toHaveTitle('Acme Fordeler');
    expect(await cssVariable(page, '--primary')).toBe('214 84% 42%');
    expect(await cssVariable(page, '--secondary')).toBe('210 40% 94%');
    expect(await cssVariable(page, '--accent')).toBe('28 92% 54%');
    await expect(header(page).getByRole('link', { name: 'Registrer' })).toHaveCSS(
      'background-color',
      'rgb(17, 95, 197)',
    );
    await expect(header(page).getByRole('img', { name: 'Acme AS' })).toHaveAttribute(
      'src',
      /acme-logo\.webp$/,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Fordeler og rabatter for ansatte i Acme AS',
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /acme-og\.webp$/);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /acme-favicon\.webp$/);
    await expect(page.getByRole('contentinfo')).toContainText('Acme AS');
  });

  test('keeps Acme branded on a reload without network, from the cached branding', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto(acmeUrl(baseURL));
    await expect(page).toHaveTitle('Acme Fordeler');
    await context.route('**/rest/v1/public_company_branding*', (route) => route.abort());
    await page.reload();
    await expect(page).toHaveTitle('Acme Fordeler');
    expect(await cssVariable(page, '--primary')).toBe('214 84% 42%');
  });

  test('uses the default title and colours on localhost', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Ordning');
    await expect(page.getByRole('main')).toBeVisible();
    expect(await cssVariable(page, '--primary')).toBe('70 60% 35%');
    expect(await cssVariable(page, '--secondary')).toBe('35 25% 90%');
    expect(await cssVariable(page, '--accent')).toBe('70 60% 35%');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Ansattfordeler og partnertilbud på ett sted',
    );
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#7d8f24');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });
});

test.describe('sync status', () => {
  test("says 'Frakoblet' and when the offers were last updated while offline", async ({ page, context }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Sist oppdatert');

    await setOffline(context, true);
    const banner = page.getByRole('status').filter({ hasText: 'Frakoblet' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(/sist oppdatert \d{2}\.\d{2}\.\d{4}/);

    await setOffline(context, false);
    await expect(banner).toHaveCount(0);
  });
});
