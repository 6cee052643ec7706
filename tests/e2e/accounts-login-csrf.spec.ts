import { expect, test } from '@playwright/test';
import { DEFAULT_JWT_SECRET, deriveApiKeys } from '../../supabase/local/keys.ts';
import { DESKTOP, PASSWORD, PEOPLE, signIn } from './accounts-support.ts';

// Issue 22, finding 9 (login CSRF): a link carrying someone else's session
// in its fragment must not silently replace the signed-in user's session.

test.use({ viewport: DESKTOP });

/** A real session of another account, as an attacker would obtain for their own. */
async function attackerSession(baseURL: string): Promise<{ access_token: string; refresh_token: string }> {
  const { anonKey } = await deriveApiKeys(DEFAULT_JWT_SECRET);
  const response = await fetch(`${baseURL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: PEOPLE.individual.email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

const fragment = (session: { access_token: string; refresh_token: string }, type: string) =>
  new URLSearchParams({
    access_token: session.access_token,
    expires_in: '3600',
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type,
  }).toString();

/** The user id of the session supabase-js stored in this browser. */
const storedUserId = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name));
    const stored = key ? localStorage.getItem(key) : null;
    return stored ? (JSON.parse(stored) as { user?: { id?: string } }).user?.id : undefined;
  });

test('an invitation link for another account asks first, and keeps the signed-in user by default', async ({
  page,
  baseURL,
}) => {
  await signIn(page, PEOPLE.employee.email);
  const planted = await attackerSession(baseURL ?? '');

  await page.goto(`/accept-invite#${fragment(planted, 'invite')}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Invitasjonen gjelder en annen bruker' }),
  ).toBeVisible();
  await expect(page.getByText(PEOPLE.individual.email)).toBeVisible();
  // The tokens left the address bar; the session is still the employee's.
  expect(new URL(page.url()).hash).toBe('');
  expect(await storedUserId(page)).toBe(PEOPLE.employee.id);

  const keep = page.getByRole('button', { name: `Fortsett som ${PEOPLE.employee.email}` });
  await expect(keep).toBeFocused();
  await keep.click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedUserId(page)).toBe(PEOPLE.employee.id);
});

test('a session fragment on any other page signs nobody in', async ({ page, baseURL }) => {
  await signIn(page, PEOPLE.employee.email);
  const planted = await attackerSession(baseURL ?? '');
  await page.goto(`/profile#${fragment(planted, 'magiclink')}`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Min profil' })).toBeVisible();
  await expect(page.getByText(PEOPLE.employee.email).first()).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  expect(await storedUserId(page)).toBe(PEOPLE.employee.id);
});
