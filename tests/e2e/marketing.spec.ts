import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';

// The three static marketing pages: their copy and figures, their links out
// (register, mail, the padel sign-up offer in a new tab), their pictures, and
// that they fit a small phone and pass axe.

const NBSP = '\u00a0';
const PADEL_OFFER_PATH = '/offer/0ffe0000-0000-4000-8000-000000000017';
const PADEL_OFFER_TITLE = 'Padelbane i lunsjen: to timer for prisen av én';

const PAGES = [
  { path: '/become-partner', title: 'Bli en partner' },
  { path: '/about-us', title: 'Om oss' },
  { path: '/padel-world-cup', title: 'Padel World Cup' },
] as const;

const main = (page: Page) => page.getByRole('main');

async function open(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
}

/** Whether the text is on the page exactly so, no-break spaces included (text matchers fold them). */
function hasExactText(page: Page, text: string): Promise<boolean> {
  return main(page).evaluate((element, expected) => element.textContent.includes(expected), text);
}

test.describe('become a partner', () => {
  test('pitches the six benefits, the free listing and the founders’ e-mail', async ({ page }) => {
    await open(page, '/become-partner', 'Bli en partner');
    const benefits = main(page).getByRole('list', { name: 'Dette får du som partner' });
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText([
      'Styrk merkevaren din',
      'Nå de rette menneskene',
      'Bygg lojale kunder',
      'Innsikt i visninger og bruk',
      'Enkelt og gratis',
      'Del av et kuratert nettverk',
    ]);
    await expect(
      main(page).getByRole('heading', { level: 2, name: 'Helt gratis å være partner' }),
    ).toBeVisible();
    await expect(main(page)).toContainText('100 % gratis');
    expect(await hasExactText(page, `100${NBSP}% gratis`)).toBe(true);

    const mail = main(page).getByRole('link', { name: 'kontakt@ordning.no' });
    await expect(mail.first()).toHaveAttribute('href', 'mailto:kontakt@ordning.no');
    await expect(main(page).getByRole('link', { name: 'Send oss en e-post' })).toHaveAttribute(
      'href',
      'mailto:kontakt@ordning.no',
    );
  });

  // Issue 26: a partner registers a company, so the form opens on 'Bedrift'.
  test("sends every 'Bli en partner' button to /register, on 'Bedrift'", async ({ page }) => {
    await open(page, '/become-partner', 'Bli en partner');
    const buttons = main(page).getByRole('link', { name: 'Bli en partner' });
    expect(await buttons.count()).toBeGreaterThanOrEqual(2);
    for (const button of await buttons.all())
      await expect(button).toHaveAttribute('href', '/register?type=company');

    await buttons.last().click();
    await expect(page).toHaveURL('/register?type=company');
    await expect(page.getByRole('heading', { level: 1, name: 'Registrer deg' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Bedrift' })).toBeChecked();
  });
});

test.describe('about us', () => {
  test('has the mission, the picture grid, both founders with their expertise, and the three values', async ({
    page,
  }) => {
    await open(page, '/about-us', 'Om oss');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Vårt oppdrag' })).toBeVisible();

    const grid = main(page).getByRole('list', { name: 'Bilder fra Ordnings verden' });
    await expect(grid.getByRole('img')).toHaveCount(4);
    for (const image of await grid.getByRole('img').all()) {
      await expect(image).toHaveAttribute('alt', /^Illustrasjon av /);
    }

    const founders = main(page)
      .getByRole('list', { name: 'Gründerne' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 3 }),
      });
    await expect(founders).toHaveCount(2);
    const managing = founders.filter({ hasText: 'Ingrid Solberg' });
    await expect(managing).toContainText('Daglig leder');
    await expect(managing.getByRole('list', { name: 'Ekspertise' }).getByRole('listitem')).toHaveText([
      'Forretningsutvikling',
      'Partnerskap',
      'Salg og markedsføring',
      'Personalgoder',
    ]);
    const tech = founders.filter({ hasText: 'Magnus Haugland' });
    await expect(tech).toContainText('Teknologiansvarlig');
    await expect(tech.getByRole('list', { name: 'Ekspertise' }).getByRole('listitem')).toHaveText([
      'Produktutvikling',
      'Webapper og PWA',
      'Sikkerhet og personvern',
      'Skytjenester',
    ]);

    await expect(
      main(page).getByRole('list', { name: 'Verdiene våre' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Åpenhet', 'Innovasjon', 'Partnerskap']);
    await expect(main(page).getByRole('link', { name: 'kontakt@ordning.no' })).toHaveAttribute(
      'href',
      'mailto:kontakt@ordning.no',
    );
  });
});

test.describe('padel world cup', () => {
  test('lists every date, time slot, price, team and format figure', async ({ page }) => {
    await open(page, '/padel-world-cup', 'Padel World Cup');
    const content = main(page);
    // Each stage's card holds its own days.
    const stage = (name: string) =>
      content.getByRole('heading', { level: 3, name, exact: true }).locator('..');
    await expect(stage('Gruppespill').locator('time')).toHaveText([
      'mandag 13. oktober 2025',
      'onsdag 15. oktober 2025',
      'torsdag 16. oktober 2025',
    ]);
    await expect(stage('Finaler').locator('time')).toHaveText([
      'mandag 27. oktober 2025',
      'onsdag 29. oktober 2025',
      'torsdag 30. oktober 2025',
    ]);
    for (const slot of ['kl. 08–10', 'kl. 10–12', 'kl. 12–14']) {
      await expect(content.getByText(slot, { exact: true })).toBeVisible();
    }
    expect(await hasExactText(page, `1${NBSP}000${NBSP}kr`)).toBe(true);
    expect(await hasExactText(page, `2${NBSP}000${NBSP}kr per lag`)).toBe(true);
    const fact = (label: string) =>
      content.locator('dl > div', { has: page.locator('dt', { hasText: label }) }).locator('dd');
    await expect(fact('Pris')).toContainText('per person');
    await expect(fact('Lag')).toContainText('12 lag');
    await expect(fact('Spillere')).toContainText('2 spillere');
    await expect(fact('Spilletid')).toContainText('4 timer');
    await expect(fact('Format')).toContainText('Americano');
    expect(await fact('Pris').evaluate((element) => element.textContent)).toContain(`1${NBSP}000${NBSP}kr`);
    await expect(content.getByRole('heading', { level: 2, name: 'Hva kan du forvente?' })).toBeVisible();
    await expect(content.getByRole('heading', { level: 2, name: 'Påmelding' })).toBeVisible();
    await expect(content.getByRole('link', { name: 'kontakt@ordning.no' })).toHaveAttribute(
      'href',
      'mailto:kontakt@ordning.no',
    );
  });

  test('says gracefully that the 2025 championship is over', async ({ page }) => {
    await open(page, '/padel-world-cup', 'Padel World Cup');
    await expect(page.getByTestId('padel-status')).toHaveAttribute('data-status', 'finished');
    await expect(page.getByTestId('padel-status')).toContainText('Padel World Cup 2025 er ferdigspilt');
  });

  test('invites teams to sign up when opened before the championship', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-09-01T10:00:00+02:00'));
    await open(page, '/padel-world-cup', 'Padel World Cup');
    await expect(page.getByTestId('padel-status')).toHaveAttribute('data-status', 'upcoming');
    await expect(page.getByTestId('padel-status')).toContainText('Påmeldingen er åpen');
    await expect(main(page).getByRole('link', { name: 'Meld på laget (åpnes i ny fane)' })).toHaveCount(2);
  });

  test('opens the sign-up offer in a new tab from every sign-up button', async ({ page, context }) => {
    await open(page, '/padel-world-cup', 'Padel World Cup');
    const buttons = main(page).getByRole('link', { name: /\(åpnes i ny fane\)$/ });
    await expect(buttons).toHaveCount(2);
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute('href', PADEL_OFFER_PATH);
      await expect(button).toHaveAttribute('target', '_blank');
      await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const [signUp] = await Promise.all([context.waitForEvent('page'), buttons.first().click()]);
    await expect(signUp).toHaveURL(PADEL_OFFER_PATH);
    await expect(signUp.getByRole('heading', { level: 1, name: PADEL_OFFER_TITLE })).toBeVisible();
    // The event page stays where it was, behind the new tab.
    await expect(page).toHaveURL('/padel-world-cup');
  });
});

test.describe('pictures', () => {
  for (const { path, title } of PAGES) {
    test(`${path} reserves every picture's box and loads below-the-fold ones lazily`, async ({ page }) => {
      await open(page, path, title);
      const images = main(page).locator('img');
      expect(await images.count()).toBeGreaterThan(0);
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute('width', /^\d+$/);
        await expect(image).toHaveAttribute('height', /^\d+$/);
        await expect(image).toHaveAttribute('decoding', 'async');
        await expect(image).toHaveAttribute('srcset', /\/marketing\/[a-z-]+-\d+\.webp \d+w/);
        await expect(image).toHaveAttribute('alt');
      }
      // The hero picture is fetched at once; the rest only near the viewport.
      const eager = main(page).locator('img[loading="eager"]');
      const lazy = main(page).locator('img[loading="lazy"]');
      expect((await eager.count()) + (await lazy.count())).toBe(await images.count());
      expect(await eager.count()).toBeLessThanOrEqual(1);

      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
          .toBeGreaterThan(0);
      }
    });
  }
});

test.describe('small phones', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const { path, title } of PAGES) {
    test(`${path} fits 360 px without sideways scrolling`, async ({ page }) => {
      await open(page, path, title);
      await page.waitForLoadState('networkidle');
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    });
  }
});

for (const viewport of [
  { label: 'mobile', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`axe, ${viewport.label} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { path, title } of PAGES) {
      test(`finds no serious or critical violation on ${path}`, async ({ page }) => {
        await open(page, path, title);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
