import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_JWT_SECRET, deriveApiKeys } from '../../supabase/local/keys.ts';
import { COMPANIES, DESKTOP, PASSWORD } from './accounts-support.ts';
import { seriousViolations } from './axe.ts';
import { TRATTORIA } from './catalogue-support.ts';
import { setOffline } from './offline-emulation.ts';

// Registering for real against the local backend: confirmations are on, so
// every new account confirms through the link on the local mail page.

test.use({ viewport: DESKTOP });

const NEW_PASSWORD = 'Sommer-2026!';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}@ordning.test`;
}

/** The newest link of the newest mail of `kind` to `to` on the local mail page. */
async function mailLink(baseURL: string, to: string, kind: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${baseURL}/_mail/api/messages?to=${encodeURIComponent(to)}`);
      const mails = (await response.json()) as { kind: string; links: string[] }[];
      link = mails.find((mail) => mail.kind === kind)?.links[0];
      return link;
    })
    .toBeTruthy();
  return link ?? '';
}

/** Service-role REST (only the tests may see every row). */
async function serviceRows<T>(baseURL: string, query: string): Promise<T[]> {
  const { serviceRoleKey } = await deriveApiKeys(DEFAULT_JWT_SECRET);
  const response = await fetch(`${baseURL}/rest/v1/${query}`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T[];
}

async function fillPerson(page: Page, email: string, password = NEW_PASSWORD) {
  await page.getByLabel(/^Fornavn/).fill('Kari');
  await page.getByLabel(/^Etternavn/).fill('Nordmann');
  await page.getByLabel(/^E-post/).fill(email);
  await page.getByLabel(/^Passord/).fill(password);
  await page.getByLabel(/^Bekreft passord/).fill(password);
}

async function chooseCompany(page: Page) {
  await page.goto('/register');
  await page.getByRole('radio', { name: 'Bedrift' }).check();
}

/** Searches the lookup by name and picks the hit. */
async function pickCompany(page: Page, query: string, name: string) {
  await page.getByLabel('Søk etter firma').fill(query);
  await page.getByLabel('Søk etter firma').press('Enter');
  await page.getByRole('button', { name: new RegExp(name) }).click();
}

test('a private person registers, confirms through the mail link and is signed in on /offers', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('privat');
  await page.goto('/register');
  await expect(page.getByRole('radio', { name: 'Privatperson' })).toBeChecked();
  await expect(page.getByLabel(/^Firmanavn/)).toHaveCount(0);
  await fillPerson(page, email);
  await expect(page.getByRole('status').filter({ hasText: 'Passordstyrke: Sterkt' })).toBeVisible();
  await page.getByRole('button', { name: 'Registrer deg' }).click();

  await expect(page.getByText('Registrering vellykket!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Velkommen til Ordning!' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se tilbudene' })).toHaveAttribute('href', '/offers');

  await page.goto(await mailLink(baseURL ?? '', email, 'signup'));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Min profil' })).toBeVisible();
  await page.goto('/offers');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Min profil' })).toBeVisible();
});

test('the form says what is missing, too short or different', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Registrer deg' }).click();
  await expect(page.getByText('Vennligst fyll ut alle påkrevde felt').first()).toBeVisible();
  await expect(page.getByLabel(/^Fornavn/)).toBeFocused();

  await fillPerson(page, uniqueEmail('kort'), 'Kort1!');
  await page.getByRole('button', { name: 'Registrer deg' }).click();
  await expect(page.getByText('Passord for kort')).toBeVisible();
  await expect(
    page.getByText('Passordet må være minst 8 tegn langt for å sikre tilstrekkelig sikkerhet.').first(),
  ).toBeVisible();

  await page.getByLabel(/^Passord/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Bekreft passord/).fill('Noe-annet-2026!');
  await page.getByRole('button', { name: 'Registrer deg' }).click();
  await expect(page.getByText('Passordene matcher ikke')).toBeVisible();
});

test('a registered company says so and links to the login', async ({ page }) => {
  await chooseCompany(page);
  // Nine digits, left: looked up, the single hit picked, then checked.
  await page.getByLabel('Søk etter firma').fill('914 563 720');
  await page.getByLabel('Søk etter firma').press('Tab');
  await expect(page.getByText('Bedriften er allerede registrert.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Logg inn' }).first()).toHaveAttribute('href', '/login');
  await expect(page.getByLabel(/^E-post/)).toHaveCount(0);
});

test('an organisation number that fails mod-11 is refused before any lookup', async ({ page }) => {
  await chooseCompany(page);
  let lookups = 0;
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/')) lookups++;
  });
  const search = page.getByLabel('Søk etter firma');
  await search.fill('914563721');
  await search.press('Tab');
  await expect(page.getByText('Ugyldig organisasjonsnummer')).toBeVisible();
  // Enter and the search button are refused the same way, before any call.
  await search.fill('914 563 721');
  await search.press('Enter');
  await expect(page.getByText('Ugyldig organisasjonsnummer')).toBeVisible();
  await page.getByRole('button', { name: 'Søk', exact: true }).click();
  await expect(page.getByText('Ugyldig organisasjonsnummer')).toBeVisible();
  await expect(page.getByText('Ingen firma funnet')).toHaveCount(0);
  expect(lookups).toBe(0);
});

test('a company registers from a lookup result, confirms, and its owner sees it on the profile', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('bedrift');
  await chooseCompany(page);
  await pickCompany(page, 'Nordlys', 'Nordlys Regnskap AS');
  await expect(page.getByLabel(/^Firmanavn/)).toHaveValue('Nordlys Regnskap AS');
  await expect(page.getByLabel(/^Organisasjonsnummer/)).toHaveValue('903552905');
  await expect(page.getByLabel(/^Adresse/)).toHaveValue('Karl Johans gate 21, 0159 Oslo');
  await fillPerson(page, email);
  const invoiceEmail = uniqueEmail('faktura');
  await page.getByLabel(/^Faktura-e-post/).fill(invoiceEmail);
  await page.getByRole('button', { name: 'Registrer deg' }).click();
  await expect(page.getByText('Registrering vellykket!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Velkommen til Ordning!' })).toBeVisible();

  await page.goto(await mailLink(baseURL ?? '', email, 'signup'));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Min profil' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('main').getByText('Nordlys Regnskap AS').first()).toBeVisible();

  const [company] = await serviceRows<{
    name: string;
    invoice_email: string;
    employees: { role: string }[];
  }>(baseURL ?? '', 'companies?org_no=eq.903552905&select=name,invoice_email,employees(role)');
  expect(company?.employees).toEqual([{ role: 'owner' }]);
  // 'Faktura-e-post' as typed, not the account's address.
  expect(company?.invoice_email).toBe(invoiceEmail);
});

test('switching to a private person clears the company fields', async ({ page }) => {
  await chooseCompany(page);
  await pickCompany(page, 'Granheim', 'Granheim Rørlegger AS');
  await expect(page.getByLabel(/^Firmanavn/)).toHaveValue('Granheim Rørlegger AS');
  await page.getByRole('radio', { name: 'Privatperson' }).check();
  await page.getByRole('radio', { name: 'Bedrift' }).check();
  await expect(page.getByLabel('Søk etter firma')).toHaveValue('');
  await expect(page.getByLabel(/^Firmanavn/)).toHaveCount(0);
});

async function fjordOwnerId(baseURL: string): Promise<string> {
  const [owner] = await serviceRows<{ user_id: string }>(
    baseURL,
    `employees?company_id=eq.${COMPANIES.fjord}&role=eq.owner&select=user_id`,
  );
  return owner?.user_id ?? '';
}

test('an existing account with the right password gets the new company attached', async ({
  page,
  baseURL,
}) => {
  await chooseCompany(page);
  await pickCompany(page, 'Havbris', 'Havbris Sjømat AS');
  await fillPerson(page, 'eier@fjord.test', PASSWORD);
  await page.getByRole('button', { name: 'Registrer deg' }).click();
  await expect(page.getByText('Bedrift registrert!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Velkommen til Ordning!' })).toBeVisible();

  const [company] = await serviceRows<{ employees: { role: string; user_id: string }[] }>(
    baseURL ?? '',
    'companies?org_no=eq.930574430&select=employees(role,user_id)',
  );
  expect(company?.employees).toEqual([{ role: 'owner', user_id: await fjordOwnerId(baseURL ?? '') }]);
});

test('an existing account with a wrong password attaches nothing and reveals nothing', async ({
  page,
  baseURL,
}) => {
  await chooseCompany(page);
  await pickCompany(page, 'Midnattsol', 'Midnattsol Reiser AS');
  await fillPerson(page, 'eier@fjord.test', 'Feil-passord-1!');
  await page.getByRole('button', { name: 'Registrer deg' }).click();
  await expect(page.getByRole('heading', { name: 'Velkommen til Ordning!' })).toBeVisible();
  await expect(page.getByText('Bedrift registrert!')).toHaveCount(0);
  expect(await serviceRows(baseURL ?? '', 'companies?org_no=eq.902431241&select=id')).toEqual([]);
});

const REGISTER_CHUNKS =
  /\/assets\/(RegisterPage|ForgotPasswordPage|PasswordResetPage|register|forgot-password|password-reset)[-.]/;

for (const path of ['/', '/offers', `/offer/${TRATTORIA.id}`]) {
  test(`${path} loads none of the register, forgot and reset pages`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(scripts.filter((url) => REGISTER_CHUNKS.test(url))).toEqual([]);
  });
}

test('the register and forgot-password forms have no serious accessibility violations', async ({ page }) => {
  await chooseCompany(page);
  await pickCompany(page, 'Solstråle', 'Solstråle Elektro AS');
  await page.getByLabel(/^Passord/).fill('abc');
  await expect(page.getByText('Passordstyrke: Svakt')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Glemt passord' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('registering offline says the network is needed', async ({ page, context }) => {
  await page.goto('/register');
  await fillPerson(page, uniqueEmail('frakoblet'));
  await setOffline(context, true);
  await page.getByRole('button', { name: 'Registrer deg' }).click();
  await expect(page.getByText('Du må være på nett for å registrere deg.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrer deg' })).toBeEnabled();
  await setOffline(context, false);
});

// The toasts' library loads after the first paint; a network gone before it
// arrived (what CI once hit under load) must not swallow the message.
test('the offline message shows even when the toasts could not be loaded', async ({ page, context }) => {
  await page.route(/\/assets\/SonnerToaster-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/register');
  await fillPerson(page, uniqueEmail('uten-varsler'));
  await setOffline(context, true);
  await page.getByRole('button', { name: 'Registrer deg' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Du må være på nett for å registrere deg.' });
  await expect(alert).toContainText('Ingen nettverkstilkobling');
  const close = alert.getByRole('button', { name: 'Lukk varsel' });
  expect((await close.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await close.click();
  await expect(alert).toHaveCount(0);
  await setOffline(context, false);
});
