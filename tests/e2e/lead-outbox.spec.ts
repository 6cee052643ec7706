import { expect, test } from '@playwright/test';
import { fillPropertyForm, leadRowsFor, salesMailsFor } from './lead-support.ts';
import { waitForServiceWorkerControl } from './service-worker.ts';
import { setOffline } from './offline-emulation.ts';

// Tests here use the service worker (offline reloads, the installed app), blocked by default.
test.use({ serviceWorkers: 'allow' });

// The lead outbox end to end: a request made with no network is kept on the
// device through a reload and arrives exactly once when the network returns.

test('a property request submitted offline waits through a reload and arrives exactly once', async ({
  page,
  context,
  baseURL,
}) => {
  const fullName = `Kari Frakoblet ${String(Date.now())}`;
  await page.goto('/eiendomsdrift');
  await waitForServiceWorkerControl(page);

  await setOffline(context, true);
  await fillPropertyForm(page, fullName);
  await page.getByRole('button', { name: 'Send forespørsel' }).click();

  await expect(page.getByText('Forespørsel lagret', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('1 forespørsel venter på å bli sendt')).toBeVisible();
  await expect(page.getByLabel('Fullt navn')).toHaveValue('');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Eiendomsdrift' })).toBeVisible();
  await expect(page.getByText('1 forespørsel venter på å bli sendt')).toBeVisible();
  expect(await leadRowsFor(baseURL ?? '', fullName)).toEqual([]);

  await setOffline(context, false);
  await expect(page.getByText('1 forespørsel venter på å bli sendt')).toHaveCount(0, { timeout: 20_000 });
  await expect(
    page.getByText(/Forespørselen om eiendomsdrift som var lagret på enheten, er nå sendt/),
  ).toBeVisible();

  const rows = await leadRowsFor(baseURL ?? '', fullName);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.payload).toMatchObject({
    fullName,
    phone: '912 34 567',
    email: 'kari.nordmann@example.no',
    adresse: 'Strandkaien 12, 5013 Bergen',
    kvadratmeter: '1 200',
  });
  await expect.poll(async () => (await salesMailsFor(baseURL ?? '', fullName)).length).toBe(1);

  // Another reload and a later online event send nothing again.
  await page.reload();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(500);
  expect(await leadRowsFor(baseURL ?? '', fullName)).toHaveLength(1);
  expect(await salesMailsFor(baseURL ?? '', fullName)).toHaveLength(1);
});

test('with every tab closed, Background Sync in the service worker sends the saved request', async ({
  page,
  context,
  baseURL,
}) => {
  const fullName = `Kari Bakgrunn ${String(Date.now())}`;
  await page.goto('/eiendomsdrift');
  await waitForServiceWorkerControl(page);
  await setOffline(context, true);
  await fillPropertyForm(page, fullName);
  await page.getByRole('button', { name: 'Send forespørsel' }).click();
  await expect(page.getByText('1 forespørsel venter på å bli sendt')).toBeVisible();
  await page.close();

  // No page of the app is open now; a blank tab only hosts the DevTools session.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => resolve(event.registrations));
  });
  await cdp.send('ServiceWorker.enable');
  const registration = (await registrations).find((item) => item.scopeURL === `${baseURL ?? ''}/`);
  expect(registration).toBeDefined();
  // Asked from Node while the browser is still offline: once it is online, Chromium may fire the
  // pending sync itself before the event below is dispatched, and either way the worker sends it.
  expect(await leadRowsFor(baseURL ?? '', fullName)).toEqual([]);
  await setOffline(context, false);

  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: baseURL ?? '',
    registrationId: registration?.registrationId ?? '',
    tag: 'ordning-lead-outbox',
    lastChance: false,
  });
  await expect
    .poll(async () => (await leadRowsFor(baseURL ?? '', fullName)).length, { timeout: 15_000 })
    .toBe(1);
  await expect.poll(async () => (await salesMailsFor(baseURL ?? '', fullName)).length).toBe(1);

  // The next visit finds the request delivered: nothing waits, nothing is sent twice.
  const next = await context.newPage();
  await next.goto('/eiendomsdrift');
  await expect(next.getByRole('heading', { level: 1, name: 'Eiendomsdrift' })).toBeVisible();
  await next.waitForTimeout(500);
  await expect(next.getByText(/venter på å bli sendt/)).toHaveCount(0);
  expect(await leadRowsFor(baseURL ?? '', fullName)).toHaveLength(1);
});
