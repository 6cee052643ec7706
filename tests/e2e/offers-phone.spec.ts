import { expect, test, type Page } from '@playwright/test';
import { signIn } from './catalogue-support.ts';
import { saveScreenshot } from './screenshots.ts';
import { setOffline } from './offline-emulation.ts';

// /offers at the till: a 390×844 phone, the keyboard open, Back from an offer, and offline.

test.use({ viewport: { width: 390, height: 844 } });

const offerList = (page: Page) => page.getByRole('list', { name: 'Tilbud', exact: true });
const cardTitles = (page: Page) => offerList(page).getByRole('heading');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Søk i tilbud' });
const wholeCatalogue = (page: Page) => page.getByRole('status').filter({ hasText: /^Viser \d+ tilbud$/ });

/** The on-screen keyboard: the visible part of the page (visualViewport) is 340 px high. */
async function openKeyboard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const real = window.visualViewport;
    if (!real) return;
    const keyboard = new EventTarget();
    Object.defineProperties(keyboard, {
      height: { get: () => 340 },
      width: { get: () => real.width },
      offsetTop: { get: () => 0 },
      offsetLeft: { get: () => 0 },
      pageTop: { get: () => window.scrollY },
      pageLeft: { get: () => window.scrollX },
      scale: { get: () => 1 },
    });
    Object.defineProperty(window, 'visualViewport', { get: () => keyboard });
  });
}

/** A list mounts its first screen, then the rest: wait until every card of the result is in. */
async function allCardsMounted(page: Page): Promise<void> {
  const shown = Number(/\d+/.exec((await wholeCatalogue(page).textContent()) ?? '')?.[0]);
  await expect(cardTitles(page)).toHaveCount(shown);
}

async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return true;
  });
  if ((await page.evaluate(() => navigator.serviceWorker.controller)) === null) await page.reload();
}

test("a signed-in row keeps 'Lagre''s place before it loads, so no title re-wraps", async ({
  page,
  context,
}) => {
  await page.goto('/login?redirectTo=/offers');
  await signIn(page);
  await expect(cardTitles(page).first()).toBeVisible({ timeout: 20_000 });
  // A new page: React's first frame of the rows comes before the lazy toggle's chunk has loaded.
  const fresh = await context.newPage();
  await fresh.addInitScript(() => {
    const watch = new MutationObserver(() => {
      const title = document.querySelector('#root ul[aria-label="Tilbud"] li h3');
      if (!title) return;
      watch.disconnect();
      const first = window as unknown as { __firstFrame: { width: number; toggle: boolean } };
      first.__firstFrame = {
        width: title.getBoundingClientRect().width,
        toggle: title.closest('li')?.querySelector('button[aria-pressed]') !== null,
      };
    });
    watch.observe(document, { childList: true, subtree: true });
  });
  await fresh.goto('/offers');
  const row = offerList(fresh).getByRole('listitem').first();
  await expect(row.getByRole('button', { name: /^Lagre / })).toBeVisible({ timeout: 20_000 });
  const firstFrame = await fresh.evaluate(
    () => (window as unknown as { __firstFrame?: { width: number; toggle: boolean } }).__firstFrame ?? null,
  );
  expect(firstFrame?.toggle).toBe(false);
  const now = await row.getByRole('heading').evaluate((title) => title.getBoundingClientRect().width);
  expect(Math.abs(now - (firstFrame?.width ?? 0))).toBeLessThan(1);
});

test('a phone shows compact rows, and the first result stays above the keyboard', async ({ page }) => {
  await openKeyboard(page);
  await page.goto('/offers');
  // A first visit shows the whole catalogue once the first sync is in.
  await expect(wholeCatalogue(page)).toBeVisible({ timeout: 20_000 });
  // Compact rows: at most 120 px high, and the first one in the first screen.
  const rows = offerList(page).locator('article');
  const first = await rows.first().boundingBox();
  expect(first?.height).toBeLessThanOrEqual(120);
  expect((first?.y ?? 0) + (first?.height ?? 0)).toBeLessThanOrEqual(844);
  await saveScreenshot(page, 'test-results/offers-phone-390.png');

  await searchBox(page).click();
  await searchBox(page).pressSequentially('kaffe');
  await expect(cardTitles(page).first()).toHaveText('Gratis kaffe til bakevarer før kl. 10');
  await expect(async () => {
    const field = await searchBox(page).boundingBox();
    const box = await rows.first().boundingBox();
    // The field sticks below the bar (64 px); the first result is below it and above the keyboard.
    expect(field?.y ?? -1).toBeGreaterThanOrEqual(64);
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((field?.y ?? 0) + (field?.height ?? 0));
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(340);
  }).toPass({ timeout: 5_000 });
  await saveScreenshot(page, 'test-results/offers-phone-keyboard.png');
});

test('Back from an offer restores the search and the scroll position', async ({ page }) => {
  await page.goto('/offers');
  await expect(wholeCatalogue(page)).toBeVisible({ timeout: 20_000 });
  await searchBox(page).fill('rabatt');
  await expect(page).toHaveURL(/[?&]q=rabatt/);
  // Ranked by the index (built in idle time) once matches are marked.
  await expect(offerList(page).locator('mark').first()).toBeVisible();
  await allCardsMounted(page);
  const titles = await cardTitles(page).allTextContents();
  // Done typing: the keyboard closes (while the field has focus, a new result scrolls to the top).
  await searchBox(page).blur();
  expect(titles.length).toBeGreaterThanOrEqual(5);
  const last = cardTitles(page).last().getByRole('link');
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  // Where the visitor saw the card: in the screen, not in the page. Cards not yet seen are laid
  // out at an estimated height (content-visibility), so the same place is another scroll offset
  // on the next visit (here the cards above it first lie 112 px lower than when they were seen).
  const lastCard = cardTitles(page).last();
  const seenAt = (await lastCard.boundingBox())?.y ?? -1;
  expect(seenAt).toBeGreaterThan(0);
  const lastTitle = titles[titles.length - 1] ?? '';
  await last.click();
  await expect(page).toHaveURL(/\/offer\//);
  await expect(page.getByRole('heading', { level: 1, name: lastTitle })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/[?&]q=rabatt/);
  await expect(searchBox(page)).toHaveValue('rabatt');
  await expect(cardTitles(page)).toHaveText(titles);
  // The same place on the screen, give or take a few pixels (here the card is 2 px higher).
  const distanceFromPlace = async () => Math.abs(((await lastCard.boundingBox())?.y ?? -1000) - seenAt);
  await expect.poll(distanceFromPlace).toBeLessThan(8);
  await expect(cardTitles(page).last()).toBeInViewport();
  // It stays there once the cards on the screen have their real heights.
  await page.waitForTimeout(200);
  expect(await distanceFromPlace()).toBeLessThan(8);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline, the search forgives folding and typos, and no card shows a broken image', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/offers');
    await expect(wholeCatalogue(page)).toBeVisible({ timeout: 20_000 });
    await waitForServiceWorker(page);
    await expect(wholeCatalogue(page)).toBeVisible({ timeout: 20_000 });
    await allCardsMounted(page);
    const images = await offerList(page)
      .locator('img')
      .evaluateAll((all) => all.map((image) => (image as HTMLImageElement).src));
    expect(images.length).toBeGreaterThan(10);
    // The sync stores every card's first image, also of offers never opened (or scrolled to).
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const cache = await caches.open('offer-images-synced');
            return (await cache.keys()).length;
          }),
        { timeout: 30_000 },
      )
      .toBe(new Set(images).size);
    // One image is lost (never synced, never seen): its card must show the category's illustration.
    const lost = images[images.length - 1] ?? '';
    await page.evaluate(async (url) => {
      for (const name of await caches.keys()) await (await caches.open(name)).delete(url);
    }, lost);

    // Nor is it in the browser's HTTP cache.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');

    await setOffline(context, true);
    await page.reload();
    await expect(wholeCatalogue(page)).toBeVisible({ timeout: 20_000 });
    // Counted once every card is in: the last ones (the lost image's among them) mount after the first screen.
    await allCardsMounted(page);

    // Every image is a picture, never a broken one. Each is held in view until it has loaded:
    // a lazy image scrolled past at once may not have been asked for yet.
    const all = offerList(page).locator('img');
    const count = await all.count();
    for (let index = 0; index < count; index++) {
      const image = all.nth(index);
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(
          () =>
            image.evaluate((element) => {
              const img = element as HTMLImageElement;
              return img.complete ? (img.naturalWidth > 0 ? 'loaded' : `broken ${img.src}`) : 'loading';
            }),
          { timeout: 10_000 },
        )
        .toBe('loaded');
    }
    const placeholders = await offerList(page)
      .locator('img[data-placeholder]')
      .evaluateAll((list) => list.map((image) => (image as HTMLImageElement).getAttribute('src')));
    expect(placeholders).toHaveLength(1);
    expect(placeholders[0]).toMatch(/^\/categories\/[a-z-]+\.svg$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'test-results/offers-phone-offline.png');

    await searchBox(page).fill('lopeanalyse');
    await expect(cardTitles(page)).toHaveText(['Gratis løpeanalyse ved kjøp av sko']);
    await expect(offerList(page).locator('mark').first()).toHaveText('løpeanalyse');
    await searchBox(page).fill('bakry');
    await expect(cardTitles(page).first()).toHaveText('Gratis kaffe til bakevarer før kl. 10');
    await expect(offerList(page).getByText('Bakeriet på Hjørnet')).toBeVisible();
  });
});
