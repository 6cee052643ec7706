import { describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  clickLink,
  createConfirmedUser,
  mailsTo,
  uniqueEmail,
  verifyLinkOf,
} from '../auth/auth-helpers.ts';
import { employeesBackendForFile } from './support.ts';

const backend = employeesBackendForFile();
const db = () => backend().gateway.ctx.db;

async function account(email: string) {
  const { rows } = await db().query<{ id: string; invited_at: Date | null; meta: Record<string, unknown> }>(
    'select id, invited_at, raw_user_meta_data as meta from auth.users where email = $1',
    [email],
  );
  return rows;
}

// invite-employee relies on the auth service's admin invite behaving as GoTrue's does
// (supabase/auth internal/api/invite.go): a confirmed address is refused, an unconfirmed
// one is mailed again.
describe('the local auth admin invite, as GoTrue', () => {
  it('mails an unconfirmed account a fresh invitation, keeping the account and its metadata', async () => {
    const admin = backend().service().auth.admin;
    const email = uniqueEmail('igjen');
    const first = await admin.inviteUserByEmail(email, { data: { firstname: 'Første' } });
    expect(first.error).toBeNull();
    const [before] = await account(email);
    await db().query(`update auth.users set invited_at = now() - interval '1 day' where email = $1`, [email]);

    const again = await admin.inviteUserByEmail(email, { data: { firstname: 'Andre' } });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(first.data.user?.id);

    const after = await account(email);
    expect(after).toHaveLength(1);
    expect(after[0]?.meta).toEqual(before?.meta);
    expect(after[0]?.invited_at?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const mails = await mailsTo(backend(), email);
    expect(mails.map((mail) => mail.kind)).toEqual(['invite', 'invite']);
    // Only the newest link works: each invitation replaces the one before.
    const [newest, older] = mails.map((mail) => verifyLinkOf(mail));
    expect((await clickLink(older ?? '')).fragment.get('error_code')).toBe('otp_expired');
    expect((await clickLink(newest ?? '')).fragment.get('type')).toBe('invite');
  });

  it('refuses a confirmed account with 422 email_exists', async () => {
    const email = uniqueEmail('bekreftet');
    await createConfirmedUser(backend(), email, STRONG_PASSWORD);
    const { error } = await backend().service().auth.admin.inviteUserByEmail(email);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
    expect(await mailsTo(backend(), email)).toEqual([]);
  });
});
