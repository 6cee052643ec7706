import { readFileSync } from 'node:fs';
import { expect, type Page, type Response } from '@playwright/test';

// Shared by catalogue.spec.ts, offline.spec.ts and a11y.spec.ts.

export const PASSWORD = 'Demo1234!';
export const EMPLOYEE = 'ansatt@acme.test';

/** Trattoria Solsiden: three images, code TRATTORIA-LUNSJ, e-mail and links. */
export const TRATTORIA = {
  id: '0ffe0000-0000-4000-8000-000000000007',
  title: '25 % på firmalunsj for 10 personer eller flere',
  code: 'TRATTORIA-LUNSJ',
  email: 'selskap@trattoriasolsiden.test',
};

/**
 * Every discount code, offer e-mail, offer link and website in the seed:
 * none of them may ever reach an anonymous visitor's browser.
 */
export function seededSecrets(): string[] {
  const seed = readFileSync(new URL('../../supabase/seed.sql', import.meta.url), 'utf8');
  const start = seed.indexOf('insert into public.offer_secrets');
  const end = seed.indexOf(') as s (n, code, email, url, website)', start);
  const block = seed.slice(start, end);
  const secrets = new Set<string>();
  for (const row of block.matchAll(/^\s*\(\d+,(.*)\),?$/gm)) {
    for (const value of (row[1] ?? '').matchAll(/'([^']+)'/g)) if (value[1]) secrets.add(value[1]);
  }
  return [...secrets];
}

/** Collects the text of every response the page receives (API, documents, scripts, the service worker's). */
export function collectResponseBodies(page: Page): { bodies: string[]; settle: () => Promise<void> } {
  const bodies: string[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    pending.push(
      response
        .body()
        .then((body) => {
          bodies.push(body.toString('utf8'));
        })
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  return {
    bodies,
    settle: async () => {
      await Promise.all(pending);
    },
  };
}

/** Signs in on /login (the page must be open) and waits for the redirect. */
export async function signIn(page: Page, email = EMPLOYEE, password = PASSWORD): Promise<void> {
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Logg inn', exact: true }).click();
  await expect(page.getByText('Innlogging vellykket!')).toBeVisible();
}

/** The number of rows in a store of the app's IndexedDB database ('ordning'), read in the page. */
export function countInOfflineDb(page: Page, storeName: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('ordning');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction(name, 'readonly').objectStore(name).count();
          request.onsuccess = () => {
            db.close();
            resolve(request.result);
          };
          request.onerror = () => reject(new Error(String(request.error)));
        };
      }),
    storeName,
  );
}

/** Every value of a store, as JSON text (to look for secrets in it). */
export function dumpOfflineStore(page: Page, storeName: string): Promise<string> {
  return page.evaluate(
    (name) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('ordning');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction(name, 'readonly').objectStore(name).getAll();
          request.onsuccess = () => {
            db.close();
            resolve(JSON.stringify(request.result));
          };
          request.onerror = () => reject(new Error(String(request.error)));
        };
      }),
    storeName,
  );
}
