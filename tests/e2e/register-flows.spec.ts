import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PEOPLE, signIn, startSignedIn } from './accounts-support.ts';
import { TRATTORIA } from './catalogue-support.ts';

// Issue 26: /register opened from partner links, registering with an address
// that already has an account, redirectTo through the confirmation link, a
// signed-in visitor, and quiet consoles on 'Ingen tilgang'.

test.use({ viewport: DESKTOP });

const NEW_PASSWORD = 'Sommer-2026!';
const NOTICE_SUBJECT = 'Du har allerede en konto hos Ordning';

interface Mail {
  kind: string;
  subject: string;
  links: string[];
}

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}@ordning.test`;
}

async function mailsTo(baseURL: string, to: string): Promise<Mail[]> {
  const response = await fetch(`${baseURL}/_mail/api/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as Mail[];
}

/** The newest mail to `to` that `matches`, once it has arrived. */
async function awaitMail(baseURL: string, to: string, matches: (mail: Mail) => boolean): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      found = (await mailsTo(baseURL, to)).find(matches);
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`no mail to ${to}`);
  return found;
}

async function registerPerson(page: Page, email: string) {
  await page.getByLabel(/^Fornavn/).fill('Kari');
  await page.getByLabel(/^Etternavn/).fill('Nordmann');
  await page.getByLabel(/^E-post/).fill(email);
  await page.getByLabel(/^Passord/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Bekreft passord/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Registrer deg' }).click();
  await expect(page.getByRole('heading', { name: 'Velkommen til Ordning!' })).toBeVisible();
}

/** What the page says after registering, with the typed address taken out. */
async function confirmationScreen(page: Page, email: string): Promise<string> {
  const toast = await page.getByText('Registrering vellykket!').innerText();
  const main = await page.getByRole('main').innerText();
  return `${toast}\n${main}`.replaceAll(email, '<adresse>');
}

/** Console errors and uncaught page errors from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

test('/register?type=company opens on Bedrift, and the partner page links there', async ({ page }) => {
  await page.goto('/become-partner');
  await page.getByRole('main').getByRole('link', { name: 'Bli en partner' }).first().click();
  await expect(page).toHaveURL('/register?type=company');
  await expect(page.getByRole('radio', { name: 'Bedrift' })).toBeChecked();
  await expect(page.getByLabel('Søk etter firma')).toBeVisible();

  for (const path of ['/register', '/register?type=private', '/register?type=bedrift']) {
    await page.goto(path);
    await expect(page.getByRole('radio', { name: 'Privatperson' }), path).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Bedrift' }), path).not.toBeChecked();
  }
});

test('an address with an account sees the same screen as a new one, and gets the account mail', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const existing = PEOPLE.employee.email;
  const signupsBefore = (await mailsTo(base, existing)).filter((mail) => mail.kind === 'signup').length;

  const fresh = uniqueEmail('ny');
  await page.goto('/register');
  await registerPerson(page, fresh);
  await expect(
    page.getByText(
      'Hvis e-postadressen allerede har en konto, får du i stedet en e-post med lenke for å logge inn eller tilbakestille passordet.',
    ),
  ).toBeVisible();
  const forNew = await confirmationScreen(page, fresh);

  await page.goto('/register');
  await registerPerson(page, existing);
  expect(await confirmationScreen(page, existing)).toBe(forNew);

  // The new address got the confirmation, the taken one the notice with both ways in.
  await awaitMail(base, fresh, (mail) => mail.kind === 'signup');
  expect((await mailsTo(base, fresh)).filter((mail) => mail.subject === NOTICE_SUBJECT)).toEqual([]);
  const notice = await awaitMail(base, existing, (mail) => mail.subject === NOTICE_SUBJECT);
  expect(notice.links).toEqual([`${base}/login`, `${base}/forgot-password`]);
  expect((await mailsTo(base, existing)).filter((mail) => mail.kind === 'signup')).toHaveLength(
    signupsBefore,
  );

  await page.goto(notice.links[1] ?? '');
  await expect(page.getByRole('heading', { name: 'Glemt passord' })).toBeVisible();
  await page.goto(notice.links[0] ?? '');
  await expect(page.getByRole('main').getByRole('button', { name: 'Logg inn', exact: true })).toBeVisible();
});

test('registering from an offer ends on the offer after the confirmation link', async ({ page, baseURL }) => {
  const email = uniqueEmail('fra-tilbud');
  await page.goto(`/register?redirectTo=${encodeURIComponent(`/offer/${TRATTORIA.id}`)}`);
  await registerPerson(page, email);

  const confirmation = await awaitMail(baseURL ?? '', email, (mail) => mail.kind === 'signup');
  await page.goto(confirmation.links[0] ?? '');
  await expect(page).toHaveURL(new RegExp(`/offer/${TRATTORIA.id}`));
  await expect(page.getByRole('heading', { name: TRATTORIA.title })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Min profil' })).toBeVisible();
});

test('a redirectTo to another site is dropped: the confirmation link ends on the front page', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('fremmed');
  await page.goto(`/register?redirectTo=${encodeURIComponent('//evil.test/offer')}`);
  await registerPerson(page, email);
  const confirmation = await awaitMail(baseURL ?? '', email, (mail) => mail.kind === 'signup');
  await page.goto(confirmation.links[0] ?? '');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Min profil' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('a signed-in visitor of /register goes on to redirectTo, or to the front page', async ({ page }) => {
  await startSignedIn(page, PEOPLE.individual.email);
  await page.goto('/register?redirectTo=/offers');
  await expect(page).toHaveURL('/offers');
  await page.goto('/register');
  await expect(page).toHaveURL('/');
});

test("'Ingen tilgang' pages log no errors", async ({ page }) => {
  await signIn(page, PEOPLE.employee.email);
  const errors = collectErrors(page);
  for (const path of ['/admin', '/admin/categories', '/company/offers']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Ingen tilgang' }), path).toBeVisible();
  }
  // Reached in the app too, not only by address.
  await page.goto('/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/admin');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Ingen tilgang' })).toBeVisible();
  expect(errors).toEqual([]);
});
