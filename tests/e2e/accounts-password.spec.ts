import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, createUser, deleteUser, signIn, submitLogin } from './accounts-support.ts';

// The set-password dialog, for real: a throwaway user (made with the service
// role) so no demo account's password changes.

test.use({ viewport: DESKTOP });

const OLD_PASSWORD = 'Gammelt-passord-1';
const NEW_PASSWORD = 'Nytt-passord-2';

let user: { id: string; email: string } | null = null;

test.beforeEach(async ({ baseURL }) => {
  const email = `passord-${Date.now()}@ordning.test`;
  const id = await createUser(baseURL ?? '', email, OLD_PASSWORD, {
    user_type: 'individual',
    firstname: 'Petter',
    lastname: 'Passord',
  });
  user = { id, email };
});

test.afterEach(async ({ baseURL }) => {
  if (user) await deleteUser(baseURL ?? '', user.id);
  user = null;
});

async function openDialog(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Endre passord' }).click();
  const dialog = page.getByRole('dialog', { name: 'Endre passord' });
  await expect(dialog).toBeVisible();
  return {
    dialog,
    current: dialog.getByLabel(/^Nåværende passord/),
    next: dialog.getByLabel(/^Nytt passord/),
    repeat: dialog.getByLabel(/^Gjenta nytt passord/),
    save: dialog.getByRole('button', { name: 'Lagre nytt passord' }),
  };
}

test('checks the fields, refuses a wrong current password, then changes it for real', async ({ page }) => {
  if (!user) throw new Error('no user');
  await signIn(page, user.email, OLD_PASSWORD);
  const { dialog, current, next, repeat, save } = await openDialog(page);

  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText('Alle feltene må fylles ut.');
  await expect(current).toBeFocused();
  await expect(current).toHaveAttribute('aria-invalid', 'true');

  await current.fill('feil-passord');
  await next.fill('kort');
  await repeat.fill('annet');
  await save.click();
  await expect(dialog.getByText('Det nye passordet må være minst 8 tegn langt.')).toBeVisible();
  await expect(dialog.getByText('De nye passordene stemmer ikke overens.')).toBeVisible();
  await expect(next).toBeFocused();

  // A wrong current password is refused by the server and changes nothing.
  await next.fill(NEW_PASSWORD);
  await repeat.fill(NEW_PASSWORD);
  await save.click();
  await expect(dialog.getByText('Det nåværende passordet er feil.')).toBeVisible();
  await expect(current).toBeFocused();

  await current.fill(OLD_PASSWORD);
  await save.click();
  await expect(page.getByText('Passordet er endret')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Still signed in with the session that changed it.
  await expect(page.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logg inn' })).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('E-post').fill(user.email);
  await page.getByLabel('Passord', { exact: true }).fill(OLD_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Logg inn', exact: true }).click();
  await expect(page.getByText('Innlogging feilet')).toBeVisible();
  await submitLogin(page, user.email, NEW_PASSWORD);
});

test('says so when the new password is the current one', async ({ page }) => {
  if (!user) throw new Error('no user');
  await signIn(page, user.email, OLD_PASSWORD);
  const { dialog, current, next, repeat, save } = await openDialog(page);
  await current.fill(OLD_PASSWORD);
  await next.fill(OLD_PASSWORD);
  await repeat.fill(OLD_PASSWORD);
  await save.click();
  await expect(dialog.getByText('Det nye passordet må være forskjellig fra det nåværende.')).toBeVisible();
});
