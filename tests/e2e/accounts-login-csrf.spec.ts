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

// Invitation links carry a token, not a session (issue 23): a planted session on /accept-invite
// is dropped like anywhere else.
test('a session fragment on /accept-invite signs nobody in and is no invitation', async ({
  page,
  baseURL,
}) => {
  await signIn(page, PEOPLE.employee.email);
  const planted = await attackerSession(baseURL ?? '');

  await page.goto(`/accept-invite#${fragment(planted, 'invite')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ugyldig lenke' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
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
