import { expect, test } from '@playwright/test';
import { type StartedApp, startApp } from '../../scripts/start.ts';
import type { Gateway } from '../../supabase/local/gateway.ts';
import { COMBINED_BANNER_ENV, publishedGateway } from '../../supabase/local/published-backend.ts';
import { freePort } from '../integration/support/free-port.ts';
import { DESKTOP, createUser, deleteUser, submitLogin } from './accounts-support.ts';

// Changing the password from a session older than 24 hours (an installed app keeps one for
// weeks): the server asks for reauthentication, the dialog has the code mailed and asks for it.
// No API makes a session a day old, so this file starts an app of its own on the same build,
// whose database it can reach, and ages the session there.

test.use({ viewport: DESKTOP });

const OLD_PASSWORD = 'Gammelt-passord-1';
const NEW_PASSWORD = 'Nytt-passord-2';

let app: StartedApp | null = null;
let gateway: Gateway | null = null;
let origin = '';
const dataDirBefore = process.env.ORDNING_DATA_DIR;
const bannerBefore = process.env[COMBINED_BANNER_ENV];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  process.env.ORDNING_DATA_DIR = 'memory';
  // No banner of its own in the test's output.
  process.env[COMBINED_BANNER_ENV] = '1';
  app = await startApp({
    port: await freePort(),
    strictPort: true,
    outDir: process.env.E2E_OUT_DIR ?? 'dist',
  });
  origin = app.url.replace(/\/$/, '');
  gateway = publishedGateway() ?? null;
  if (!gateway) throw new Error('the app started no local backend');
});

test.afterAll(async () => {
  await app?.close();
  if (dataDirBefore === undefined) delete process.env.ORDNING_DATA_DIR;
  else process.env.ORDNING_DATA_DIR = dataDirBefore;
  if (bannerBefore === undefined) delete process.env.ORDNING_COMBINED_BANNER;
  else process.env.ORDNING_COMBINED_BANNER = bannerBefore;
});

async function reauthenticationCode(email: string): Promise<string> {
  const response = await fetch(`${origin}/_mail/api/messages?to=${encodeURIComponent(email)}`);
  const mails = (await response.json()) as { kind: string; text: string }[];
  const code = mails
    .find((mail) => mail.kind === 'reauthentication')
    ?.text.match(/engangskoden din er (\d+)/i)?.[1];
  if (!code) throw new Error(`no reauthentication code mailed to ${email}`);
  return code;
}

test('asks for the mailed code when the session is a day old, then changes the password', async ({
  page,
}) => {
  if (!gateway) throw new Error('no backend');
  const email = `gammel-okt-${Date.now()}@ordning.test`;
  const id = await createUser(origin, email, OLD_PASSWORD, {
    user_type: 'individual',
    firstname: 'Gunn',
    lastname: 'Gammel',
  });
  try {
    await page.goto(`${origin}/login`);
    await submitLogin(page, email, OLD_PASSWORD);
    await gateway.ctx.db.query(
      `update auth.sessions set created_at = now() - interval '25 hours' where user_id = $1`,
      [id],
    );

    await page.goto(`${origin}/profile`);
    await page.getByRole('button', { name: 'Endre passord' }).click();
    const dialog = page.getByRole('dialog', { name: 'Endre passord' });
    await dialog.getByLabel(/^Nåværende passord/).fill(OLD_PASSWORD);
    await dialog.getByLabel(/^Nytt passord/).fill(NEW_PASSWORD);
    await dialog.getByLabel(/^Gjenta nytt passord/).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Lagre nytt passord' }).click();

    // Not the generic error of before: a second step, its field focused.
    const codeField = dialog.getByLabel(/^Engangskode fra e-posten/);
    await expect(codeField).toBeFocused();
    await expect(dialog.getByText(`Vi har sendt en engangskode til ${email}.`)).toBeVisible();
    await expect(dialog.getByText('Kunne ikke endre passordet. Prøv igjen.')).toBeHidden();

    const confirm = dialog.getByRole('button', { name: 'Bekreft og lagre' });
    await confirm.click();
    await expect(dialog.getByText('Skriv inn koden fra e-posten.')).toBeVisible();
    await codeField.fill('000000');
    await confirm.click();
    await expect(
      dialog.getByText('Koden er feil eller utløpt. Sjekk e-posten, eller be om en ny kode.'),
    ).toBeVisible();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');

    await codeField.fill(await reauthenticationCode(email));
    await confirm.click();
    await expect(page.getByText('Passordet er endret')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The new password signs in; the old one no longer does.
    const check = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: gateway.ctx.keys.anonKey },
      body: JSON.stringify({ email, password: NEW_PASSWORD }),
    });
    expect(check.status).toBe(200);
    const old = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: gateway.ctx.keys.anonKey },
      body: JSON.stringify({ email, password: OLD_PASSWORD }),
    });
    expect(old.status).toBe(400);
  } finally {
    await deleteUser(origin, id);
  }
});
