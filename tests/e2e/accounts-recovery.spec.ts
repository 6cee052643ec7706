import { expect, test } from '@playwright/test';
import { DESKTOP, createUser, deleteUser, submitLogin } from './accounts-support.ts';

// Forgot password for real: the recovery mail on the local mail page, its
// link's session, a new password, and signing in with it. A throwaway user,
// so no demo account's password changes.

test.use({ viewport: DESKTOP });

const OLD_PASSWORD = 'Gammelt-passord-1';
const NEW_PASSWORD = 'Nytt-passord-2';

let user: { id: string; email: string } | null = null;

test.beforeEach(async ({ baseURL }) => {
  const email = `glemt-${Date.now()}@ordning.test`;
  const id = await createUser(baseURL ?? '', email, OLD_PASSWORD, {
    user_type: 'individual',
    firstname: 'Gunn',
    lastname: 'Glemsk',
  });
  user = { id, email };
});

test.afterEach(async ({ baseURL }) => {
  if (user) await deleteUser(baseURL ?? '', user.id);
  user = null;
});

/** The link of the newest recovery mail to `to` on the local mail page. */
async function recoveryLink(baseURL: string, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${baseURL}/_mail/api/messages?to=${encodeURIComponent(to)}`);
      const mails = (await response.json()) as { kind: string; links: string[] }[];
      link = mails.find((mail) => mail.kind === 'recovery')?.links[0];
      return link;
    })
    .toBeTruthy();
  return link ?? '';
}

test('a forgotten password is reset through the mailed link, and the new one signs in', async ({
  page,
  baseURL,
}) => {
  const email = user?.email ?? '';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Glemt passord?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Send lenke' }).click();
  await expect(page.getByLabel(/^E-post/)).toBeFocused();

  await page.getByLabel(/^E-post/).fill(email);
  await page.getByRole('button', { name: 'Send lenke' }).click();
  await expect(page.getByRole('heading', { name: 'Sjekk e-posten din' })).toBeVisible();
  await page.getByRole('button', { name: 'Send på nytt' }).click();
  await expect(page.getByText('E-post sendt!')).toBeVisible();

  await page.goto(await recoveryLink(baseURL ?? '', email));
  await expect(page).toHaveURL(/\/password-reset/);
  const password = page.getByLabel(/^Nytt passord/);
  const confirm = page.getByLabel(/^Bekreft nytt passord/);
  const save = page.getByRole('button', { name: 'Lagre nytt passord' });

  await password.fill('Kort-1');
  await confirm.fill('Kort-1');
  await save.click();
  await expect(page.getByText('Passordet er for kort')).toBeVisible();

  await password.fill(NEW_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}x`);
  await save.click();
  await expect(page.getByText('Passordene matcher ikke')).toBeVisible();

  await password.fill(OLD_PASSWORD);
  await confirm.fill(OLD_PASSWORD);
  await save.click();
  await expect(page.getByText('Samme passord')).toBeVisible();

  await password.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await save.click();
  await expect(page.getByText('Passord tilbakestilt!')).toBeVisible();
  await page.getByRole('link', { name: 'Gå til innlogging' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, email, NEW_PASSWORD);
});

test('the reset page without a recovery session says the link is invalid and goes to the login', async ({
  page,
}) => {
  await page.goto('/password-reset');
  await expect(page.getByText('Ugyldig lenke')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an expired or used link is invalid too', async ({ page, baseURL }) => {
  await page.goto('/forgot-password');
  await page.getByLabel(/^E-post/).fill(user?.email ?? '');
  await page.getByRole('button', { name: 'Send lenke' }).click();
  await expect(page.getByRole('heading', { name: 'Sjekk e-posten din' })).toBeVisible();
  const link = await recoveryLink(baseURL ?? '', user?.email ?? '');
  const first = await fetch(link, { redirect: 'manual' });
  expect(first.status).toBe(303);

  await page.goto(link);
  await expect(page.getByText('Ugyldig lenke')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
