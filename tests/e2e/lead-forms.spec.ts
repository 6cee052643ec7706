import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';

// The two lead forms (/partoutcar, /eiendomsdrift): their fields and rules,
// the company search against the local registry, sending through the outbox
// to the real functions of the local backend, and layout and accessibility.

const PHONE_MESSAGE = 'Ugyldig norsk telefonnummer. Bruk format: 123 45 678 eller +47 123 45 678';
const SALES_INBOX = 'salg@ordning.no';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Send forespørsel' });
const toastWith = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });

/** A name no other test uses, so its mail is easy to find. */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

interface Mail {
  subject: string;
  text: string;
}

async function salesMails(page: Page): Promise<Mail[]> {
  const response = await page.request.get(`/_mail/api/messages?to=${encodeURIComponent(SALES_INBOX)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Mail[];
}

test.describe('the car request form', () => {
  test('shows its heading, every field and the submit button', async ({ page }) => {
    await page.goto('/partoutcar');
    await expect(page.getByRole('heading', { level: 1, name: 'Firmabil', exact: true })).toBeVisible();
    for (const name of [
      'Fullt navn',
      'Telefonnummer',
      'E-post',
      'Firmanavn (valgfritt)',
      'Organisasjonsnummer (valgfritt)',
      'Antall biler',
      'Budsjett',
      'Biltype',
      'Registreringsnummer 1',
      'Flåteleverandør (valgfritt)',
      'AutoPASS-leverandør (valgfritt)',
    ]) {
      await expect(textbox(page, name), name).toBeVisible();
    }
    await expect(page.getByRole('searchbox', { name: 'Søk etter firma' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fjern registreringsnummer 1' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Legg til registreringsnummer' })).toBeVisible();
    await expect(submitButton(page)).toBeEnabled();
  });

  test('formats the phone number, rejects a bad one on blur and blocks submitting it', async ({ page }) => {
    await page.goto('/partoutcar');
    const phone = textbox(page, 'Telefonnummer');
    await phone.pressSequentially('+4798765432');
    await expect(phone).toHaveValue('+47 987 65 432');

    await phone.fill('');
    await phone.pressSequentially('1234567');
    await expect(phone).toHaveValue('123 45 67');
    await phone.blur();
    await expect(page.getByText(PHONE_MESSAGE)).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(PHONE_MESSAGE);

    await submitButton(page).click();
    const toast = toastWith(page, 'Ugyldig telefonnummer');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Vennligst oppgi et gyldig norsk telefonnummer.');
    await expect(phone).toHaveAccessibleDescription(PHONE_MESSAGE);
    // Focus goes to the first field in error: the name, left empty here.
    await expect(textbox(page, 'Fullt navn')).toBeFocused();
    await expect(textbox(page, 'Fullt navn')).toHaveAccessibleDescription('Fullt navn er påkrevd');
  });

  test('sends a request online, says so and resets the form', async ({ page }) => {
    const fullName = uniqueName('Kari Bil');
    await page.goto('/partoutcar');
    await textbox(page, 'Fullt navn').fill(fullName);
    await textbox(page, 'Telefonnummer').pressSequentially('98765432');
    await textbox(page, 'E-post').fill('kari@firma.test');
    await textbox(page, 'Antall biler').fill('3');
    await textbox(page, 'Budsjett').pressSequentially('450000');
    await expect(textbox(page, 'Budsjett')).toHaveValue('450\u00a0000\u00a0kr');
    await textbox(page, 'Biltype').fill('Elbil');
    await textbox(page, 'Registreringsnummer 1').fill('EL 12345');
    await page.getByRole('button', { name: 'Legg til registreringsnummer' }).click();
    await expect(textbox(page, 'Registreringsnummer 2')).toBeFocused();
    await textbox(page, 'Registreringsnummer 2').fill('EL 67890');
    await page.getByRole('button', { name: 'Legg til registreringsnummer' }).click();

    await submitButton(page).click();
    const toast = toastWith(page, 'Forespørsel sendt');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Vi vil kontakte deg snart med et tilbud på firmabil.');
    await expect(textbox(page, 'Fullt navn')).toHaveValue('');
    await expect(textbox(page, 'Budsjett')).toHaveValue('');
    await expect(textbox(page, 'Registreringsnummer 1')).toHaveValue('');
    await expect(textbox(page, 'Registreringsnummer 2')).toHaveCount(0);

    const mail = (await salesMails(page)).find((candidate) => candidate.subject.includes(fullName));
    expect(mail?.subject).toBe(`Ny forespørsel om firmabil fra ${fullName}`);
    expect(mail?.text).toContain('Telefon: 987 65 432');
    expect(mail?.text).toContain('Budsjett: 450\u00a0000\u00a0kr');
    expect(mail?.text).toContain('Registreringsnumre: EL 12345, EL 67890');
  });
});

test.describe('the company search', () => {
  test('finds a company of the local registry on Enter, and picking it fills name and number', async ({
    page,
  }) => {
    await page.goto('/partoutcar');
    const search = page.getByRole('searchbox', { name: 'Søk etter firma' });
    await search.fill('  nordlys regnskap ');
    await search.press('Enter');
    const hit = page.getByRole('button', { name: /Nordlys Regnskap AS/ });
    await expect(hit).toBeVisible();
    await expect(hit).toContainText('Org.nr. 903 552 905');
    // Enter searched and did not submit the form.
    await expect(page.getByText('Fullt navn er påkrevd')).toHaveCount(0);

    await hit.click();
    await expect(textbox(page, 'Firmanavn (valgfritt)')).toHaveValue('Nordlys Regnskap AS');
    await expect(textbox(page, 'Organisasjonsnummer (valgfritt)')).toHaveValue('903552905');
    await expect(hit).toHaveCount(0);
  });

  test('searches with the button, says when nothing is found and closes on Escape', async ({ page }) => {
    await page.goto('/eiendomsdrift');
    const search = page.getByRole('searchbox', { name: 'Søk etter firma' });
    await page.getByRole('button', { name: 'Søk', exact: true }).click();
    await expect(page.getByText('Skriv inn et firmanavn eller organisasjonsnummer')).toBeVisible();

    await search.fill('finnes ikke i registeret');
    await page.getByRole('button', { name: 'Søk', exact: true }).click();
    await expect(page.getByText('Ingen firma funnet', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Ingen firma funnet' })).toHaveCount(1);

    await search.fill('lys');
    await search.press('Enter');
    const list = page.getByRole('list', { name: 'Søkeresultater for «lys»' });
    await expect(list.getByRole('button')).toHaveCount(6);
    const box = await list.locator('..').evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      maxHeight: getComputedStyle(element).maxHeight,
    }));
    expect(box.maxHeight).toBe('240px');
    expect(box.height).toBeLessThanOrEqual(240);

    await search.press('ArrowDown');
    await expect(list.getByRole('button').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('lys');
  });
});

test.describe('the property request form', () => {
  test('shows its heading, every field and the submit button', async ({ page }) => {
    await page.goto('/eiendomsdrift');
    await expect(page.getByRole('heading', { level: 1, name: 'Eiendomsdrift', exact: true })).toBeVisible();
    for (const name of [
      'Fullt navn',
      'Telefonnummer',
      'E-post',
      'Firmanavn (valgfritt)',
      'Organisasjonsnummer (valgfritt)',
      'Adresse',
      'Kvadratmeter',
    ]) {
      await expect(textbox(page, name), name).toBeVisible();
    }
    await expect(submitButton(page)).toBeEnabled();
  });

  test('sends a request online, says so and resets the form', async ({ page }) => {
    const fullName = uniqueName('Ola Eiendom');
    await page.goto('/eiendomsdrift');
    await textbox(page, 'Fullt navn').fill(fullName);
    await textbox(page, 'Telefonnummer').fill('22 33 44 55');
    await textbox(page, 'E-post').fill('ola@firma.test');
    const search = page.getByRole('searchbox', { name: 'Søk etter firma' });
    await search.fill('fjord eiendom');
    await search.press('Enter');
    await page.getByRole('button', { name: /Fjord Eiendom AS/ }).click();
    await textbox(page, 'Adresse').fill('Bryggen 3, 5003 Bergen');
    await textbox(page, 'Kvadratmeter').fill('ca. 1 200');

    await submitButton(page).click();
    const toast = toastWith(page, 'Forespørsel sendt');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Vi vil kontakte deg snart angående eiendomsdrift.');
    await expect(textbox(page, 'Fullt navn')).toHaveValue('');
    await expect(textbox(page, 'Firmanavn (valgfritt)')).toHaveValue('');
    await expect(search).toHaveValue('');

    const mail = (await salesMails(page)).find((candidate) => candidate.text.includes(fullName));
    expect(mail?.subject).toBe('Ny forespørsel om eiendomsdrift fra Fjord Eiendom AS');
    expect(mail?.text).toContain('Organisasjonsnummer: 928714055');
    expect(mail?.text).toContain('Kvadratmeter: ca. 1 200');
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const path of ['/partoutcar', '/eiendomsdrift']) {
    test(`${path} does not scroll sideways, with search results open`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const search = page.getByRole('searchbox', { name: 'Søk etter firma' });
      await search.fill('fjellheim bygg');
      await search.press('Enter');
      await expect(page.getByRole('button', { name: /Fjellheim Bygg og Anlegg AS/ })).toBeVisible();
      await submitButton(page).click();
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
  test.describe(`axe (${viewport.label})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of ['/partoutcar', '/eiendomsdrift']) {
      test(`finds no serious or critical violation on ${path}, empty, with errors and with results`, async ({
        page,
      }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);

        await submitButton(page).click();
        await expect(page.getByText('Fullt navn er påkrevd')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);

        const search = page.getByRole('searchbox', { name: 'Søk etter firma' });
        await search.fill('as');
        await search.press('Enter');
        await expect(page.getByRole('list', { name: 'Søkeresultater for «as»' })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
