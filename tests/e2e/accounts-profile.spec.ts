import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './service-worker.ts';
import { DESKTOP, MOBILE, PEOPLE, fieldValue, profileSection, signIn } from './accounts-support.ts';
import { setOffline } from './offline-emulation.ts';

// /profile (Min profil) for each kind of account, logout, and the profile offline.

test.use({ viewport: DESKTOP });

async function openProfile(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Min profil' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
}

const manageEmployees = (page: Page) => page.getByRole('link', { name: 'Administrer ansatte' });

test("shows a private person's own details and no company", async ({ page }) => {
  await signIn(page, PEOPLE.individual.email);
  await openProfile(page);
  await expect(page.getByText('Privatperson', { exact: true })).toBeVisible();
  await expect(fieldValue(page, 'Personlig informasjon', 'Fornavn')).toHaveText('Ola');
  await expect(fieldValue(page, 'Personlig informasjon', 'Etternavn')).toHaveText('Nordmann');
  await expect(fieldValue(page, 'Personlig informasjon', 'E-post')).toHaveText(PEOPLE.individual.email);
  await expect(fieldValue(page, 'Personlig informasjon', 'Telefon')).toHaveText('Ikke oppgitt');
  await expect(profileSection(page, 'Bedriftsinformasjon')).toHaveCount(0);
  await expect(profileSection(page, 'Arbeidsgiver')).toHaveCount(0);
  await expect(manageEmployees(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Endre passord' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logg ut' })).toBeVisible();
});

test("shows a company owner's company with the org number as 3-3-3, wears its branding, and manages employees", async ({
  page,
}) => {
  await signIn(page, PEOPLE.acmeOwner.email);
  // The selected company (Acme, white-label) brands the app once signed in.
  await expect(page).toHaveTitle('Acme Fordeler');
  await openProfile(page);
  await expect(page.getByText('Bedriftskonto · Acme AS')).toBeVisible();
  await expect(fieldValue(page, 'Personlig informasjon', 'Fornavn')).toHaveText('Lars');
  const company = 'Bedriftsinformasjon';
  await expect(fieldValue(page, company, 'Bedriftsnavn')).toHaveText('Acme AS');
  await expect(fieldValue(page, company, 'Organisasjonsnummer')).toHaveText('914 563 720');
  await expect(fieldValue(page, company, 'Faktura-e-post')).toHaveText('faktura@acme.test');
  await expect(fieldValue(page, company, 'Adresse')).toHaveText('Storgata 12, 0155 Oslo');
  await expect(fieldValue(page, company, 'Telefon')).toHaveText('+47 22 12 34 56');

  await manageEmployees(page).click();
  await expect(page).toHaveURL('/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Ansatte' })).toBeVisible();
});

test("shows an employee's company and role, without employee management", async ({ page }) => {
  await signIn(page, PEOPLE.employee.email);
  await openProfile(page);
  await expect(page.getByText('Ansatt · Acme AS')).toBeVisible();
  await expect(fieldValue(page, 'Personlig informasjon', 'Fornavn')).toHaveText('Kari');
  await expect(fieldValue(page, 'Personlig informasjon', 'Telefon')).toHaveText('+47 934 56 789');
  await expect(fieldValue(page, 'Arbeidsgiver', 'Bedrift')).toHaveText('Acme AS');
  await expect(fieldValue(page, 'Arbeidsgiver', 'Rolle')).toHaveText('Ansatt');
  await expect(profileSection(page, 'Bedriftsinformasjon')).toHaveCount(0);
  await expect(manageEmployees(page)).toHaveCount(0);
});

test('gives the administrator of a company employee management', async ({ page }) => {
  await signIn(page, PEOPLE.acmeAdmin.email);
  await openProfile(page);
  await expect(fieldValue(page, 'Arbeidsgiver', 'Rolle')).toHaveText('Administrator');
  await expect(manageEmployees(page)).toBeVisible();
});

test('shows the platform admin as a private person, with the Admin link in the bar', async ({ page }) => {
  await signIn(page, PEOPLE.admin.email);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  await openProfile(page);
  await expect(page.getByText('Privatperson', { exact: true })).toBeVisible();
  await expect(fieldValue(page, 'Personlig informasjon', 'Fornavn')).toHaveText('Sigrid');
  await expect(manageEmployees(page)).toHaveCount(0);
});

test('logs out from the profile: home, the three records gone, the bar signed out', async ({ page }) => {
  await signIn(page, PEOPLE.acmeOwner.email);
  await openProfile(page);
  await page.getByRole('main').getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logg inn' })).toBeVisible();
  await expect(page).toHaveTitle('Ordning');
  const records = ['ordning.user', 'ordning.company', 'ordning.employee'];
  await expect
    .poll(() =>
      page.evaluate((names) => names.filter((name) => localStorage.getItem(name) !== null), records),
    )
    .toEqual([]);
});

test('on a dead network the phone calls online, Logg ut asks before the codes leave', async ({ page }) => {
  await signIn(page, PEOPLE.employee.email);
  await openProfile(page);
  // The employee's record is stored after sign-in; Avbryt must be seen to keep it.
  await expect(fieldValue(page, 'Arbeidsgiver', 'Bedrift')).toHaveText('Acme AS');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ordning.employee'))).not.toBeNull();
  // A captive portal or a dead mobile network: navigator.onLine stays true, every request fails.
  await page.route(/\/(rest|auth|functions)\/v1\//, (route) => route.abort('internetdisconnected'));
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  // The app syncs when the browser says the network is back; that sync finds none.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText(/^Frakoblet/).first()).toBeVisible();

  const signOut = page.getByRole('main').getByRole('button', { name: 'Logg ut' });
  await signOut.click();
  const dialog = page.getByRole('alertdialog', { name: 'Logge ut uten nett?' });
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/profile');
  expect(await page.evaluate(() => localStorage.getItem('ordning.employee'))).not.toBeNull();

  await signOut.click();
  await dialog.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logg inn' })).toBeVisible();
});

test('fits a 360 px phone without sideways scrolling', async ({ page }) => {
  await signIn(page, PEOPLE.acmeOwner.email);
  await page.setViewportSize(MOBILE);
  await page.goto('/profile');
  await expect(fieldValue(page, 'Bedriftsinformasjon', 'Organisasjonsnummer')).toHaveText('914 563 720');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe('offline', () => {
  // Reloading with no network needs the service worker (blocked by default in the browser tests).
  test.use({ serviceWorkers: 'allow' });

  test('reloads the profile offline from what this device stored', async ({ page, context }) => {
    await signIn(page, PEOPLE.employee.email);
    await waitForServiceWorkerControl(page);
    await openProfile(page);
    await expect(fieldValue(page, 'Arbeidsgiver', 'Bedrift')).toHaveText('Acme AS');

    await setOffline(context, true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
    await expect(fieldValue(page, 'Personlig informasjon', 'Fornavn')).toHaveText('Kari');
    await expect(fieldValue(page, 'Arbeidsgiver', 'Rolle')).toHaveText('Ansatt');
    await expect(
      page.getByText('Du er frakoblet. Viser opplysningene som sist ble lagret på denne enheten.'),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Min profil' })).toBeVisible();

    // Changing the password needs the network: the dialog says so instead of failing silently.
    await page.getByRole('button', { name: 'Endre passord' }).click();
    const dialog = page.getByRole('dialog', { name: 'Endre passord' });
    await dialog.getByLabel('Nåværende passord').fill('Demo1234!');
    await dialog.getByLabel(/^Nytt passord/).fill('NyttPassord1!');
    await dialog.getByLabel('Gjenta nytt passord').fill('NyttPassord1!');
    await dialog.getByRole('button', { name: 'Lagre nytt passord' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Du er frakoblet. Koble til internett for å endre passordet.',
    );
    await page.keyboard.press('Escape');

    // Logging out needs no network (after a confirmation that the codes leave this device):
    // home, signed out, the three records gone.
    await page.getByRole('main').getByRole('button', { name: 'Logg ut' }).click();
    await page
      .getByRole('alertdialog', { name: 'Logge ut uten nett?' })
      .getByRole('button', { name: 'Logg ut' })
      .click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Logg inn' })).toBeVisible();
    const records = ['ordning.user', 'ordning.company', 'ordning.employee'];
    const left = await page.evaluate(
      (names) =>
        Object.keys(localStorage).filter((key) => /^sb-.*-auth-token/.test(key) || names.includes(key)),
      records,
    );
    expect(left).toEqual([]);
    await setOffline(context, false);
  });
});
