import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { TRATTORIA, signIn } from './catalogue-support.ts';

const pages: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'landing',
    path: '/',
    ready: (page) =>
      expect(page.getByRole('list', { name: 'Utvalgte tilbud' }).getByRole('listitem').first()).toBeVisible(),
  },
  {
    name: 'offers',
    path: '/offers',
    ready: (page) =>
      expect(
        page.getByRole('list', { name: 'Tilbud', exact: true }).getByRole('listitem').first(),
      ).toBeVisible(),
  },
  {
    name: 'offer detail',
    path: `/offer/${TRATTORIA.id}`,
    ready: (page) =>
      expect(page.getByRole('heading', { name: 'Logg inn for å bruke tilbudet' })).toBeVisible(),
  },
  {
    name: 'login',
    path: '/login',
    ready: (page) => expect(page.getByRole('heading', { name: 'Logg inn', level: 1 })).toBeVisible(),
  },
];

for (const viewport of [
  { label: 'mobile', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`${viewport.label} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const target of pages) {
      test(`axe finds no serious or critical violation on ${target.name}`, async ({ page }) => {
        await page.goto(target.path);
        await target.ready(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('axe finds no serious or critical violation on a signed-in offer and in till mode', async ({
      page,
    }) => {
      await page.goto(`/login?redirectTo=/offer/${TRATTORIA.id}`);
      await signIn(page);
      await expect(page.getByTestId('discount-code')).toHaveText(TRATTORIA.code);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Vis i kassen' }).click();
      await expect(page.getByTestId('till-code')).toBeVisible();
      // Till mode dismisses every toast so nothing covers the code.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
