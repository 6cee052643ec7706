import { expect, type Page } from '@playwright/test';
import { COMPANIES, serviceHeaders } from './accounts-support.ts';

// Shared by admin-offers.spec.ts: a few hundred offers written straight into
// the database with the service role (one request), what the table should
// show for them, and the locators of the admin offer table.

export const FINANCE_CATEGORY = '0ca70000-0000-4000-8000-000000000003';
export const AUDIENCES = ['both', 'individual', 'business'] as const;

export interface BulkOffer {
  id: string;
  title: string;
  company_id: string | null;
  company: string;
  target_audience: (typeof AUDIENCES)[number];
  offer_active: boolean;
  hidden: boolean;
  finance: boolean;
}

/**
 * `count` offers titled '{run} 000', '{run} 001', ...: every third of Acme,
 * of Fjord, or admin-curated under the partner name 'Partner {run}' (a
 * company may hold 200); every tenth hidden; every fifth from the second on
 * not active yet ('Snart'); audiences in turn by threes; every fourth in Økonomi.
 */
export function bulkOffers(run: string, count: number): BulkOffer[] {
  return Array.from({ length: count }, (_, i) => {
    const group = i % 3;
    return {
      id: crypto.randomUUID(),
      title: `${run} ${String(i).padStart(3, '0')}`,
      company_id: group === 0 ? COMPANIES.acme : group === 1 ? COMPANIES.fjord : null,
      company: group === 0 ? 'Acme AS' : group === 1 ? 'Fjord Eiendom AS' : `Partner ${run}`,
      target_audience: AUDIENCES[Math.floor(i / 3) % 3] ?? 'both',
      offer_active: i % 5 !== 1,
      hidden: i % 10 === 0,
      finance: i % 4 === 0,
    };
  });
}

/** Writes the offers and their Økonomi links in two requests. */
export async function insertOffers(baseURL: string, offers: readonly BulkOffer[]): Promise<void> {
  const headers = { ...(await serviceHeaders()), Prefer: 'return=minimal' };
  const rows = offers.map(({ finance: _finance, ...offer }) => ({
    ...offer,
    description: `<p>Masseopprettet tilbud ${offer.title}</p>`,
    discount: 'Spør oss',
  }));
  const inserted = await fetch(`${baseURL}/rest/v1/offers`, {
    method: 'POST',
    headers,
    body: JSON.stringify(rows),
  });
  expect(inserted.status, await inserted.clone().text()).toBe(201);
  const links = offers
    .filter((offer) => offer.finance)
    .map((offer) => ({ offer_id: offer.id, category_id: FINANCE_CATEGORY }));
  const linked = await fetch(`${baseURL}/rest/v1/offer_categories`, {
    method: 'POST',
    headers,
    body: JSON.stringify(links),
  });
  expect(linked.status, await linked.clone().text()).toBe(201);
}

/** Removes every offer of a run (their links go with them). */
export async function deleteOffers(baseURL: string, run: string): Promise<void> {
  const pattern = encodeURIComponent(`${run}*`);
  await fetch(`${baseURL}/rest/v1/offers?title=like.${pattern}`, {
    method: 'DELETE',
    headers: await serviceHeaders(),
  });
}

/** The stored hidden flags of some offers, by title. */
export async function hiddenFlags(baseURL: string, ids: readonly string[]): Promise<boolean[]> {
  const response = await fetch(`${baseURL}/rest/v1/offers?select=hidden&id=in.(${ids.join(',')})`, {
    headers: await serviceHeaders(),
  });
  return ((await response.json()) as { hidden: boolean }[]).map((row) => row.hidden);
}

export const offerCount = (page: Page) => page.getByTestId('admin-offer-count');
export const offerRows = (page: Page) => page.getByTestId('admin-offer-row');
/** An offer's row, found by its choice box 'Velg {title}'. */
export const offerRow = (page: Page, title: string) =>
  offerRows(page).filter({ has: page.getByRole('checkbox', { name: `Velg ${title}`, exact: true }) });

/** Picks an option of one of the table's filter or sort choices. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Confirms a bulk action in its dialog ('Skjule 3 tilbud?') with the action's button. */
export async function confirmBulk(page: Page, title: string, button: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}
