import { expect, test } from '@playwright/test';
import { waitForServiceWorkerControl } from './service-worker.ts';
import { DESKTOP, PEOPLE, signIn, startSignedIn, submitLogin } from './accounts-support.ts';
import { setOffline } from './offline-emulation.ts';

// The route guard: /profile needs a session; /company/offers the company role,
// /employees the company or employee role; /admin and /admin/categories the admin role.

test.use({ viewport: DESKTOP });

test('sends a signed-out visitor from /profile to the login page and back after signing in', async ({
  page,
}) => {
  await page.goto('/');
  await page.goto('/profile');
  await expect(page).toHaveURL('/login?redirectTo=%2Fprofile');
  // The guard replaced the history entry: Back leaves for the page before, not the guard again.
  await page.goBack();
  await expect(page).toHaveURL('/');
  await page.goForward();
  await expect(page).toHaveURL('/login?redirectTo=%2Fprofile');

  await submitLogin(page, PEOPLE.individual.email);
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
});

test('keeps the path and its query in redirectTo', async ({ page }) => {
  await page.goto('/admin/categories?side=2');
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/admin/categories?side=2')}`);
});

test("shows 'Ingen tilgang' with the roles to an employee on /admin", async ({ page }) => {
  await startSignedIn(page, PEOPLE.employee.email);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Ingen tilgang' })).toBeVisible();
  await expect(page.getByText('Du har ikke tilstrekkelige rettigheter for å se denne siden.')).toBeVisible();
  await expect(page.getByTestId('access-roles')).toHaveText(
    'Påkrevd rolle: Administrator. Dine roller: Ansatt.',
  );
  await expect(page.getByText('Admin Panel')).toHaveCount(0);

  await page.getByRole('link', { name: 'Til forsiden' }).click();
  await expect(page).toHaveURL('/');
});

test("shows 'Ingen rolle' to a private person on /company/offers, and lets them back", async ({ page }) => {
  await startSignedIn(page, PEOPLE.individual.email);
  await page.goto('/offers');
  await page.goto('/company/offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Ingen tilgang' })).toBeVisible();
  await expect(page.getByTestId('access-roles')).toHaveText(
    'Påkrevd rolle: Bedrift. Dine roller: Ingen rolle.',
  );
  await page.getByRole('button', { name: 'Gå tilbake' }).click();
  await expect(page).toHaveURL('/offers');
});

test('lets an admin into /admin and /admin/categories, and a company owner into the company pages', async ({
  page,
}) => {
  await startSignedIn(page, PEOPLE.admin.email);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Administrer Kategorier' })).toBeVisible();
  await page.goto('/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Ingen tilgang' })).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await startSignedIn(page, PEOPLE.acmeOwner.email);
  await page.goto('/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Ansatte' })).toBeVisible();
  await page.goto('/company/offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Administrer Tilbud' })).toBeVisible();
});

test("says 'Sjekker autentisering...' while a first sign-in's roles are on their way", async ({ page }) => {
  await page.route('**/rest/v1/user_roles*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/login?redirectTo=%2Fadmin');
  await submitLogin(page, PEOPLE.admin.email);
  await expect(page.getByText('Sjekker autentisering...')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText('Sjekker autentisering...')).toHaveCount(0);
});

test.describe('offline', () => {
  // Reloading with no network needs the service worker (blocked by default in the browser tests).
  test.use({ serviceWorkers: 'allow' });

  test('lets an admin into /admin offline on the roles cached on the device', async ({ page, context }) => {
    await signIn(page, PEOPLE.admin.email);
    await waitForServiceWorkerControl(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();

    await setOffline(context, true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
    await setOffline(context, false);
  });
});
