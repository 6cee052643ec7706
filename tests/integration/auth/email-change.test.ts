import { describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  authBackendForFile,
  authFetch,
  clickLink,
  client,
  createConfirmedUser,
  jsonBody,
  latestMail,
  mailsTo,
  uniqueEmail,
  verifyLinkOf,
} from './auth-helpers.ts';

// double_confirm_changes = true in supabase/config.toml, the gateway's default.
const backend = authBackendForFile();

async function startChange(): Promise<{ email: string; newEmail: string }> {
  const email = uniqueEmail('change');
  const newEmail = uniqueEmail('changed');
  await createConfirmedUser(backend(), email);
  const supabase = client(backend());
  await supabase.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
  const { error } = await supabase.auth.updateUser({ email: newEmail });
  expect(error).toBeNull();
  return { email, newEmail };
}

function codeOf(text: string): string {
  const code = /engangskoden (\d{6})/.exec(text)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

async function currentEmail(email: string, password = STRONG_PASSWORD): Promise<string | null> {
  const { data } = await client(backend()).auth.signInWithPassword({ email, password });
  return data.user?.email ?? null;
}

describe('double-confirmed e-mail change', () => {
  it('takes the codes in either order, with a session only after the second', async () => {
    const { email, newEmail } = await startChange();
    const verify = (address: string, token: string) =>
      authFetch(backend(), '/verify', {
        body: JSON.stringify({ type: 'email_change', email: address, token }),
      });

    const first = await verify(email, codeOf((await latestMail(backend(), email)).text));
    expect(first.status).toBe(200);
    const firstBody = await jsonBody(first);
    expect(firstBody).toEqual({
      msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      code: '200',
    });
    expect(await currentEmail(email)).toBe(email);

    const second = await verify(newEmail, codeOf((await latestMail(backend(), newEmail)).text));
    expect(second.status).toBe(200);
    const session = await jsonBody(second);
    expect(session.access_token).toBeTruthy();
    expect(await currentEmail(newEmail)).toBe(newEmail);
  });

  it('never completes on one address alone, even when its link is followed twice', async () => {
    const { email, newEmail } = await startChange();
    const link = verifyLinkOf(await latestMail(backend(), newEmail));
    expect((await clickLink(link)).fragment.get('message')).toContain('Confirmation link accepted');
    const again = await clickLink(link);
    expect(again.fragment.get('error_code')).toBe('otp_expired');
    expect(await currentEmail(email)).toBe(email);
    expect(await currentEmail(newEmail)).toBeNull();
  });

  it('resends to both addresses, and only the newest links work', async () => {
    const { email, newEmail } = await startChange();
    const staleOld = verifyLinkOf(await latestMail(backend(), email));
    const staleNew = verifyLinkOf(await latestMail(backend(), newEmail));
    const { error } = await client(backend()).auth.resend({ type: 'email_change', email });
    expect(error).toBeNull();
    expect(await mailsTo(backend(), email)).toHaveLength(2);
    expect(await mailsTo(backend(), newEmail)).toHaveLength(2);

    expect((await clickLink(staleNew)).fragment.get('error_code')).toBe('otp_expired');
    expect((await clickLink(staleOld)).fragment.get('error_code')).toBe('otp_expired');
    await clickLink(verifyLinkOf(await latestMail(backend(), newEmail)));
    await clickLink(verifyLinkOf(await latestMail(backend(), email)));
    expect(await currentEmail(newEmail)).toBe(newEmail);
  });
});
