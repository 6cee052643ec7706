import { expect, test } from '@playwright/test';
import {
  COMPANIES,
  DESKTOP,
  PEOPLE,
  addMembership,
  removeMembership,
  signIn,
  startSignedIn,
} from './accounts-support.ts';
import { seriousViolations } from './axe.ts';

// The signed-in screens with axe: the profile, the set-password dialog with
// its messages, 'Ingen tilgang', and the open company selector.

test.use({ viewport: DESKTOP });

test('the profile and the set-password dialog have no serious violations', async ({ page }) => {
  await startSignedIn(page, PEOPLE.acmeOwner.email);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Bedriftsinformasjon' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Endre passord' }).click();
  const dialog = page.getByRole('dialog', { name: 'Endre passord' });
  await dialog.getByRole('button', { name: 'Lagre nytt passord' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("'Ingen tilgang' has no serious violations", async ({ page }) => {
  await startSignedIn(page, PEOPLE.employee.email);
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Ingen tilgang' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the company selector, closed and open, has no serious violations', async ({ page, baseURL }) => {
  const id = await addMembership(baseURL ?? '', PEOPLE.employee.id, COMPANIES.fjord, 'employee');
  try {
    await signIn(page, PEOPLE.employee.email);
    const selector = page.getByRole('combobox', { name: 'Velg bedrift' });
    await expect(selector).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await selector.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    // Open, the listbox traps focus and Radix hides the page from assistive technology;
    // axe cannot tell that its links are then out of reach (no aria-modal on a listbox).
    const open = await seriousViolations(page);
    expect(open.filter((violation) => violation.id !== 'aria-hidden-focus')).toEqual([]);
  } finally {
    await removeMembership(baseURL ?? '', id);
  }
});
