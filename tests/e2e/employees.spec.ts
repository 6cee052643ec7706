import { expect, test } from '@playwright/test';
import {
  COMPANIES,
  DESKTOP,
  PASSWORD,
  PEOPLE,
  addMembership,
  createUser,
  deleteUser,
  removeMembership,
  signIn,
  startSignedIn,
  submitLogin,
} from './accounts-support.ts';
import { seriousViolations } from './axe.ts';
import {
  chooseRole,
  employeeList,
  employeeRow,
  invite,
  invitationCount,
  inviteLinkFromMailPage,
  invitationRow,
  uniqueEmail,
} from './employees-support.ts';
import { saveScreenshot } from './screenshots.ts';

// /employees and /accept-invite for real: the invite-employee function, the
// auth service's invitation on the local mail page, the database's rules on
// role changes and removals, and the page each kind of user gets.

test.use({ viewport: DESKTOP });
// Several sign-ins, mails and reloads per test on a shared two-core machine.
test.describe.configure({ timeout: 60_000 });

test('the owner invites a person, who accepts from the mail and is then listed as a member', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('invitert');
  await startSignedIn(page, PEOPLE.acmeOwner.email);
  await page.goto('/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Ansatte - Acme AS' })).toBeVisible();
  await expect(employeeRow(page, 'Lars Haugen')).toContainText('Eier');

  await invite(page, { firstname: 'Ingrid', lastname: 'Invitert', email, phone: '+47 900 11 222' });
  await expect(page.getByRole('form', { name: 'Inviter ansatt' }).getByLabel(/^E-post/)).toHaveValue('');
  // An invitation, not a member: it waits for the person's answer.
  const pending = invitationRow(page, 'Ingrid Invitert');
  await expect(pending).toContainText('Venter på svar');
  await expect(pending).toContainText(email);
  await expect(employeeRow(page, 'Ingrid Invitert')).toHaveCount(0);

  // A pending invitation can be sent again; the newest mail's link is the one used below.
  await pending.getByRole('button', { name: 'Send på nytt til Ingrid Invitert' }).click();
  await expect(page.getByText('Invitasjonen er sendt på nytt')).toBeVisible();
  await expect.poll(() => invitationCount(baseURL ?? '', email)).toBe(2);

  // The invited person has (or makes) an account of their own, with their own password.
  await createUser(baseURL ?? '', email, PASSWORD, {
    user_type: 'individual',
    firstname: 'Ingrid',
    lastname: 'Invitert',
  });
  const invitee = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  try {
    const theirPage = await invitee.newPage();
    const link = await inviteLinkFromMailPage(theirPage, email);
    await theirPage.goto(link);
    await expect(theirPage).toHaveURL(/\/accept-invite$/);
    await expect(theirPage.getByRole('heading', { level: 1, name: 'Invitasjon til Acme AS' })).toBeVisible();
    expect(await seriousViolations(theirPage)).toEqual([]);

    // Signed out: sign in with the invited address first, then back to the invitation.
    await theirPage.getByRole('link', { name: 'Logg inn', exact: true }).click();
    await expect(theirPage).toHaveURL(/\/login/);
    await submitLogin(theirPage, email, PASSWORD);
    await expect(theirPage).toHaveURL(/\/accept-invite$/);
    await theirPage.getByRole('button', { name: 'Godta invitasjonen' }).click();
    await expect(theirPage.getByText('Invitasjonen er godtatt')).toBeVisible();
    await expect(theirPage).toHaveURL(/\/profile$/);
    await expect(theirPage.getByRole('main')).toContainText('Acme AS');
  } finally {
    await invitee.close();
  }

  await page.goto('/employees');
  await expect(employeeRow(page, 'Ingrid Invitert')).toContainText('Akseptert');
  await expect(invitationRow(page, 'Ingrid Invitert')).toHaveCount(0);
});

test('a signed-in person answers two invitations on their profile', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('to-invitasjoner');
  await createUser(baseURL ?? '', email, PASSWORD, {
    user_type: 'individual',
    firstname: 'Tora',
    lastname: 'Tovalg',
  });
  for (const owner of [PEOPLE.acmeOwner.email, 'eier@fjord.test']) {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL });
    try {
      const ownerPage = await context.newPage();
      await startSignedIn(ownerPage, owner);
      await ownerPage.goto('/employees');
      await invite(ownerPage, { firstname: 'Tora', lastname: 'Tovalg', email });
    } finally {
      await context.close();
    }
  }

  await signIn(page, email);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile');
  const mine = page.getByRole('region', { name: 'Invitasjoner til deg' });
  await expect(mine).toContainText('Acme AS har invitert deg som ansatt.');
  await expect(mine).toContainText('Fjord Eiendom AS har invitert deg som ansatt.');
  expect(await seriousViolations(page)).toEqual([]);
  await mine.getByRole('button', { name: 'Avslå invitasjonen fra Fjord Eiendom AS' }).click();
  await expect(page.getByText('Invitasjonen er avslått')).toBeVisible();
  await mine.getByRole('button', { name: 'Godta invitasjonen fra Acme AS' }).click();
  await expect(page.getByText('Du er nå med i Acme AS.')).toBeVisible();
  await expect(mine).toHaveCount(0);
});

test('an invitation link that is spent or missing says Ugyldig lenke and leads to the login', async ({
  page,
}) => {
  await page.goto(
    '/accept-invite#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Ugyldig lenke' })).toBeVisible();
  await page.getByRole('link', { name: 'Gå til innlogging' }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.goto('/accept-invite');
  await expect(page.getByRole('heading', { level: 1, name: 'Ugyldig lenke' })).toBeVisible();
});

test('the owner changes a role and removes an employee after confirming', async ({ page, baseURL }) => {
  const email = uniqueEmail('rolle');
  const userId = await createUser(baseURL ?? '', email, PASSWORD, {
    user_type: 'individual',
    firstname: 'Rolf',
    lastname: 'Rollebytte',
  });
  const membership = await addMembership(baseURL ?? '', userId, COMPANIES.acme, 'employee');
  try {
    await startSignedIn(page, PEOPLE.acmeOwner.email);
    await page.goto('/employees');
    const row = employeeRow(page, 'Rolf Rollebytte');
    await expect(row).toContainText('Akseptert');

    // Edit, cancel: the role is as it was.
    await row.getByRole('button', { name: 'Endre rolle for Rolf Rollebytte' }).click();
    const select = row.getByRole('combobox', { name: 'Rolle for Rolf Rollebytte' });
    await expect(select).toBeFocused();
    await chooseRole(page, select, 'Administrator');
    await row.getByRole('button', { name: 'Avbryt' }).click();
    await expect(row.getByRole('combobox')).toHaveCount(0);
    await expect(row).toContainText('Ansatt');

    // Edit, save: the server keeps it.
    await row.getByRole('button', { name: 'Endre rolle for Rolf Rollebytte' }).click();
    await chooseRole(page, select, 'Administrator');
    await row.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Ansatt oppdatert')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Endre rolle for Rolf Rollebytte' })).toBeFocused();
    await page.reload();
    await expect(row).toContainText('Administrator');

    // Delete: Avbryt keeps them, Slett removes them.
    await row.getByRole('button', { name: 'Slett Rolf Rollebytte' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Slett ansatt' });
    await expect(dialog).toContainText('Er du sikker på at du vil slette Rolf Rollebytte?');
    await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('button', { name: 'Slett Rolf Rollebytte' })).toBeFocused();
    await row.getByRole('button', { name: 'Slett Rolf Rollebytte' }).click();
    await dialog.getByRole('button', { name: 'Slett', exact: true }).click();
    await expect(page.getByText('Ansatt slettet')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(employeeRow(page, 'Lars Haugen')).toBeVisible();
    await expect(row).toHaveCount(0);
    // The owner's own row offers neither.
    await expect(employeeRow(page, 'Lars Haugen').getByRole('button')).toHaveCount(0);
  } finally {
    await removeMembership(baseURL ?? '', membership).catch(() => undefined);
    await deleteUser(baseURL ?? '', userId);
  }
});

test('an admin cannot touch the owner or give the owner role', async ({ page }) => {
  await startSignedIn(page, PEOPLE.acmeAdmin.email);
  await page.goto('/employees');
  await expect(employeeRow(page, 'Lars Haugen')).toBeVisible();
  await expect(employeeRow(page, 'Lars Haugen').getByRole('button')).toHaveCount(0);
  await expect(employeeRow(page, 'Jonas Berg').getByRole('button')).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Inviter ansatt' });
  await form.getByRole('combobox', { name: 'Rolle' }).click();
  await expect(page.getByRole('option')).toHaveText(['Ansatt', 'Administrator']);
  await page.keyboard.press('Escape');
});

test('a member without a manager role sees the list read-only', async ({ page, baseURL }) => {
  // /employees needs the global company role (spec section 6); this company user is a plain employee at Acme.
  const email = uniqueEmail('lesetilgang');
  const userId = await createUser(baseURL ?? '', email, PASSWORD, {
    user_type: 'company',
    firstname: 'Lise',
    lastname: 'Leser',
  });
  const membership = await addMembership(baseURL ?? '', userId, COMPANIES.acme, 'employee');
  try {
    await startSignedIn(page, email);
    await page.goto('/employees');
    await expect(page.getByRole('heading', { level: 1, name: 'Ansatte - Acme AS' })).toBeVisible();
    await expect(employeeRow(page, 'Kari Nordmann')).toContainText('Ansatt');
    await expect(
      page.getByText('Bare eiere og administratorer kan invitere, endre og fjerne ansatte.'),
    ).toBeVisible();
    await expect(page.getByRole('form', { name: 'Inviter ansatt' })).toHaveCount(0);
    await expect(employeeList(page).getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Importer fra CSV' })).toHaveCount(0);
  } finally {
    await removeMembership(baseURL ?? '', membership);
    await deleteUser(baseURL ?? '', userId);
  }
});

test('a plain employee of Acme sees their colleagues read-only, and an admin without a company is refused', async ({
  page,
}) => {
  await startSignedIn(page, PEOPLE.employee.email);
  await page.goto('/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Ansatte - Acme AS' })).toBeVisible();
  await expect(employeeList(page).getByText('eier@acme.test')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Inviter ansatt' })).toHaveCount(0);
  await expect(employeeList(page).getByRole('button')).toHaveCount(0);

  await page.evaluate(() => localStorage.clear());
  await startSignedIn(page, PEOPLE.admin.email);
  await page.goto('/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Ingen tilgang' })).toBeVisible();
  await expect(page.getByTestId('access-roles')).toContainText('Påkrevd rolle: Bedrift eller Ansatt.');
});

test('a company user without a company is asked to pick one', async ({ page, baseURL }) => {
  const email = uniqueEmail('ingen-bedrift');
  const userId = await createUser(baseURL ?? '', email, PASSWORD, {
    user_type: 'company',
    firstname: 'Bo',
    lastname: 'Bedriftsløs',
  });
  try {
    await startSignedIn(page, email);
    await page.goto('/employees');
    await expect(page.getByRole('heading', { level: 1, name: 'Ingen bedrift valgt' })).toBeVisible();
    await expect(page.getByText('Velg en bedrift i bedriftsvelgeren')).toBeVisible();
  } finally {
    await deleteUser(baseURL ?? '', userId);
  }
});

test('an empty company, a failed profile read and a failed list each say so', async ({ page }) => {
  await signIn(page, PEOPLE.acmeOwner.email);

  // A company nobody belongs to yet cannot be selected, so the RPC's empty answer is given here.
  await page.route('**/rest/v1/rpc/company_employees*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await page.goto('/employees');
  await expect(employeeList(page)).toContainText('Ingen ansatte registrert ennå');
  await expect(employeeList(page)).toContainText('0 ansatte registrert');
  await page.unroute('**/rest/v1/rpc/company_employees*');

  await page.route('**/rest/v1/auth_user_profiles*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await page.reload();
  await expect(employeeList(page).getByRole('status')).toHaveText('Kunne ikke hente all profilinformasjon.');
  await expect(employeeRow(page, 'Lars Haugen')).toBeVisible();
  await page.unroute('**/rest/v1/auth_user_profiles*');

  await page.route('**/rest/v1/rpc/company_employees*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await page.reload();
  await expect(employeeList(page).getByRole('alert')).toContainText(
    'Kunne ikke hente ansatte. Prøv igjen senere.',
  );
  await page.unroute('**/rest/v1/rpc/company_employees*');
  await employeeList(page).getByRole('button', { name: 'Prøv igjen' }).click();
  await expect(employeeRow(page, 'Lars Haugen')).toBeVisible();
});

test('a CSV of 20 rows with 3 bad ones sends 17 invitations with progress and a summary', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const rows = Array.from(
    { length: 17 },
    (_, i) => `csv${i}-${stamp}@ordning.test;Person${i};Import;;Ansatt`,
  );
  const csv = [
    'E-post;Fornavn;Etternavn;Telefon;Rolle',
    ...rows.slice(0, 5),
    `ikke-en-epost-${stamp};Feil;Epost;;Ansatt`,
    ...rows.slice(5, 10),
    `mangler-navn-${stamp}@ordning.test;;;;Ansatt`,
    ...rows.slice(10),
    rows[0] ?? '',
  ].join('\r\n');

  await startSignedIn(page, PEOPLE.acmeOwner.email);
  await page.goto('/employees');
  await expect(employeeRow(page, 'Lars Haugen')).toBeVisible();
  await page.getByRole('button', { name: 'Importer fra CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer ansatte fra CSV' });
  await dialog.getByLabel('CSV-fil').setInputFiles({
    name: 'ansatte.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}`, 'utf8'),
  });
  await expect(dialog).toContainText('20 rader, 17 klare til å sendes, 3 med feil');
  const table = dialog.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(table).toContainText('Ugyldig e-post');
  await expect(table).toContainText('Mangler fornavn');
  await expect(table).toContainText('Duplikat i filen (samme e-post som rad 2)');
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Send 17 invitasjoner' }).click();
  const progress = dialog.getByRole('progressbar', { name: 'Sender invitasjoner' });
  await expect(progress).toHaveAttribute('aria-valuemax', '17');
  await expect(dialog.getByText('17 invitasjoner sendt')).toBeVisible({ timeout: 90_000 });
  await expect(dialog).toContainText('3 rader med feil ble hoppet over.');
  await dialog.getByRole('button', { name: 'Ferdig' }).click();
  await expect(invitationRow(page, 'Person16 Import')).toContainText('Venter på svar');

  // The same file again: every address already has a pending invitation.
  await page.getByRole('button', { name: 'Importer fra CSV' }).click();
  await dialog
    .getByLabel('CSV-fil')
    .setInputFiles({ name: 'ansatte.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog).toContainText('0 klare til å sendes');
  await expect(table).toContainText('Har allerede en ventende invitasjon');
  await expect(dialog.getByRole('button', { name: 'Send 0 invitasjoner' })).toBeDisabled();
});

test('the page and its dialogs have no serious axe violations and fit 390 and 360 px phones', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await startSignedIn(page, PEOPLE.acmeOwner.email);
  await page.goto('/employees');
  await expect(employeeRow(page, 'Kari Nordmann')).toBeVisible();
  // A pending invitation, so the list of invitations with its buttons is there.
  await invite(page, { firstname: 'Petra', lastname: 'Telefon', email: uniqueEmail('phone') });
  await expect(invitationRow(page, 'Petra Telefon')).toContainText('Venter på svar');
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo.outputPath('employees-1280.png'), { fullPage: true });

  await page.getByRole('button', { name: 'Send invitasjon', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Vennligst fyll ut alle påkrevde felt' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await employeeRow(page, 'Kari Nordmann').getByRole('button', { name: 'Slett Kari Nordmann' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    await page.reload();
    await expect(employeeRow(page, 'Kari Nordmann')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The invitation's buttons stay inside its row.
    const pending = invitationRow(page, 'Petra Telefon');
    const resend = pending.getByRole('button', { name: 'Trekk tilbake invitasjonen til Petra Telefon' });
    await expect(resend).toHaveText('Trekk tilbake');
    const [rowBox, buttonBox] = await Promise.all([pending.boundingBox(), resend.boundingBox()]);
    expect(buttonBox && rowBox && buttonBox.x + buttonBox.width <= rowBox.x + rowBox.width).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, testInfo.outputPath(`employees-${width}-top.png`));
    await pending.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo.outputPath(`employees-${width}-list.png`));
  }
});
