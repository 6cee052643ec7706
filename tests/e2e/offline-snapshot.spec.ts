import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from './catalogue-support.ts';
import { setOffline } from './offline-emulation.ts';
import { waitForServiceWorkerControl } from './service-worker.ts';

// The screen snapshot (src/lib/screen-snapshot.ts) is painted by the service worker, blocked by default.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

const SNAPSHOT_CACHE = 'ordning-screen-snapshot-v1';
const FIRST_SCREEN = 12;

const cardTitles = (page: Page) =>
  page.getByRole('list', { name: 'Tilbud', exact: true }).getByRole('heading');

function snapshotStored(page: Page): Promise<boolean> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return false;
    return (await (await caches.open(name)).match('/__snapshot/offers')) !== undefined;
  }, SNAPSHOT_CACHE);
}

/**
 * How many of the list's cards begin within the first screen: the snapshot keeps those
 * (src/offline/snapshot/keep-snapshot.ts), React's first frame all FIRST_SCREEN.
 */
function cardsInFirstScreen(page: Page): Promise<number> {
  return page.getByRole('list', { name: 'Tilbud', exact: true }).evaluate((list) => {
    const bottom = Math.max(window.innerHeight, window.screen.height);
    return [...list.children].filter((item) => item.getBoundingClientRect().top + window.scrollY < bottom)
      .length;
  });
}

interface ParsedDocument {
  snapshot: boolean;
  /** Whether the cards are inert (a picture) and the search box is not (it takes typing). */
  cardsInert: boolean | null;
  searchLive: boolean | null;
  titles: string[];
  rootDisplay: string;
  banner: string;
  /** Where the first card was, once styled, while the snapshot still showed. */
  firstCardTop?: number | null;
}

/**
 * A new tab that records the document as parsed, before any of the app's
 * scripts has run (readyState 'interactive' comes before module scripts).
 */
async function openRecordingParse(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const snapshot = document.getElementById('device-snapshot');
      const root = document.getElementById('root');
      const record: ParsedDocument = {
        snapshot: snapshot !== null,
        cardsInert: snapshot
          ? snapshot.querySelector('ul[aria-label="Tilbud"] a')?.closest('[inert]') != null
          : null,
        searchLive: snapshot
          ? snapshot.querySelector('input[type="search"][aria-label="Søk i tilbud"]')?.closest('[inert]') ===
            null
          : null,
        titles: [...(snapshot?.querySelectorAll('ul[aria-label="Tilbud"] h3') ?? [])].map(
          (heading) => heading.textContent,
        ),
        rootDisplay: root ? getComputedStyle(root).display : '',
        banner: snapshot?.querySelector('[role="status"]')?.textContent ?? '',
      };
      (window as unknown as { __parsed: ParsedDocument }).__parsed = record;
      // The app runs only once the stylesheet is in (main.tsx): measured then, the snapshot still shows.
      const measure = () => {
        const card = document.querySelector('#device-snapshot ul[aria-label="Tilbud"] li');
        record.firstCardTop = card ? card.getBoundingClientRect().top : null;
      };
      const sheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
      if (!sheet || sheet.sheet) measure();
      else sheet.addEventListener('load', measure);
    });
  });
  return page;
}

/**
 * Holds back (or lets go again) the app's start in new pages: the worker's stored copy of the
 * entry script waits for `window.__startApp()` before it starts the app. Imports still load first.
 */
async function holdAppStart(page: Page, hold: boolean): Promise<void> {
  const changed = await page.evaluate(async (holding) => {
    const HOLD = 'await new Promise((resolve) => { window.__startApp = resolve; });\n';
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
    if (!entry) return false;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname !== new URL(entry).pathname) continue;
        const stored = await cache.match(request);
        if (!stored) continue;
        const code = (await stored.text()).replace(HOLD, '');
        const headers = new Headers(stored.headers);
        headers.delete('content-length');
        await cache.put(request, new Response(holding ? HOLD + code : code, { headers }));
        return true;
      }
    }
    return false;
  }, hold);
  expect(changed, "the worker's copy of the entry script").toBe(true);
}

const parsed = (page: Page) =>
  page.evaluate(() => (window as unknown as { __parsed?: ParsedDocument }).__parsed ?? null);

test('a repeat visit offline paints the last list before the app runs, and the app takes over with what was typed meanwhile', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/offers');
  await expect(cardTitles(page).first()).toBeVisible({ timeout: 20_000 });
  await waitForServiceWorkerControl(page);
  await expect.poll(() => snapshotStored(page), { timeout: 30_000 }).toBe(true);
  const titles = (await cardTitles(page).allTextContents()).slice(0, FIRST_SCREEN);
  expect(titles).toHaveLength(FIRST_SCREEN);
  // A 390 x 844 phone shows a few of those: only they are painted from the device.
  const inView = await cardsInFirstScreen(page);
  expect(inView).toBeGreaterThan(0);
  expect(inView).toBeLessThan(FIRST_SCREEN);

  await setOffline(context, true);
  const again = await openRecordingParse(context);
  await again.goto('/offers');
  // Painted from the device with the document: the same first screen, its cards inert and its search
  // box live, #root hidden meanwhile.
  await expect.poll(() => parsed(again)).not.toBeNull();
  expect(await parsed(again)).toMatchObject({
    snapshot: true,
    cardsInert: true,
    searchLive: true,
    titles: titles.slice(0, inView),
    rootDisplay: 'none',
  });
  // The app's own list takes over, and the picture is gone.
  await expect(cardTitles(again).first()).toHaveText(titles[0] ?? '');
  await expect(again.locator('#device-snapshot')).toHaveCount(0);
  await expect(again.locator('#root')).toBeVisible();
  expect((await cardTitles(again).allTextContents()).slice(0, FIRST_SCREEN)).toEqual(titles);

  // Offline, the app kept the banner it showed: the next offline visit paints it too, and the
  // list does not move when the app takes over.
  await expect(again.getByText(/^Frakoblet/)).toBeVisible();
  await expect
    .poll(() =>
      again.evaluate(async (name) => {
        const stored = await (await caches.open(name)).match('/__snapshot/offers');
        return ((await stored?.json()) as { offlineBanner?: string } | undefined)?.offlineBanner ?? '';
      }, SNAPSHOT_CACHE),
    )
    .toContain('Frakoblet');
  // The banner moves the cards down: the screen kept offline may hold one card fewer.
  const inViewOffline = await cardsInFirstScreen(again);
  const third = await openRecordingParse(context);
  await third.goto('/offers');
  await expect.poll(async () => (await parsed(third))?.firstCardTop).toEqual(expect.any(Number));
  const painted = await parsed(third);
  expect(painted).toMatchObject({
    snapshot: true,
    titles: titles.slice(0, inViewOffline),
    banner: expect.stringMatching(/^Frakoblet/),
  });
  await expect(third.locator('#device-snapshot')).toHaveCount(0);
  const takenOver = await third
    .getByRole('list', { name: 'Tilbud', exact: true })
    .getByRole('listitem')
    .first()
    .evaluate((card) => card.getBoundingClientRect().top);
  expect(Math.abs(takenOver - (painted?.firstCardTop ?? 0))).toBeLessThan(2);

  // The cards work: the first opens its offer.
  await cardTitles(third).first().click();
  await expect(third).toHaveURL(/\/offer\//);

  // At the till: the picture's search box takes a tap and typing before the app runs (held back in
  // the worker's copy of its entry), and the app's own box takes the words, the caret and the focus.
  await holdAppStart(third, true);
  const typing = await context.newPage();
  await typing.goto('/offers', { waitUntil: 'commit' });
  const paintedBox = typing.locator('#device-snapshot').getByRole('searchbox', { name: 'Søk i tilbud' });
  await paintedBox.click();
  await typing.keyboard.type('padel');
  await expect(paintedBox).toHaveValue('padel');
  await expect(paintedBox).toBeFocused();
  await holdAppStart(third, false);
  await typing.evaluate(() => (window as unknown as { __startApp: () => void }).__startApp());
  await expect(typing.locator('#device-snapshot')).toHaveCount(0);
  const appBox = typing.locator('#root').getByRole('searchbox', { name: 'Søk i tilbud' });
  await expect(appBox).toHaveValue('padel');
  await expect(appBox).toBeFocused();
  expect(await appBox.evaluate((box: HTMLInputElement) => [box.selectionStart, box.selectionEnd])).toEqual([
    5, 5,
  ]);
  await expect(cardTitles(typing).first()).toContainText(/padel/i);
  await expect(typing).toHaveURL('/offers?q=padel');
  await typing.keyboard.type(' øst');
  await expect(appBox).toHaveValue('padel øst');

  // A filtered address is never painted from the unfiltered picture.
  const filtered = await openRecordingParse(context);
  await filtered.goto('/offers?q=kaffe');
  await expect.poll(() => parsed(filtered)).not.toBeNull();
  expect((await parsed(filtered))?.snapshot).toBe(false);
  await expect(cardTitles(filtered).first()).toBeVisible();
});

test('signing out forgets the picture of the signed-in list', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/login?redirectTo=/offers');
  await signIn(page);
  await expect(page).toHaveURL('/offers');
  await expect(cardTitles(page).first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => snapshotStored(page), { timeout: 30_000 }).toBe(true);

  await page.getByRole('button', { name: 'Meny' }).click();
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => snapshotStored(page)).toBe(false);
});
