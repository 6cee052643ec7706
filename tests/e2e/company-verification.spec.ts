import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_JWT_SECRET, deriveApiKeys } from '../../supabase/local/keys.ts';
import { DESKTOP, PEOPLE, signIn, startSignedIn } from './accounts-support.ts';
import { offerCards, typeRichText } from './publishing-support.ts';

// Issue 23: a company registered by anyone is pending; its offers reach nobody until a
// platform admin approves it in the queue on /admin.

test.use({ viewport: DESKTOP });

const PASSWORD = 'Sommer-2026!';

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

/** What a visitor's API key gets for offers with this title. */
async function publicOffers(baseURL: string, title: string): Promise<unknown[]> {
  const { anonKey } = await deriveApiKeys(DEFAULT_JWT_SECRET);
  const response = await fetch(`${baseURL}/rest/v1/offers?select=id&title=eq.${encodeURIComponent(title)}`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as unknown[];
}

async function registerCompany(
  page: Page,
  email: string,
  search = 'Granheim',
  name = 'Granheim Rørlegger AS',
) {
  await page.goto('/register');
  await page.getByRole('radio', { name: 'Bedrift' }).check();
  await page.getByLabel('Søk etter firma').fill(search);
  await page.getByLabel('Søk etter firma').press('Enter');
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByLabel(/^Fornavn/).fill('Kari');
  await page.getByLabel(/^Etternavn/).fill('Rørlegger');
  await page.getByLabel(/^E-post/).fill(email);
  await page.getByLabel(/^Passord/).fill(PASSWORD);
  await page.getByLabel(/^Bekreft passord/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Registrer deg' }).click();
  await expect(page.getByText('Registrering vellykket!')).toBeVisible();
}

const verificationCard = (page: Page) => page.getByRole('region', { name: 'Godkjenning av bedrift' });

test('a registered company waits for approval, an admin approves it, and its offer reaches visitors', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const email = `granheim-${Date.now()}@ordning.test`;
  const title = `Rørleggertime ${Date.now()}`;

  await registerCompany(page, email);
  await page.goto(await mailLink(base, email, 'signup'));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Min profil' })).toBeVisible();
  await page.goto('/profile');
  await expect(verificationCard(page).getByText('Granheim Rørlegger AS')).toBeVisible();
  await expect(verificationCard(page).getByText('Venter på godkjenning')).toBeVisible();

  // The pending company publishes; nobody else sees it.
  await page.goto('/company/offers');
  const form = page.getByRole('region', { name: 'Nytt tilbud for Granheim Rørlegger AS' });
  await form.getByRole('textbox', { name: 'Tittel' }).fill(title);
  await typeRichText(page, form, 'Første time', 'gratis');
  await form.getByRole('checkbox', { name: 'Bil' }).check();
  await form.getByRole('button', { name: 'Opprett tilbud' }).click();
  await expect(page.getByText('Tilbudet ble opprettet.')).toBeVisible({ timeout: 20_000 });
  expect(await publicOffers(base, title)).toEqual([]);

  // A platform admin approves it in the queue on /admin, with the evidence in view.
  const adminContext = await browser.newContext({ viewport: DESKTOP });
  const admin = await adminContext.newPage();
  await startSignedIn(admin, PEOPLE.admin.email);
  await admin.goto('/admin');
  const queue = admin.getByRole('region', { name: 'Bedrifter som venter på godkjenning' });
  const card = queue.getByRole('listitem').filter({ hasText: email });
  await expect(card.getByText('Granheim Rørlegger AS')).toBeVisible();
  await expect(card.getByText('Org.nr. 907185427', { exact: false })).toBeVisible();
  await expect(card.getByText('Ingen nettside i registeret')).toBeVisible();
  await expect(card.getByText('Ingen roller registrert')).toBeVisible();
  await card.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(admin.getByText('Bedriften er godkjent')).toBeVisible();
  await expect(queue.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
  await adminContext.close();

  // Visitors now find the offer in the catalogue.
  expect(await publicOffers(base, title)).toHaveLength(1);
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/offers');
  await visitor.getByRole('searchbox', { name: 'Søk i tilbud' }).fill(title);
  await expect(offerCards(visitor).getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
  await visitorContext.close();

  await page.goto('/profile');
  await expect(verificationCard(page).getByText('Godkjent', { exact: true })).toBeVisible();
});

test('the registry is asked on signing in, and on a 390 px phone the queue fits its long website', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = `nordlys-${Date.now()}@ordning.test`;
  await registerCompany(page, email, 'Nordlys', 'Nordlys Regnskap AS');
  await page.goto(await mailLink(baseURL ?? '', email, 'signup'));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Min profil' })).toBeVisible();

  const adminContext = await browser.newContext({ viewport: DESKTOP });
  const admin = await adminContext.newPage();
  await signIn(admin, PEOPLE.admin.email);
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/admin');
  const card = admin
    .getByRole('region', { name: 'Bedrifter som venter på godkjenning' })
    .getByRole('listitem')
    .filter({ hasText: email });
  // Signing in through the confirmation link asked the registry, with no visit to /profile:
  // the queue shows its evidence (Nordlys' website; nobody of its roles is named Kari Rørlegger).
  const website = card.getByText('Nettside: www.nordlys-regnskap.test');
  await expect(async () => {
    await admin.reload();
    await expect(website).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await website.scrollIntoViewIfNeeded();
  await expect(website).toBeInViewport({ ratio: 1 });
  await admin.waitForLoadState('networkidle');
  const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, '/admin at 390 px with a pending company').toBeLessThanOrEqual(0);
  await adminContext.close();
});
