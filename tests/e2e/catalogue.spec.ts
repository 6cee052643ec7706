import { expect, test, type Page } from '@playwright/test';
import { EMPLOYEE, TRATTORIA, collectResponseBodies, seededSecrets, signIn } from './catalogue-support.ts';

const offerList = (page: Page) => page.getByRole('list', { name: 'Tilbud', exact: true });
const cardTitles = (page: Page) => offerList(page).getByRole('heading');
const loginPrompt = (page: Page) => page.getByRole('region', { name: 'Logg inn for å bruke tilbudet' });

test('an anonymous visitor browses, filters, searches and opens an offer, and no secret reaches the browser', async ({
  page,
}) => {
  const secrets = seededSecrets();
  expect(secrets.length).toBeGreaterThan(90);
  const responses = collectResponseBodies(page);

  await page.goto('/');
  const featured = page.getByRole('list', { name: 'Utvalgte tilbud' });
  await expect(featured.getByRole('listitem')).toHaveCount(6);
  await page.getByRole('radio', { name: 'For enkeltpersoner' }).click();
  await expect(
    featured.getByRole('heading', { name: 'Gratis kaffe til bakevarer før kl. 10' }),
  ).toBeVisible();
  await expect(featured.getByRole('heading', { name: 'Dekkskift og dekkhotell for firmabiler' })).toHaveCount(
    0,
  );

  await page.getByRole('link', { name: 'Se alle tilbud' }).first().click();
  await expect(page).toHaveURL(/\/offers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alle tilbud' })).toBeVisible();
  // Counted once the whole catalogue is in: on a first visit the first page of offers shows
  // ('Laster alle tilbud...') before the first sync has stored the rest.
  const status = page.getByRole('status').filter({ hasText: /^Viser \d+ tilbud$/ });
  await expect(status).toBeVisible();
  const total = Number(/\d+/.exec((await status.textContent()) ?? '')?.[0]);
  expect(total).toBeGreaterThanOrEqual(25);
  await expect(cardTitles(page)).toHaveCount(total);

  // Audience: business shows business and both, never individual-only offers.
  await page.getByRole('radio', { name: 'For bedrifter' }).click();
  await expect(page).toHaveURL(/audience=business/);
  await expect(cardTitles(page).filter({ hasText: 'Dekkskift og dekkhotell for firmabiler' })).toHaveCount(1);
  await expect(cardTitles(page).filter({ hasText: 'Gratis kaffe til bakevarer før kl. 10' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'For begge' }).click();
  await expect(page).not.toHaveURL(/audience=/);

  // Category chips carry their counts and filter by ?category=.
  const categories = page.getByRole('navigation', { name: 'Kategorier' });
  await expect(categories.getByRole('link', { name: `Alle ${total} tilbud` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await categories.getByRole('link', { name: /^Bil \d+ tilbud$/ }).click();
  await expect(page).toHaveURL(/category=car/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bil' })).toBeVisible();
  await expect(cardTitles(page).filter({ hasText: 'EU-kontroll til fast pris' })).toHaveCount(1);
  await expect(cardTitles(page).filter({ hasText: 'Gratis kaffe til bakevarer før kl. 10' })).toHaveCount(0);
  await categories.getByRole('link', { name: /^Alle/ }).click();

  // Search: every word must match; the clear button brings everything back.
  const search = page.getByRole('searchbox', { name: 'Søk i tilbud' });
  await search.fill('padel lunsj');
  await expect(cardTitles(page)).toHaveText(['Padelbane i lunsjen: to timer for prisen av én']);
  await search.fill('finnes ikke i katalogen');
  await expect(page.getByRole('heading', { name: 'Ingen ordninger funnet' })).toBeVisible();
  await page.getByRole('button', { name: 'Tøm søket' }).click();
  await expect(search).toHaveValue('');
  await expect(cardTitles(page)).toHaveCount(total);

  // Open an offer from its card.
  await search.fill('firmalunsj');
  await offerList(page).getByRole('link', { name: TRATTORIA.title }).click();
  await expect(page).toHaveURL(`/offer/${TRATTORIA.id}`);
  await expect(page.getByRole('heading', { level: 1, name: TRATTORIA.title })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Brødsmulesti' });
  await expect(breadcrumb.getByRole('link', { name: 'Alle tilbud' })).toHaveAttribute('href', '/offers');
  await expect(breadcrumb.getByRole('link', { name: 'Mat og drikke' })).toHaveAttribute(
    'href',
    '/offers?category=food-drink',
  );
  await expect(page.getByRole('heading', { name: 'Logg inn for å bruke tilbudet' })).toBeVisible();
  await expect(loginPrompt(page).getByRole('link', { name: 'Logg inn', exact: true })).toHaveAttribute(
    'href',
    `/login?redirectTo=%2Foffer%2F${TRATTORIA.id}`,
  );
  await expect(loginPrompt(page).getByRole('link', { name: 'Registrer deg' })).toHaveAttribute(
    'href',
    `/register?redirectTo=%2Foffer%2F${TRATTORIA.id}`,
  );
  await expect(page.getByText('Lunsj som samler teamet')).toBeVisible();

  // Nothing secret in the page or in anything the browser received.
  await responses.settle();
  const html = await page.content();
  const bodies = responses.bodies.join('\n');
  expect(responses.bodies.some((body) => body.includes('"offer_categories"'))).toBe(true);
  for (const secret of secrets) {
    expect(html, `page shows ${secret}`).not.toContain(secret);
    expect(bodies, `a response carries ${secret}`).not.toContain(secret);
  }
});

test('bad query parameters fall back instead of failing', async ({ page }) => {
  await page.goto('/offers?audience=everyone&category=%3Cscript%3E');
  await expect(page.getByRole('heading', { level: 1, name: 'Alle tilbud' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'For begge' })).toHaveAttribute('aria-checked', 'true');
  await page.goto('/offers?category=no-such-category&audience=individual');
  await expect(page.getByRole('heading', { level: 1, name: 'Alle tilbud' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'For enkeltpersoner' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(cardTitles(page).first()).toBeVisible();
});

test('the carousel moves with its buttons and the arrow keys', async ({ page }) => {
  await page.goto(`/offer/${TRATTORIA.id}`);
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const current = carousel.locator('[aria-roledescription="slide"]:visible');
  await expect(current).toHaveAttribute('aria-label', 'Bilde 1 av 3');
  await carousel.getByRole('button', { name: 'Neste bilde' }).click();
  await expect(current).toHaveAttribute('aria-label', 'Bilde 2 av 3');
  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveAttribute('aria-label', 'Bilde 3 av 3');
  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveAttribute('aria-label', 'Bilde 1 av 3');
  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveAttribute('aria-label', 'Bilde 3 av 3');
  await carousel.getByRole('button', { name: 'Forrige bilde' }).click();
  await expect(current).toHaveAttribute('aria-label', 'Bilde 2 av 3');
});

test('an unknown offer shows the not-found page with a way back', async ({ page }) => {
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-offer']) {
    await page.goto(`/offer/${id}`);
    await expect(page.getByRole('heading', { name: 'Tilbudet ble ikke funnet' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Tilbake til alle tilbud' }).click();
  await expect(page).toHaveURL(/\/offers$/);
});

test('login explains empty fields and wrong passwords', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Logg inn', exact: true }).click();
  await expect(page.getByText('Vennligst fyll ut alle felt')).toBeVisible();
  await page.getByLabel('E-post').fill(EMPLOYEE);
  await page.getByLabel('Passord').fill('feil-passord');
  await page.getByRole('button', { name: 'Logg inn', exact: true }).click();
  await expect(page.getByText('Innlogging feilet')).toBeVisible();
  await expect(page.getByText('Ugyldig e-post eller passord.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Glemt passord?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('the magic link goes to the local mailbox and returns to redirectTo', async ({ page, request }) => {
  await page.goto(`/login?redirectTo=/offer/${TRATTORIA.id}`);
  await page.getByRole('button', { name: 'Send meg en innloggingslenke' }).click();
  await expect(page.getByText('E-post påkrevd')).toBeVisible();
  await page.getByLabel('E-post').fill('privat@ordning.test');
  await page.getByRole('button', { name: 'Send meg en innloggingslenke' }).click();
  await expect(page.getByText('E-post sendt!')).toBeVisible();

  const mail = await request.get('/_mail/api/messages?to=privat@ordning.test');
  const messages = (await mail.json()) as { links?: string[] }[] | { messages: { links?: string[] }[] };
  const list = Array.isArray(messages) ? messages : messages.messages;
  const link = list
    .flatMap((message) => message.links ?? [])
    .find((href) => href.includes('/auth/v1/verify'));
  expect(link).toBeDefined();
  const origin = new URL(page.url()).origin;
  expect(decodeURIComponent(link ?? '')).toContain(`redirect_to=${origin}/offer/${TRATTORIA.id}`);

  await page.goto(link ?? '/');
  await expect(page).toHaveURL(new RegExp(`/offer/${TRATTORIA.id}`));
  await expect(page.getByTestId('discount-code')).toHaveText(TRATTORIA.code);
});

test('an employee signs in through redirectTo, lands on the offer and copies the code', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Every event on the offer goes to offer_clicks with its kind; the spec's clicks are these three.
  const SPEC_CLICKS = ['email_copy', 'email_send', 'link_open'];
  const clicks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/offer_clicks') && request.method() === 'POST') {
      const { kind } = request.postDataJSON() as { kind: string };
      if (SPEC_CLICKS.includes(kind)) clicks.push(kind);
    }
  });

  await page.goto(`/offer/${TRATTORIA.id}`);
  await loginPrompt(page).getByRole('link', { name: 'Logg inn', exact: true }).click();
  await expect(page).toHaveURL(`/login?redirectTo=%2Foffer%2F${TRATTORIA.id}`);
  await expect(page.getByRole('link', { name: 'Registrer deg' })).toHaveAttribute(
    'href',
    `/register?redirectTo=%2Foffer%2F${TRATTORIA.id}`,
  );
  await signIn(page);
  await expect(page).toHaveURL(`/offer/${TRATTORIA.id}`);

  await expect(page.getByTestId('discount-code')).toHaveText(TRATTORIA.code);
  await expect(page.getByRole('link', { name: /Besøk nettsiden/ })).toHaveAttribute(
    'href',
    'https://www.trattoriasolsiden.test',
  );
  await expect(page.getByRole('link', { name: /Gå til tilbudet/ })).toHaveAttribute(
    'href',
    'https://www.trattoriasolsiden.test/firmalunsj',
  );
  const mailto = await page.getByRole('link', { name: 'Send e-post' }).getAttribute('href');
  expect(mailto).toMatch(/^mailto:selskap@trattoriasolsiden\.test\?subject=/);
  expect(decodeURIComponent(mailto ?? '')).toContain(`Rabattkoden min er ${TRATTORIA.code}.`);

  // Code: copied, 'Kopiert!' for two seconds, and no click recorded (only its own code_copy event).
  await page.getByRole('button', { name: 'Kopier kode' }).click();
  await expect(page.getByRole('button', { name: 'Kopiert!' })).toBeVisible();
  await expect(page.getByText('Rabattkoden er kopiert til utklippstavlen.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TRATTORIA.code);
  await expect(page.getByRole('button', { name: 'Kopier kode' })).toBeVisible({ timeout: 4000 });
  expect(clicks).toHaveLength(0);

  // E-mail: copied, and a click is recorded.
  const recorded = page.waitForResponse(
    (response) =>
      response.url().includes('/rest/v1/offer_clicks') &&
      response.request().method() === 'POST' &&
      (response.request().postDataJSON() as { kind: string }).kind === 'email_copy',
  );
  await page.getByRole('button', { name: 'Kopier e-post' }).click();
  await expect(page.getByText('E-postadressen er kopiert til utklippstavlen.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TRATTORIA.email);
  expect((await recorded).status()).toBe(201);
});

test('redirectTo never leaves the site', async ({ page }) => {
  await page.goto('/login?redirectTo=https://evil.test/phish');
  await signIn(page);
  await expect(page).toHaveURL('/');
});
