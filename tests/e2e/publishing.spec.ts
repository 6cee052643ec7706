import { expect, test, type Page } from '@playwright/test';
import {
  COMPANIES,
  DESKTOP,
  MOBILE,
  PEOPLE,
  addMembership,
  removeMembership,
  signIn,
  startSignedIn,
} from './accounts-support.ts';
import { seriousViolations } from './axe.ts';
import {
  adminOfferRow,
  managedCard,
  offerCards,
  pngFile,
  pngSize,
  typeRichText,
} from './publishing-support.ts';
import { saveScreenshot } from './screenshots.ts';
import { setOffline } from './offline-emulation.ts';
import { waitForServiceWorkerControl } from './service-worker.ts';

// Tests here use the service worker (offline reloads, the installed app), blocked by default.
test.use({ serviceWorkers: 'allow' });

// Publishing (issue 13): the company's and the admin's offer editor, their
// lists, the category admin, and the public catalogue following each change.

const formRegion = (page: Page, name: string) => page.getByRole('region', { name });

async function searchCatalogue(page: Page, title: string) {
  await page.goto('/offers');
  await page.getByRole('searchbox', { name: 'Søk i tilbud' }).fill(title);
}

test('the editor and Quill stay off the public pages', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) scripts.push(request.url());
  });
  await page.goto('/offers');
  await expect(offerCards(page).getByRole('heading').first()).toBeVisible();
  // The offer page renders rich text too, but never loads the editor for it.
  await offerCards(page).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/offer\//);
  await page.waitForLoadState('networkidle');
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /RichTextEditor|OfferEditor|quill/i.test(url))).toEqual([]);
});

test('a company owner publishes an offer with rich text, two categories and an image; it reaches /offers, offline too', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const title = `Sykkelservice ${Date.now()}`;
  await signIn(page, PEOPLE.acmeOwner.email);
  const quillRequests: string[] = [];
  page.on('request', (request) => {
    if (/RichTextEditor/.test(request.url())) quillRequests.push(request.url());
  });
  await page.goto('/company/offers');
  await expect(page.getByRole('heading', { name: 'Administrer Tilbud' })).toBeVisible();
  const form = formRegion(page, 'Nytt tilbud for Acme AS');
  await expect(page.getByRole('heading', { name: /^Dine tilbud \(\d+\)$/ })).toBeVisible();
  // The company is forced to the selected one.
  await expect(form.getByLabel('Bedrift', { exact: true })).toBeDisabled();
  await expect(form.getByLabel('Bedrift', { exact: true })).toHaveValue('Acme AS');

  await form.getByRole('textbox', { name: 'Tittel' }).fill(title);
  await typeRichText(page, form, 'Full service på sykkelen', 'med 30 % rabatt');
  expect(quillRequests.length).toBeGreaterThan(0);
  await form.getByRole('checkbox', { name: 'Sport' }).check();
  await form.getByRole('checkbox', { name: 'Opplevelser' }).check();
  await form.getByRole('radio', { name: 'Privatpersoner' }).check();
  await form.getByRole('textbox', { name: 'Rabattkode' }).fill('SYKKEL30');
  await form.getByRole('textbox', { name: 'Nettside' }).fill('https://sykkel.example.no');
  await form.locator('input[type=file]').setInputFiles([pngFile('sykkel.png')]);
  await expect(form.getByRole('img', { name: /sykkel\.png/ })).toBeVisible();
  await form.getByRole('button', { name: 'Opprett tilbud' }).click();
  await expect(page.getByText('Tilbudet ble opprettet.')).toBeVisible({ timeout: 20_000 });
  // The form is ready for the next one.
  await expect(form.getByRole('textbox', { name: 'Tittel' })).toHaveValue('');

  const card = managedCard(page, title);
  await expect(card).toBeVisible();
  await expect(card.getByText('Acme AS', { exact: true })).toBeVisible();
  await expect(card.getByText('Sport', { exact: true })).toBeVisible();
  await expect(card.getByText('Opplevelser', { exact: true })).toBeVisible();
  await expect(card.getByText('Privatpersoner', { exact: true })).toBeVisible();
  await expect(card.getByText('Aktiv', { exact: true })).toBeVisible();
  await expect(card.getByText('Full service på sykkelen med 30 % rabatt')).toBeVisible();
  const imageSrc = await card.locator('img[src*="offer-images"]').getAttribute('src');
  expect(imageSrc).toContain(`/storage/v1/object/public/offer-images/${COMPANIES.acme}/`);
  expect(imageSrc).toMatch(/\.png$/);

  await searchCatalogue(page, title);
  await expect(offerCards(page).getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page.locator('strong', { hasText: 'med 30 % rabatt' })).toBeVisible();

  await page.goto('/offers');
  await waitForServiceWorkerControl(page);
  await setOffline(context, true);
  try {
    await page.reload();
    await page.getByRole('searchbox', { name: 'Søk i tilbud' }).fill(title);
    await expect(offerCards(page).getByRole('heading', { name: title })).toBeVisible();
  } finally {
    await setOffline(context, false);
  }

  // Edit: other categories, no image; the removed picture leaves storage.
  expect((await page.request.get(imageSrc ?? '')).status()).toBe(200);
  await page.goto('/company/offers');
  await managedCard(page, title)
    .getByRole('button', { name: `Rediger ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Rediger tilbud' });
  await expect(dialog.getByRole('checkbox', { name: 'Sport' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Sport' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Bil' }).check();
  await dialog.getByRole('button', { name: 'Fjern Bilde 1' }).click();
  await dialog.getByRole('button', { name: 'Oppdater tilbud' }).click();
  await expect(page.getByText('Tilbudet ble oppdatert!')).toBeVisible({ timeout: 20_000 });
  const edited = managedCard(page, title);
  await expect(edited.getByText('Bil', { exact: true })).toBeVisible();
  await expect(edited.getByText('Sport', { exact: true })).toHaveCount(0);
  await expect(edited.locator('img[src*="offer-images"]')).toHaveCount(0);
  await expect
    .poll(async () => (await page.request.get(imageSrc ?? '')).status())
    .toBeGreaterThanOrEqual(400);
});

test('the owner hides, unhides and deletes an offer; /offers follows, in a visitor offline catalogue too', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const title = `Skjult test ${Date.now()}`;
  await startSignedIn(page, PEOPLE.acmeOwner.email);
  await page.goto('/company/offers');
  const form = formRegion(page, 'Nytt tilbud for Acme AS');
  await form.getByRole('textbox', { name: 'Tittel' }).fill(title);
  await typeRichText(page, form, 'Et tilbud som skal', 'skjules');
  await form.getByRole('checkbox', { name: 'Annet' }).check();
  await form.getByRole('button', { name: 'Opprett tilbud' }).click();
  await expect(page.getByText('Tilbudet ble opprettet.')).toBeVisible({ timeout: 20_000 });

  const setHidden = async (hidden: boolean) => {
    await page.goto('/company/offers');
    await managedCard(page, title)
      .getByRole('button', { name: `Rediger ${title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Rediger tilbud' });
    await expect(dialog.getByRole('textbox', { name: 'Tittel' })).toHaveValue(title);
    const toggle = dialog.getByRole('switch', { name: /^Skjult/ });
    await expect(toggle).toHaveAttribute('aria-checked', String(!hidden));
    await toggle.click();
    await dialog.getByRole('button', { name: 'Oppdater tilbud' }).click();
    await expect(page.getByText('Tilbudet ble oppdatert!')).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();
    await expect(managedCard(page, title).getByText('Skjult', { exact: true })).toHaveCount(hidden ? 1 : 0);
  };

  // A visitor on another device has the offer in their offline catalogue.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await searchCatalogue(visitor, title);
  await expect(offerCards(visitor).getByRole('heading', { name: title })).toBeVisible();
  await waitForServiceWorkerControl(visitor);

  await setHidden(true);
  await searchCatalogue(page, title);
  await expect(page.getByText(/Ingen ordninger funnet/)).toBeVisible();
  await expect(offerCards(page).getByRole('heading', { name: title })).toHaveCount(0);

  // Their next sync (on start) drops it, and offline it stays gone.
  await searchCatalogue(visitor, title);
  await expect(visitor.getByText(/Ingen ordninger funnet/)).toBeVisible();
  await setOffline(visitorContext, true);
  await visitor.reload();
  await visitor.getByRole('searchbox', { name: 'Søk i tilbud' }).fill(title);
  await expect(visitor.getByText(/Ingen ordninger funnet/)).toBeVisible();
  await visitorContext.close();

  await setHidden(false);
  await searchCatalogue(page, title);
  await expect(offerCards(page).getByRole('heading', { name: title })).toBeVisible();

  await page.goto('/company/offers');
  await managedCard(page, title)
    .getByRole('button', { name: `Slett ${title}` })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Er du sikker på at du vil slette dette tilbudet?');
  await confirm.getByRole('button', { name: 'Avbryt' }).click();
  await expect(managedCard(page, title)).toBeVisible();
  await managedCard(page, title)
    .getByRole('button', { name: `Slett ${title}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Slett' }).click();
  await expect(page.getByText('Tilbudet ble slettet.')).toBeVisible();
  await expect(managedCard(page, title)).toHaveCount(0);
  await searchCatalogue(page, title);
  await expect(offerCards(page).getByRole('heading', { name: title })).toHaveCount(0);
});

test('the company form explains what is missing or malformed', async ({ page }) => {
  await startSignedIn(page, PEOPLE.acmeOwner.email);
  await page.goto('/company/offers');
  const form = formRegion(page, 'Nytt tilbud for Acme AS');
  await expect(form.getByRole('textbox', { name: 'Beskrivelse' })).toBeVisible();
  await form.getByRole('button', { name: 'Opprett tilbud' }).click();
  await expect(form.getByText('Tittel og beskrivelse er påkrevd.').first()).toBeVisible();
  await expect(form.getByText('Velg minst én kategori.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Tittel' })).toBeFocused();

  await form.getByRole('textbox', { name: 'Nettside' }).fill('sykkel.no');
  await form.getByRole('textbox', { name: 'Kontakt-e-post' }).fill('salg@sykkel');
  await form.getByRole('button', { name: 'Opprett tilbud' }).click();
  await expect(
    form.getByText('Nettside/Tilbuds-URL må være en gyldig URL som starter med http:// eller https://'),
  ).toBeVisible();
  await expect(form.getByText('E-post må være en gyldig e-postadresse.')).toBeVisible();

  // With the title given, focus goes to the empty rich-text description.
  await form.getByRole('textbox', { name: 'Nettside' }).fill('');
  await form.getByRole('textbox', { name: 'Kontakt-e-post' }).fill('');
  await form.getByRole('textbox', { name: 'Tittel' }).fill('Bare en tittel');
  await form.getByRole('checkbox', { name: 'Sport' }).check();
  await form.getByRole('button', { name: 'Opprett tilbud' }).click();
  await expect(form.getByText('Tittel og beskrivelse er påkrevd.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Beskrivelse' })).toBeFocused();
});

// The admin's journey (issue 13): create with rich text, two images and two categories; a
// visitor sees it on /offers and a second browser keeps it offline after a sync; an edit that
// replaces the categories, removes an image and hides it makes that browser drop it; delete.
test('an admin publishes for a chosen company and the admin form has its own messages and image limit', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const title = `Fjordtilbud ${Date.now()}`;
  await startSignedIn(page, PEOPLE.admin.email);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Administrer Kategorier' })).toHaveAttribute(
    'href',
    '/admin/categories',
  );
  await expect(page.getByRole('heading', { name: 'Eksisterende tilbud' })).toBeVisible();
  // The form opens from 'Nytt tilbud' in a dialog of its own (issue 26), not beside the table.
  await page.getByRole('button', { name: 'Nytt tilbud' }).click();
  const form = page.getByRole('dialog', { name: 'Legg til nytt tilbud' });

  await form.getByRole('textbox', { name: 'Nettside' }).fill('ftp://fjord.no');
  await form.getByRole('textbox', { name: 'Tilbudslenke' }).fill('fjord.no');
  await form.getByRole('textbox', { name: 'Kontakt-e-post' }).fill('post@fjord');
  await form.getByRole('button', { name: 'Legg til tilbud' }).click();
  await expect(form.getByText('Du må velge minst en kategori.')).toBeVisible();
  await expect(form.getByText('Nettside må være en gyldig HTTP/HTTPS URL.')).toBeVisible();
  await expect(form.getByText('Tilbuds-URL må være en gyldig HTTP/HTTPS URL.')).toBeVisible();
  await expect(form.getByText('E-post må være en gyldig adresse.')).toBeVisible();

  // Five pictures at once: refused with the create form's words, none added.
  await form
    .locator('input[type=file]')
    .setInputFiles([1, 2, 3, 4, 5].map((n) => pngFile(`bilde-${n}.png`, [n * 40, 90, 120])));
  await expect(form.getByText('Du kan maksimalt laste opp 4 bilder.').first()).toBeVisible();
  await expect(form.getByRole('img', { name: /bilde-/ })).toHaveCount(0);

  await form.getByRole('textbox', { name: 'Tittel' }).fill(title);
  await form.getByRole('textbox', { name: 'Nettside' }).fill('https://fjord.example.no');
  await form.getByRole('textbox', { name: 'Tilbudslenke' }).fill('https://fjord.example.no/tilbud');
  await form.getByRole('textbox', { name: 'Kontakt-e-post' }).fill('post@fjord.example.no');
  await typeRichText(page, form, 'Rådgivning for', 'eiendom');
  await form.getByRole('checkbox', { name: 'Økonomi' }).check();
  await form.getByRole('checkbox', { name: 'Opplevelser' }).check();
  await form.getByRole('combobox', { name: 'Bedrift' }).click();
  await page.getByRole('option', { name: 'Fjord Eiendom AS' }).click();
  await form.locator('input[type=file]').setInputFiles([
    pngFile('forside.png', [20, 120, 200]),
    // A wide photo: scaled in the browser to 2000 px before upload.
    pngFile('andre.png', [200, 200, 20], { width: 2400, height: 300 }),
  ]);
  // The second becomes the card image.
  await form.getByRole('button', { name: 'Flytt andre.png fram' }).click();
  await expect(form.getByRole('img', { name: 'andre.png (kortbilde)' })).toBeVisible();
  await form.getByRole('button', { name: 'Legg til tilbud' }).click();
  await expect(page.getByText('Tilbudet ble lagt til!')).toBeVisible({ timeout: 20_000 });
  await expect(form).toBeHidden();

  const card = adminOfferRow(page, title);
  await expect(card).toBeVisible();
  await expect(card.getByText('Fjord Eiendom AS', { exact: true })).toBeVisible();
  await expect(card.getByText('Aktiv', { exact: true })).toBeVisible();
  const cardImage = (await card.locator('img[src*="offer-images"]').first().getAttribute('src')) ?? '';
  expect(cardImage).toContain(`/${COMPANIES.fjord}/`);
  expect(pngSize(await (await page.request.get(cardImage)).body())).toEqual({ width: 2000, height: 250 });
  await expect(card.getByText('Økonomi', { exact: true })).toBeVisible();
  await expect(card.getByText('Opplevelser', { exact: true })).toBeVisible();

  // A visitor sees it on /offers; their browser (a second one) keeps it offline after that sync.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await searchCatalogue(visitor, title);
  await expect(offerCards(visitor).getByRole('heading', { name: title })).toBeVisible();
  await expect(offerCards(visitor).getByText('Rådgivning for eiendom')).toBeVisible();
  await waitForServiceWorkerControl(visitor);
  await setOffline(visitorContext, true);
  await visitor.reload();
  await visitor.getByRole('searchbox', { name: 'Søk i tilbud' }).fill(title);
  await expect(offerCards(visitor).getByRole('heading', { name: title })).toBeVisible();
  await setOffline(visitorContext, false);

  // Edit: a third and fourth picture would fit, a fifth not; other categories, the card
  // image removed (from storage too), not active any more ('Snart') and hidden.
  await card.getByRole('button', { name: `Rediger ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Rediger tilbud' });
  await dialog
    .locator('input[type=file]')
    .setInputFiles([pngFile('3.png'), pngFile('4.png'), pngFile('5.png')]);
  await expect(dialog.getByText('Du kan maksimalt ha 4 bilder totalt.').first()).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Økonomi' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Opplevelser' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Bil' }).check();
  await dialog.getByRole('button', { name: 'Fjern Bilde 1' }).click();
  await expect(dialog.getByRole('img', { name: 'Bilde 1 (kortbilde)' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Bilde 2' })).toHaveCount(0);
  await dialog.getByRole('switch', { name: /^Aktivt tilbud/ }).click();
  await dialog.getByRole('switch', { name: /^Skjult/ }).click();
  await dialog.getByRole('button', { name: 'Oppdater tilbud' }).click();
  await expect(page.getByText('Tilbudet ble oppdatert!')).toBeVisible({ timeout: 20_000 });
  const edited = adminOfferRow(page, title);
  await expect(edited.getByText('Snart', { exact: true })).toBeVisible();
  await expect(edited.getByText('Skjult', { exact: true })).toBeVisible();
  await expect(edited.getByText('Bil', { exact: true })).toBeVisible();
  await expect(edited.getByText('Økonomi', { exact: true })).toHaveCount(0);
  await expect(edited.getByText('Opplevelser', { exact: true })).toHaveCount(0);
  const remaining = (await edited.locator('img[src*="offer-images"]').first().getAttribute('src')) ?? '';
  expect(remaining).toContain(`/${COMPANIES.fjord}/`);
  expect(remaining).not.toBe(cardImage);
  await expect.poll(async () => (await page.request.get(cardImage)).status()).toBeGreaterThanOrEqual(400);

  // The visitor's next sync (on start) drops the hidden offer, and offline it stays gone.
  await searchCatalogue(visitor, title);
  await expect(visitor.getByText(/Ingen ordninger funnet/)).toBeVisible();
  await setOffline(visitorContext, true);
  await visitor.reload();
  await visitor.getByRole('searchbox', { name: 'Søk i tilbud' }).fill(title);
  await expect(visitor.getByText(/Ingen ordninger funnet/)).toBeVisible();
  await expect(offerCards(visitor).getByRole('heading', { name: title })).toHaveCount(0);
  await visitorContext.close();

  await adminOfferRow(page, title)
    .getByRole('button', { name: `Slett ${title}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Slett' }).click();
  await expect(page.getByText('Tilbudet ble slettet!')).toBeVisible();
  await expect(adminOfferRow(page, title)).toHaveCount(0);
});

test('an admin creates, edits and deletes a category; the confirmation counts its offers', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = String(Date.now());
  await startSignedIn(page, PEOPLE.admin.email);
  await page.goto('/admin/categories');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Illustrasjon',
    'Navn',
    'Nøkkel',
    'Visningsrekkefølge',
    'Handlinger',
  ]);
  await expect(table.getByRole('rowheader').first()).toHaveText('Bil');

  // A used category: the confirmation says how many offers lose it; cancelled.
  await page.getByRole('button', { name: 'Slett Sport' }).click();
  const confirmSport = page.getByRole('alertdialog');
  await expect(confirmSport).toContainText(
    'Er du sikker? Dette vil permanent slette kategorien "Sport". Denne handlingen kan ikke angres.',
  );
  await expect(confirmSport).toContainText(/\d+ tilbud bruker denne kategorien/);
  await confirmSport.getByRole('button', { name: 'Avbryt' }).click();

  await page.getByRole('button', { name: 'Ny Kategori' }).click();
  let dialog = page.getByRole('dialog', { name: 'Ny Kategori' });
  await dialog.getByRole('button', { name: 'Opprett' }).click();
  await expect(dialog.getByText('Både nøkkel og navn er påkrevd.').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Navn' }).fill(`Reise ${stamp}`);
  await dialog.getByRole('textbox', { name: 'Nøkkel' }).fill('reise_og_ferie');
  await dialog.getByRole('button', { name: 'Opprett' }).click();
  await expect(dialog.getByText(/Nøkkelen kan bare ha små bokstaver/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nøkkel' }).fill(`Reise Og Ferie ${stamp}`);
  await expect(dialog.getByRole('textbox', { name: 'Nøkkel' })).toHaveValue(`reise-og-ferie-${stamp}`);
  await dialog.getByRole('textbox', { name: 'Visningsrekkefølge' }).fill('99');
  await dialog.getByRole('button', { name: 'Opprett' }).click();
  await expect(page.getByText('Kategori opprettet.')).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(`Reise ${stamp}`) });
  await expect(row).toContainText(`reise-og-ferie-${stamp}`);
  await expect(row.locator('img')).toHaveAttribute('src', '/categories/fallback.webp');
  // Ordered by display_order: 99 comes after the seven seeded ones.
  const names = await table.getByRole('rowheader').allTextContents();
  expect(names.indexOf(`Reise ${stamp}`)).toBeGreaterThan(names.indexOf('Annet'));

  await page.getByRole('button', { name: `Rediger Reise ${stamp}` }).click();
  dialog = page.getByRole('dialog', { name: 'Rediger' });
  await dialog.getByRole('textbox', { name: 'Navn' }).fill(`Reiser ${stamp}`);
  await dialog.getByRole('textbox', { name: 'Nøkkel' }).fill('car');
  await dialog.getByRole('button', { name: 'Oppdater' }).click();
  await expect(dialog.getByText(/allerede i bruk/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nøkkel' }).fill(`reiser-${stamp}`);
  await dialog.getByRole('button', { name: 'Oppdater' }).click();
  await expect(page.getByText('Kategori oppdatert.')).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`Reiser ${stamp}`) })).toContainText(
    `reiser-${stamp}`,
  );

  await page.getByRole('button', { name: `Slett Reiser ${stamp}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Ingen tilbud bruker denne kategorien.');
  await confirm.getByRole('button', { name: 'Slett' }).click();
  await expect(page.getByText('Kategori slettet.')).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`Reiser ${stamp}`) })).toHaveCount(0);

  await page.getByRole('link', { name: 'Tilbake til Admin Panel' }).click();
  await expect(page).toHaveURL('/admin');
});

test('an owner of two companies is pointed at the selector and publishes only for the selected one', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const membership = await addMembership(baseURL ?? '', PEOPLE.acmeOwner.id, COMPANIES.fjord, 'admin');
  try {
    await startSignedIn(page, PEOPLE.acmeOwner.email);
    await page.goto('/company/offers');
    await expect(page.getByText(/Du er med i flere bedrifter/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nytt tilbud for Acme AS' })).toBeVisible();
    // The list loads on its own request: count once it has, against the heading's count.
    await expect(page.getByTestId('managed-offer').first()).toBeVisible();
    await expect(page.getByText('Laster tilbud...')).toHaveCount(0);
    const listHeading = page.getByRole('heading', { name: /^Dine tilbud \(\d+\)$/ });
    const acmeCount = Number(/\((\d+)\)/.exec((await listHeading.textContent()) ?? '')?.[1]);
    expect(acmeCount).toBeGreaterThan(0);
    await expect(page.getByTestId('managed-offer')).toHaveCount(acmeCount);

    const selector = page.getByRole('banner').getByRole('combobox', { name: 'Velg bedrift' });
    await selector.click();
    await page.getByRole('option', { name: /^Fjord Eiendom AS/ }).click();
    const form = formRegion(page, 'Nytt tilbud for Fjord Eiendom AS');
    await expect(form.getByLabel('Bedrift', { exact: true })).toHaveValue('Fjord Eiendom AS');
    await expect(form.getByLabel('Bedrift', { exact: true })).toBeDisabled();
    await expect(page.getByRole('heading', { name: /^Dine tilbud \(\d+\)$/ })).toBeVisible();
    // Only Fjord's offers are listed now.
    await expect(page.getByText('Laster tilbud...')).toHaveCount(0);
    await expect(page.getByTestId('managed-offer').first()).toContainText('Fjord Eiendom AS');
    await expect(page.getByTestId('managed-offer').filter({ hasNotText: 'Fjord Eiendom AS' })).toHaveCount(0);
  } finally {
    await removeMembership(baseURL ?? '', membership);
  }
});

test('people without the role get Ingen tilgang', async ({ browser }) => {
  test.setTimeout(90_000);
  const cases = [
    { email: PEOPLE.employee.email, paths: ['/company/offers', '/admin'] },
    { email: PEOPLE.individual.email, paths: ['/company/offers', '/admin/categories'] },
    { email: PEOPLE.acmeOwner.email, paths: ['/admin'] },
  ];
  for (const { email, paths } of cases) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, email);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Ingen tilgang' }), `${email} on ${path}`).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Tittel' })).toHaveCount(0);
    }
    await context.close();
  }
});

test('the admin pages pass axe', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, PEOPLE.admin.email);
  for (const path of ['/admin', '/admin/categories']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/admin') await expect(page.getByTestId('admin-offer-row').first()).toBeVisible();
    else await expect(page.getByRole('table')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // The edit dialog too, with its switches and the company choice.
  await page.goto('/admin');
  await page
    .getByTestId('admin-offer-row')
    .first()
    .getByRole('button', { name: /^Rediger / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Rediger tilbud' });
  await expect(dialog.getByRole('textbox', { name: 'Beskrivelse' })).toBeVisible();
  expect(await seriousViolations(page), 'Rediger tilbud').toEqual([]);
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await saveScreenshot(page, `test-results/publishing-admin-edit-${viewport.width}.png`);
  }
  await page.keyboard.press('Escape');
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of ['/admin', '/admin/categories']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const name = path === '/admin' ? 'admin' : 'categories';
      if (name === 'categories') {
        // The actions are reachable without a sideways scroll (a card per category on a phone).
        const remove = page.getByRole('button', { name: 'Slett Sport' });
        await remove.scrollIntoViewIfNeeded();
        await expect(remove).toBeInViewport({ ratio: 1 });
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${viewport.width}px`).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `test-results/publishing-${name}-${viewport.width}.png`, { fullPage: true });
    }
  }
});

test('the company offers page passes axe and fits a phone and a desktop', async ({ page }) => {
  // Five axe runs now (the phone's form view twice more), each some seconds on 2 busy cores.
  test.setTimeout(150_000);
  await signIn(page, PEOPLE.acmeOwner.email);
  for (const viewport of [DESKTOP, MOBILE, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    // From 768 px the form stands beside the list; on a phone it is a view of its own (issue 26).
    const views =
      viewport.width >= 768 ? ['/company/offers'] : ['/company/offers', '/company/offers?visning=nytt'];
    for (const path of views) {
      await page.goto(path);
      if (path.endsWith('nytt') || views.length === 1) {
        await expect(page.getByRole('textbox', { name: 'Beskrivelse' })).toBeVisible();
      }
      if (!path.endsWith('nytt')) await expect(page.getByTestId('managed-offer').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${path} at ${viewport.width}px`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const name = path.endsWith('nytt') ? 'company-offers-new' : 'company-offers';
      await saveScreenshot(page, `test-results/publishing-${name}-${viewport.width}.png`, { fullPage: true });
    }
  }
});
