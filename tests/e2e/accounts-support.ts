import { expect, type Page } from '@playwright/test';
import { DEFAULT_JWT_SECRET, deriveApiKeys } from '../../supabase/local/keys.ts';

// Shared by the accounts-*.spec.ts browser tests: the seeded people and
// companies, signing in through the form, and what only the service role may
// do (a second membership, a throwaway user).

export const PASSWORD = 'Demo1234!';

export const PEOPLE = {
  admin: { email: 'admin@ordning.test', id: '0d0e0000-0000-4000-8000-000000000001' },
  acmeOwner: { email: 'eier@acme.test', id: '0d0e0000-0000-4000-8000-000000000002' },
  employee: { email: 'ansatt@acme.test', id: '0d0e0000-0000-4000-8000-000000000003' },
  individual: { email: 'privat@ordning.test', id: '0d0e0000-0000-4000-8000-000000000005' },
  acmeAdmin: { email: 'leder@acme.test', id: '0d0e0000-0000-4000-8000-000000000006' },
} as const;

export const COMPANIES = {
  acme: '0c0a0000-0000-4000-8000-000000000001',
  fjord: '0c0a0000-0000-4000-8000-000000000002',
} as const;

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 360, height: 780 };

/** Fills the login form (the page must be on /login) and waits until the app has the session. */
export async function submitLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Logg inn', exact: true }).click();
  await expect(page.getByText('Innlogging vellykket!')).toBeVisible();
}

/** Signs in from /login and waits for the bar's profile link. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Min profil' })).toBeVisible();
}

/**
 * Signs in without the form, for tests about something else: the auth API's
 * session, stored where supabase-js keeps it (`sb-<host>-auth-token`) from a
 * page of the app's origin that runs no app (its icon). The next page.goto
 * opens the app signed in, as for a person coming back. It saves booting
 * /login and the page the form lands on (employees.spec.ts: 114 -> 97 s).
 */
export async function startSignedIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/favicon.svg');
  const origin = new URL(page.url()).origin;
  const { anonKey } = await deriveApiKeys(DEFAULT_JWT_SECRET);
  const response = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const session = await response.text();
  const key = `sb-${new URL(origin).hostname.split('.')[0] ?? ''}-auth-token`;
  await page.evaluate(([name, value]) => localStorage.setItem(name, value), [key, session] as const);
}

/** The headers of a service-role REST call: what a test sets up behind the app's back. */
export async function serviceHeaders(): Promise<Record<string, string>> {
  const { serviceRoleKey } = await deriveApiKeys(DEFAULT_JWT_SECRET);
  return {
    apikey: serviceRoleKey,
    Authorization: `Bearer ${serviceRoleKey}`,
    'Content-Type': 'application/json',
  };
}

/** Makes `userId` a member of `companyId` (only the service role may insert employees); returns the row id. */
export async function addMembership(
  baseURL: string,
  userId: string,
  companyId: string,
  role: 'employee' | 'admin' | 'owner',
): Promise<string> {
  const response = await fetch(`${baseURL}/rest/v1/employees`, {
    method: 'POST',
    headers: { ...(await serviceHeaders()), Prefer: 'return=representation' },
    body: JSON.stringify({ user_id: userId, company_id: companyId, role }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const [row] = (await response.json()) as { id: string }[];
  if (!row) throw new Error('No employees row came back');
  return row.id;
}

export async function removeMembership(baseURL: string, id: string): Promise<void> {
  const response = await fetch(`${baseURL}/rest/v1/employees?id=eq.${id}`, {
    method: 'DELETE',
    headers: await serviceHeaders(),
  });
  expect(response.status).toBeLessThan(300);
}

/** A confirmed user of its own (admin API), so tests that change a password touch no demo account. */
export async function createUser(
  baseURL: string,
  email: string,
  password: string,
  metadata: Record<string, unknown>,
): Promise<string> {
  const response = await fetch(`${baseURL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: await serviceHeaders(),
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: metadata }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

export async function deleteUser(baseURL: string, id: string): Promise<void> {
  await fetch(`${baseURL}/auth/v1/admin/users/${id}`, { method: 'DELETE', headers: await serviceHeaders() });
}

/** A section of the profile page, found by its heading. */
export function profileSection(page: Page, title: string) {
  return page.getByRole('region', { name: title });
}

/** The value next to a label in a profile section. */
export function fieldValue(page: Page, section: string, label: string) {
  return profileSection(page, section)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}
