import { expect } from '@playwright/test';
import { COMPANIES, serviceHeaders } from './accounts-support.ts';

/** Acme's white-label columns, read and restored around the branding tests. */
export interface BrandingColumns {
  subdomain: string | null;
  is_white_label_enabled: boolean;
  branding_config: Record<string, unknown> | null;
}

const acmeRow = (baseURL: string) => `${baseURL}/rest/v1/companies?id=eq.${COMPANIES.acme}`;

export async function readAcme(baseURL: string): Promise<BrandingColumns> {
  const response = await fetch(
    `${acmeRow(baseURL)}&select=subdomain,is_white_label_enabled,branding_config`,
    {
      headers: await serviceHeaders(),
    },
  );
  expect(response.status).toBe(200);
  const [row] = (await response.json()) as BrandingColumns[];
  if (!row) throw new Error('Acme is missing');
  return row;
}

export async function writeAcme(baseURL: string, columns: BrandingColumns): Promise<void> {
  const response = await fetch(acmeRow(baseURL), {
    method: 'PATCH',
    headers: await serviceHeaders(),
    body: JSON.stringify(columns),
  });
  expect(response.status).toBeLessThan(300);
}
