import { randomUUID } from 'node:crypto';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEFAULT_JWT_SECRET, deriveApiKeys } from '../../supabase/local/keys.ts';
import { serviceHeaders } from './accounts-support.ts';
import { PASSWORD, TRATTORIA, collectResponseBodies, dumpOfflineStore, signIn } from './catalogue-support.ts';
import { setOffline } from './offline-emulation.ts';

// Issue 21, "the till in two taps": the offer page on a 390×844 phone.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const PHONE_HEIGHT = 844;
const ACME = '0c0a0000-0000-4000-8000-000000000001';
const FJELLVEGEN = { id: '0ffe0000-0000-4000-8000-000000000004', code: 'FJELLVEG15' };

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

/** Fully inside the first screen, with the page scrolled to its top. */
async function expectInFirstScreen(page: Page, locator: Locator) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await boxOf(locator);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE_HEIGHT);
}

/** Every button and button-like link in the offer's part of the page is at least 44 px high. */
async function expectTallActions(page: Page, names: readonly RegExp[]) {
  const article = page.getByRole('article');
  for (const name of names) {
    const action = article.getByRole('button', { name }).or(article.getByRole('link', { name }));
    await expect(action).toHaveCount(1);
    const box = await boxOf(action);
    expect(box.height, `${String(name)} is ${box.height} px high`).toBeGreaterThanOrEqual(44);
  }
}

test.describe('offline', () => {
  // The installed app: the service worker serves the shell with no network.
  test.use({ serviceWorkers: 'allow' });

  test('signed in and offline, the code card and both buttons are in the first screen', async ({
    page,
    context,
  }) => {
    await codeCardOffline(page, context);
  });

  test('a tap on a listed offer paints its page and its code together, with no loading step', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await listOffline(page, context);
    // The till: a search, then a tap on a result. The list reads its first results' pages while
    // idle (by 500 ms after they settle); a tap right away would race that read.
    await page.getByRole('searchbox', { name: 'Søk i tilbud' }).fill('Trattoria');
    const card = page.getByRole('link', { name: TRATTORIA.title });
    await expect(card).toBeVisible();
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 2000))),
    );
    // Every DOM change from here on: the first one holding the offer's title must hold its code.
    await page.evaluate(() => {
      const seen: { title: boolean; code: boolean; loading: boolean }[] = [];
      (window as unknown as { __offerFrames: typeof seen }).__offerFrames = seen;
      new MutationObserver(() => {
        const text = document.querySelector('main')?.textContent ?? '';
        seen.push({
          title: document.querySelector('main article h1') !== null,
          code: document.querySelector('[data-testid="discount-code"]') !== null,
          loading: text.includes('Laster tilbud...') || text.includes('Henter rabattkoden...'),
        });
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await card.tap();
    await expect(page.getByTestId('discount-code')).toHaveText(TRATTORIA.code);
    const frames = await page.evaluate(
      () =>
        (window as unknown as { __offerFrames: { title: boolean; code: boolean; loading: boolean }[] })
          .__offerFrames,
    );
    expect(frames.some((frame) => frame.loading)).toBe(false);
    expect(frames.find((frame) => frame.title)).toEqual({ title: true, code: true, loading: false });
    await setOffline(context, false);
  });
});

/** The employee signed in once online (worker and vault in place), then /offers offline. */
async function listOffline(page: Page, context: BrowserContext) {
  await page.goto(`/login?redirectTo=/offers`);
  await signIn(page);
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  await expect.poll(() => dumpOfflineStore(page, 'vault')).toContain(TRATTORIA.code);
  await setOffline(context, true);
  await page.goto('/offers');
}

async function codeCardOffline(page: Page, context: BrowserContext) {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await listOffline(page, context);
  await expect(page.getByRole('status').filter({ hasText: 'Frakoblet' })).toBeVisible();
  await page.getByRole('link', { name: TRATTORIA.title }).tap();

  const code = page.getByTestId('discount-code');
  await expect(code).toHaveText(TRATTORIA.code);
  const copy = page.getByRole('button', { name: 'Kopier kode' });
  const till = page.getByRole('button', { name: 'Vis i kassen' });
  await expectInFirstScreen(page, page.getByRole('group', { name: 'Rabattkode' }));
  await expectInFirstScreen(page, code);
  await expectInFirstScreen(page, copy);
  await expectInFirstScreen(page, till);
  // The title sits above the code, the pictures below it.
  const heading = await boxOf(page.getByRole('heading', { level: 1 }));
  const gallery = await boxOf(page.getByRole('region', { name: /^Bilder av / }));
  expect(heading.y).toBeLessThan((await boxOf(code)).y);
  expect(gallery.y).toBeGreaterThan((await boxOf(till)).y);

  // 'Kopiert!' on the button; the toast covers neither the code nor the buttons.
  await copy.tap();
  await expect(page.getByRole('button', { name: 'Kopiert!' })).toBeVisible();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Rabattkoden er kopiert' });
  await expect(toast).toBeVisible();
  await expect(toast).not.toHaveAttribute('data-mounted', 'false');
  const toastBox = await boxOf(toast);
  for (const covered of [code, page.getByRole('button', { name: 'Kopiert!' }), till]) {
    const box = await boxOf(covered);
    const overlaps = box.y < toastBox.y + toastBox.height && toastBox.y < box.y + box.height;
    expect(overlaps).toBe(false);
  }
  const close = toast.getByRole('button', { name: 'Lukk varsel' });
  const closeBox = await boxOf(close);
  expect(closeBox.width).toBeGreaterThanOrEqual(44);
  expect(closeBox.height).toBeGreaterThanOrEqual(44);
  await close.tap();
  await expect(toast).toHaveCount(0);
  await setOffline(context, false);
}

test('every action on the offer page is at least 44 px high, signed out and signed in', async ({ page }) => {
  await page.goto(`/offer/${TRATTORIA.id}`);
  await expect(page.getByRole('heading', { name: 'Logg inn for å bruke tilbudet' })).toBeVisible();
  await expectTallActions(page, [/^Logg inn$/, /^Registrer deg$/]);
  await expectInFirstScreen(page, page.getByRole('link', { name: 'Registrer deg' }));

  await page.getByRole('article').getByRole('link', { name: 'Logg inn' }).click();
  await signIn(page);
  await expect(page.getByTestId('discount-code')).toHaveText(TRATTORIA.code);
  await expectTallActions(page, [
    /^Kopier kode$/,
    /^Vis i kassen$/,
    /^Kopier e-post$/,
    /^Send e-post$/,
    /^Gå til tilbudet/,
    /^Besøk nettsiden/,
  ]);
});

test('without the rich text code (offline, not stored yet), the page keeps its code and shows the text plain', async ({
  page,
}) => {
  // The sanitiser's chunk is the one part of the page loaded later; offline on a first visit
  // it may not be on the device yet. It took the whole page, code and all, to the error page.
  await page.route('**/assets/OfferRichText-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto(`/login?redirectTo=/offer/${TRATTORIA.id}`);
  await signIn(page);
  await expect(page.getByTestId('discount-code')).toHaveText(TRATTORIA.code);
  const text = page.getByRole('article').getByText(/^Hjemmelaget pasta, steinovnsbakt pizza/);
  await expect(text).toBeVisible();
  // Plain: the words without the editor's markup, a paragraph per block (headings too).
  expect(await text.evaluate((element) => `${element.tagName} ${element.children.length}`)).toBe('P 0');
  await expect(page.getByRole('article').getByText('Lunsj som samler teamet', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lunsj som samler teamet' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Inkludert i avtalen' })).toHaveCount(0);
  await expect(page.getByText('Siden kunne ikke lastes')).toHaveCount(0);
  await expectInFirstScreen(page, page.getByRole('button', { name: 'Kopier kode' }));
});

test('a coming-soon offer shows no code, its code never reaches the device, and arrives with the next sync once active', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const base = baseURL ?? '';
  const responses = collectResponseBodies(page);
  const offer = await createComingSoonOffer(base);
  try {
    await page.goto(`/login?redirectTo=/offer/${offer.id}`);
    await signIn(page);
    await expect(page.getByText('Kommer snart').first()).toBeVisible();
    await expect(page.getByText('Koden blir tilgjengelig når tilbudet starter')).toBeVisible();
    await expect(page.getByTestId('discount-code')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Kopier kode' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Vis i kassen' })).toHaveCount(0);
    // The sign-in's prefetch has filled the vault, without the coming-soon codes.
    await expect.poll(() => dumpOfflineStore(page, 'vault')).toContain(TRATTORIA.code);
    const vault = await dumpOfflineStore(page, 'vault');
    expect(vault).not.toContain(offer.code);
    expect(vault).not.toContain(FJELLVEGEN.code);
    await responses.settle();
    for (const body of responses.bodies) {
      expect(body).not.toContain(offer.code);
      expect(body).not.toContain(FJELLVEGEN.code);
    }

    // The partner starts the offer; the device's next sync brings the code.
    await activateAsPartner(base, offer.id);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => dumpOfflineStore(page, 'vault')).toContain(offer.code);
    await expect(page.getByTestId('discount-code')).toHaveText(offer.code);
    await expect(page.getByText('Koden blir tilgjengelig når tilbudet starter')).toHaveCount(0);
  } finally {
    await deleteOffer(base, offer.id);
  }
});

test('titles differ per route and name the page before the product', async ({ page }) => {
  const titles: string[] = [];
  for (const [path, title] of [
    ['/', 'Ordning'],
    ['/offers', 'Tilbud · Ordning'],
    ['/login', 'Logg inn · Ordning'],
    ['/register', 'Registrer deg · Ordning'],
    ['/about-us', 'Om oss · Ordning'],
    [`/offer/${TRATTORIA.id}`, `${TRATTORIA.title} · Ordning`],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    titles.push(await page.title());
  }
  expect(new Set(titles).size).toBe(titles.length);
  // The offer page describes the offer in Norwegian, for search results and link previews.
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `${TRATTORIA.title} · Ordning`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /firmalunsj|lunsj/i);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/storage\/v1\/object\/public\/offer-images\/.+\.webp$/,
  );
  await page.goto('/login');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Logg inn for å se rabattkodene og bruke tilbudene.',
  );
});

// --- the partner's side, over the REST API ---------------------------------------------

async function createComingSoonOffer(base: string): Promise<{ id: string; code: string }> {
  const id = randomUUID();
  const code = `SNART-${id.slice(0, 8).toUpperCase()}`;
  const headers = await serviceHeaders();
  const offer = await fetch(`${base}/rest/v1/offers`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      id,
      company_id: ACME,
      company: 'Acme AS',
      title: 'Vinterdekk til halv pris',
      description: '<p>Starter snart.</p>',
      target_audience: 'both',
      offer_active: false,
    }),
  });
  expect(offer.status).toBe(201);
  const secrets = await fetch(`${base}/rest/v1/offer_secrets`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ offer_id: id, discount_code: code }),
  });
  expect(secrets.status).toBe(201);
  return { id, code };
}

/** Acme's owner activates the offer with their own session, as the editor does. */
async function activateAsPartner(base: string, id: string): Promise<void> {
  const { anonKey } = await deriveApiKeys(DEFAULT_JWT_SECRET);
  const token = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'eier@acme.test', password: PASSWORD }),
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const update = await fetch(`${base}/rest/v1/offers?id=eq.${id}`, {
    method: 'PATCH',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${accessToken}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify({ offer_active: true }),
  });
  expect(update.status).toBe(200);
  expect(await update.json()).toMatchObject([{ id, offer_active: true }]);
}

async function deleteOffer(base: string, id: string): Promise<void> {
  await fetch(`${base}/rest/v1/offers?id=eq.${id}`, { method: 'DELETE', headers: await serviceHeaders() });
}
