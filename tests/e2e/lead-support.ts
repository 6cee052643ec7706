import { type Page, expect } from '@playwright/test';
import { DEFAULT_JWT_SECRET, deriveApiKeys } from '../../supabase/local/keys.ts';

const SALES_INBOX = 'salg@ordning.no';

/** The property request form, filled with a person whose name makes the lead findable. */
export async function fillPropertyForm(page: Page, fullName: string): Promise<void> {
  await page.getByLabel('Fullt navn').fill(fullName);
  await page.getByLabel('Telefonnummer').fill('912 34 567');
  await page.getByLabel('E-post').fill('kari.nordmann@example.no');
  await page.getByLabel('Adresse').fill('Strandkaien 12, 5013 Bergen');
  await page.getByLabel('Kvadratmeter').fill('1 200');
}

interface LeadRowView {
  id: string;
  idempotency_key: string;
  status: string;
  payload: Record<string, unknown>;
}

/** lead_requests rows whose lead came from `fullName`, read with the local service-role key. */
export async function leadRowsFor(baseURL: string, fullName: string): Promise<LeadRowView[]> {
  const { serviceRoleKey } = await deriveApiKeys(DEFAULT_JWT_SECRET);
  const response = await fetch(`${baseURL}/rest/v1/lead_requests?select=id,idempotency_key,status,payload`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  });
  expect(response.status).toBe(200);
  const rows = (await response.json()) as LeadRowView[];
  return rows.filter((row) => row.payload.fullName === fullName);
}

/** Mails in the local outbox to the sales inbox that mention `fullName`. */
export async function salesMailsFor(baseURL: string, fullName: string): Promise<unknown[]> {
  const response = await fetch(`${baseURL}/_mail/api/messages?to=${encodeURIComponent(SALES_INBOX)}`);
  expect(response.status).toBe(200);
  const mails = (await response.json()) as unknown[];
  return mails.filter((mail) => JSON.stringify(mail).includes(fullName));
}
