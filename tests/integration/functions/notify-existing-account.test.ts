import { beforeEach, describe, expect, it } from 'vitest';
import { NOTICE_RATE_LIMITED_MESSAGE } from '../../../supabase/functions/notify-existing-account/notice-limit.ts';
import { NOTICE_SUBJECT } from '../../../supabase/functions/notify-existing-account/notice-mail.ts';
import { mailsTo, uniqueEmail } from '../auth/auth-helpers.ts';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';
import { failure } from './support.ts';

/**
 * Issue 26: registering with an address that has an account sends nothing from
 * the auth service (it must not tell), so the register page asks this function
 * to mail the owner. It must answer every caller alike and mail only real
 * accounts, within budgets per caller and per address. Every call in this file
 * comes from one loopback address; the default budgets apply.
 */
const FUNCTION = 'notify-existing-account';
const EXISTING = 'ansatt@acme.test';
const SITE = 'http://localhost:5173';
const PER_CLIENT = 10;
const PER_ADDRESS = 3;

const backend = backendForFile(() => startTestBackend());

/** One call as the register page makes it, with supabase-js's `any` error typed as unknown. */
async function notify(
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ data: unknown; error: unknown; response: Response | undefined }> {
  const result = await backend()
    .anon()
    .functions.invoke<unknown>(FUNCTION, { body: body as Record<string, unknown>, headers });
  const error: unknown = result.error;
  return { data: result.data, error, response: result.response };
}

async function notices(to: string) {
  return (await mailsTo(backend(), to)).filter((mail) => mail.subject === NOTICE_SUBJECT);
}

beforeEach(async () => {
  // Each test starts with fresh budgets; the window is tested apart.
  await backend().gateway.ctx.db.query('delete from private.existing_account_notices');
});

describe('notify-existing-account', () => {
  it('answers an existing and a new address the same, and mails only the existing one', async () => {
    const fresh = uniqueEmail('ny');
    const signUp = await backend().anon().auth.signUp({ email: fresh, password: 'Sommer-2026!' });
    expect(signUp.error).toBeNull();
    const before = (await notices(EXISTING)).length;

    const taken = await notify({ email: EXISTING });
    const unknown = await notify({ email: fresh });
    const nobody = await notify({ email: uniqueEmail('ingen') });
    for (const answer of [taken, unknown, nobody]) {
      expect(answer.error).toBeNull();
      expect(answer.response?.status).toBe(202);
      expect(answer.data).toEqual({ accepted: true });
    }

    const mails = await notices(EXISTING);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.text).toContain('Denne e-postadressen har allerede en konto');
    expect(mails[0]?.links).toEqual([`${SITE}/login`, `${SITE}/forgot-password`]);
    // The new address gets its confirmation from signUp, and no notice.
    expect(await notices(fresh)).toEqual([]);
    expect((await mailsTo(backend(), fresh)).map((mail) => mail.kind)).toEqual(['signup']);
  });

  it('matches the address whatever its case or surrounding spaces', async () => {
    const before = (await notices(EXISTING)).length;
    await notify({ email: '  Ansatt@ACME.test ' });
    expect(await notices(EXISTING)).toHaveLength(before + 1);
  });

  it('links back to the page registered from, on the site only', async () => {
    await notify({ email: EXISTING, returnTo: `${SITE}/offer/42?fra=register` });
    expect((await notices(EXISTING))[0]?.links).toEqual([
      `${SITE}/login?redirectTo=${encodeURIComponent('/offer/42?fra=register')}`,
      `${SITE}/forgot-password`,
    ]);
    await notify({ email: EXISTING, returnTo: 'https://evil.test/offer/42' });
    expect((await notices(EXISTING))[0]?.links[0]).toBe(`${SITE}/login`);
  });

  it('mails an address at most three times a window, answering as before', async () => {
    const before = (await notices(EXISTING)).length;
    for (let call = 0; call < PER_ADDRESS + 2; call += 1) {
      const answer = await notify({ email: EXISTING });
      expect(answer.response?.status).toBe(202);
      expect(answer.data).toEqual({ accepted: true });
    }
    expect(await notices(EXISTING)).toHaveLength(before + PER_ADDRESS);
  });

  it('answers a caller ten times a window, then 429 in Norwegian, whatever x-forwarded-for says', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < PER_CLIENT + 5; call += 1) {
      const { error, response } = await notify(
        { email: uniqueEmail('flom') },
        { 'x-forwarded-for': `203.0.113.${String(call)}` },
      );
      statuses.push(error ? (await failure(error)).status : (response?.status ?? 0));
    }
    expect(statuses.slice(0, PER_CLIENT).every((status) => status === 202)).toBe(true);
    expect(statuses.slice(PER_CLIENT).every((status) => status === 429)).toBe(true);

    // A limited caller cannot get a mail out either.
    const before = (await notices(EXISTING)).length;
    const { error } = await notify({ email: EXISTING });
    expect((error as { context: Response }).context.headers.get('retry-after')).toBe('60');
    expect(await failure(error)).toEqual({ status: 429, body: { error: NOTICE_RATE_LIMITED_MESSAGE } });
    expect(await notices(EXISTING)).toHaveLength(before);
  });

  it('gives the budget back once the window has passed', async () => {
    for (let call = 0; call < PER_CLIENT; call += 1) await notify({ email: uniqueEmail('vindu') });
    expect((await notify({ email: uniqueEmail('vindu') })).error).not.toBeNull();
    await backend().gateway.ctx.db.query(
      `update private.existing_account_notices set asked_at = asked_at - interval '61 minutes'`,
    );
    expect((await notify({ email: uniqueEmail('vindu') })).response?.status).toBe(202);
  });

  it('refuses a body that is not an address with 400 in Norwegian, before counting it', async () => {
    const cases: [unknown, string][] = [
      [{ email: 'ikke-en-adresse' }, 'Ugyldig e-postadresse'],
      [{}, 'E-post er påkrevd'],
      [{ email: EXISTING, returnTo: 'javascript:alert(1)' }, 'returnTo må være en gyldig nettadresse'],
    ];
    for (const [body, message] of cases) {
      const { error } = await notify(body);
      const { status, body: answer } = await failure(error);
      expect(status).toBe(400);
      expect(answer).toMatchObject({ error: 'Ugyldig forespørsel', details: [{ message }] });
    }
    const { rows } = await backend().gateway.ctx.db.query('select 1 from private.existing_account_notices');
    expect(rows).toEqual([]);
  });

  it('keeps its lookup and its budget from visitors and users', async () => {
    const anon = backend().anon();
    expect((await anon.rpc('confirmed_account_exists', { address: EXISTING })).status).toBe(401);
    const args = {
      client_key: 'x'.repeat(64),
      address_key: 'y'.repeat(64),
      max_per_client: 1000,
      max_per_address: 1000,
      window_seconds: 1,
    };
    expect((await anon.rpc('record_existing_account_notice', args)).status).toBe(401);
    const user = await backend().signIn(EXISTING);
    expect((await user.rpc('confirmed_account_exists', { address: EXISTING })).error).not.toBeNull();
  });
});
