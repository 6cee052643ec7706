import { expect, test } from '@playwright/test';
import {
  COMPANIES,
  DESKTOP,
  MOBILE,
  PEOPLE,
  addMembership,
  fieldValue,
  removeMembership,
  signIn,
} from './accounts-support.ts';

// The company selector: an employee of two companies (the second membership
// added with the service role, as only it may) switches between them.

test.use({ viewport: DESKTOP });

let membershipId: string | null = null;

test.beforeEach(async ({ baseURL }) => {
  membershipId = await addMembership(baseURL ?? '', PEOPLE.employee.id, COMPANIES.fjord, 'employee');
});

test.afterEach(async ({ baseURL }) => {
  if (membershipId) await removeMembership(baseURL ?? '', membershipId);
  membershipId = null;
});

test('lists each company with the role, switches, rebrands, and keeps the choice over a reload', async ({
  page,
}) => {
  await signIn(page, PEOPLE.employee.email);
  const selector = page.getByRole('banner').getByRole('combobox', { name: 'Velg bedrift' });
  // First load: no company where the user is owner or admin, so the first one (joined first).
  await expect(selector).toHaveText('Acme AS · Ansatt');
  await expect(page).toHaveTitle('Acme Fordeler');

  await selector.click();
  const options = page.getByRole('option');
  await expect(options).toHaveText(['Acme AS · Ansatt', 'Fjord Eiendom AS · Ansatt']);
  await page.getByRole('option', { name: 'Fjord Eiendom AS · Ansatt' }).click();
  await expect(selector).toHaveText('Fjord Eiendom AS · Ansatt');
  await expect(page.getByText('Byttet til Fjord Eiendom AS')).toBeVisible();
  // Fjord has no white label: the product's own title and colours.
  await expect(page).toHaveTitle('Ordning');

  await page.reload();
  await expect(selector).toHaveText('Fjord Eiendom AS · Ansatt');
  await expect(page).toHaveTitle('Ordning');
  await page.goto('/profile');
  await expect(fieldValue(page, 'Arbeidsgiver', 'Bedrift')).toHaveText('Fjord Eiendom AS');
});

test('works with the keyboard alone', async ({ page }) => {
  await signIn(page, PEOPLE.employee.email);
  const selector = page.getByRole('banner').getByRole('combobox', { name: 'Velg bedrift' });
  await expect(selector).toHaveText('Acme AS · Ansatt');
  await selector.focus();
  await page.keyboard.press('Enter');
  // The list opens on the chosen company, and the arrows move through the others.
  await expect(page.getByRole('option', { name: 'Acme AS · Ansatt' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Fjord Eiendom AS · Ansatt' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(selector).toHaveText('Fjord Eiendom AS · Ansatt');
  await expect(selector).toBeFocused();
});

test('is in the mobile menu too', async ({ page }) => {
  await signIn(page, PEOPLE.employee.email);
  await page.setViewportSize(MOBILE);
  await page.getByRole('button', { name: 'Meny' }).click();
  const menu = page.getByRole('dialog', { name: 'Meny' });
  const selector = menu.getByRole('combobox', { name: 'Bedrift' });
  await expect(selector).toHaveText('Acme AS · Ansatt');
  await selector.click();
  await page.getByRole('option', { name: 'Fjord Eiendom AS · Ansatt' }).click();
  await expect(selector).toHaveText('Fjord Eiendom AS · Ansatt');
  await expect(menu).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('is not there for a user with one company', async ({ page }) => {
  await signIn(page, PEOPLE.acmeOwner.email);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Administrer tilbud' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Velg bedrift' })).toHaveCount(0);
});
