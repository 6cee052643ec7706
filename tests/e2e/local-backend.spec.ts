import { expect, test } from '@playwright/test';

// The embedded backend shares the app's origin: the app talks to it through
// supabase-js (the magic-link journey through /_mail is in catalogue.spec.ts). Other origins get
// CORS only when configured (the white-label subdomains), and never the mail viewer.

test('reads the seeded catalogue from the backend on the app origin', async ({ page, baseURL }) => {
  // A first visit's sync asks its first page of offers with the categories in one request.
  const offersResponse = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${baseURL}/rest/v1/rpc/catalogue_changes`) && response.status() === 200,
  );
  await page.goto('/offers');
  const body = (await (await offersResponse).json()) as { offers: unknown[]; categories: unknown[] };
  expect(body.offers.length).toBeGreaterThanOrEqual(25);
  expect(body.categories.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('answers API calls from the white-label origin, and nothing of the mail to another origin', async ({
  page,
  baseURL,
}) => {
  const app = new URL(baseURL ?? 'http://localhost:4173');
  const fetchFrom = (origin: string, paths: string[]) =>
    page.goto(`${origin}/robots.txt`).then(() =>
      page.evaluate(
        async ({ target, list }) => {
          const outcome: Record<string, string> = {};
          for (const path of list) {
            try {
              outcome[path] = String((await fetch(`${target}${path}`)).status);
            } catch {
              outcome[path] = 'blocked';
            }
          }
          return outcome;
        },
        { target: app.origin, list: paths },
      ),
    );
  const paths = ['/rest/v1/categories?select=id', '/_mail/api/messages'];

  // A white-label subdomain is one of the configured redirect origins, so CORS lets it read the API.
  const whiteLabel = await fetchFrom(`http://acme.ordning.localhost:${app.port}`, paths.slice(0, 1));
  expect(whiteLabel).toEqual({ '/rest/v1/categories?select=id': '200' });

  // 127.0.0.1 is another origin (and site) than localhost: no CORS, and the mail viewer refuses it.
  const foreign = await fetchFrom(`http://127.0.0.1:${app.port}`, paths);
  expect(foreign).toEqual({ '/rest/v1/categories?select=id': 'blocked', '/_mail/api/messages': 'blocked' });

  // On its own origin the mail page still opens.
  await page.goto('/_mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Lokal e-post' })).toBeVisible();
});
