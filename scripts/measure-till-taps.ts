import { chromium, type Page } from 'playwright-core';

/**
 * Issue 21's figure, measured, not asserted: on a 390×844 phone, offline and
 * signed in as ansatt@acme.test, how long from the tap on a card in /offers to
 * the code being visible, and where the code card and its buttons sit.
 *
 *   npx tsx scripts/measure-till-taps.ts http://localhost:4201 [runs]
 *
 * Against what `npm start` serves (a fresh in-memory backend is best).
 */

const base = process.argv[2] ?? 'http://localhost:4201';
const runs = Number(process.argv[3] ?? '5');
const OFFER_TITLE = '25 % på firmalunsj for 10 personer eller flere';
const VIEWPORT = { width: 390, height: 844 };

async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

async function box(page: Page, selector: string) {
  const rect = await page.locator(selector).first().boundingBox();
  return rect ? { top: Math.round(rect.y), bottom: Math.round(rect.y + rect.height) } : null;
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${base}/login?redirectTo=/offers`);
  await page.getByLabel('E-post').fill('ansatt@acme.test');
  await page.getByLabel('Passord').fill('Demo1234!');
  await page.getByRole('button', { name: 'Logg inn', exact: true }).click();
  await page.waitForURL(/\/offers/);
  await waitForServiceWorker(page);
  // Let the sign-in's vault prefetch finish before the network goes.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);

  const times: number[] = [];
  let layout: Record<string, unknown> = {};
  for (let run = 0; run < runs; run += 1) {
    await page.goto(`${base}/offers`);
    const card = page.getByRole('link', { name: OFFER_TITLE });
    await card.scrollIntoViewIfNeeded();
    const started = await page.evaluate(() => performance.now());
    await card.tap();
    await page.getByTestId('discount-code').waitFor({ state: 'visible' });
    // Visible and painted: the next frame after it appeared.
    const shown = await page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
    );
    times.push(shown - started);
    layout = {
      code: await box(page, '[data-testid="discount-code"]'),
      copy: await box(page, 'button:has-text("Kopier kode")'),
      till: await box(page, 'button:has-text("Vis i kassen")'),
    };
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? NaN;
  console.log(
    JSON.stringify(
      { viewport: VIEWPORT, runs, tapToCodeMs: times.map(Math.round), medianMs: Math.round(median), layout },
      null,
      2,
    ),
  );
  await browser.close();
}

await main();
