import type { Queryable } from '../db/database.ts';
import { type AuthMail, verifyLink } from './mailer.ts';
import { type TokenKind, issueEmailToken, spendToken, spendUserTokens } from './one-time-tokens.ts';
import type { AuthSettings } from './settings.ts';
import type { AuthUser } from './users.ts';

/**
 * GoTrue's sendEmailChange: the new address gets a link, and with
 * double_confirm_changes the current address gets its own link too. Nothing
 * changes until the links are followed (see confirmEmailChange).
 */
export async function requestEmailChange(
  tx: Queryable,
  settings: AuthSettings,
  user: AuthUser,
  newEmail: string,
  redirectTo: string,
): Promise<AuthMail[]> {
  await tx.query(`update auth.users set email_change = $2, email_change_confirm_status = 0 where id = $1`, [
    user.id,
    newEmail,
  ]);
  const mails: AuthMail[] = [];
  const toNew = await issueEmailToken(tx, user.id, 'email_change_token_new', newEmail);
  if (settings.doubleConfirmEmailChanges && user.email) {
    const toCurrent = await issueEmailToken(tx, user.id, 'email_change_token_current', user.email);
    mails.push({
      to: user.email,
      kind: 'email_change',
      link: verifyLink(settings.apiUrl, toCurrent, 'email_change', redirectTo),
      otp: toCurrent.otp,
      newEmail,
    });
  } else {
    // A single-confirmation change must not leave an older current-address token usable.
    await spendToken(tx, user.id, 'email_change_token_current');
  }
  mails.push({
    to: newEmail,
    kind: 'email_change',
    link: verifyLink(settings.apiUrl, toNew, 'email_change', redirectTo),
    otp: toNew.otp,
    email: user.email ?? newEmail,
    newEmail,
  });
  return mails;
}

export type EmailChangeOutcome = 'awaiting_other_address' | 'changed';

/**
 * GoTrue's emailChangeVerify. With double confirmation the first link
 * followed (either address) only records itself; the second one moves the
 * address. Only then is a session granted.
 */
export async function confirmEmailChange(
  tx: Queryable,
  settings: AuthSettings,
  user: AuthUser,
  spent: TokenKind,
): Promise<EmailChangeOutcome> {
  const { rows } = await tx.query<{ status: number }>(
    `select coalesce(email_change_confirm_status, 0)::int as status from auth.users where id = $1`,
    [user.id],
  );
  const firstOfTwo = settings.doubleConfirmEmailChanges && (rows[0]?.status ?? 0) === 0 && !!user.email;
  if (firstOfTwo) {
    await tx.query(`update auth.users set email_change_confirm_status = 1 where id = $1`, [user.id]);
    await spendToken(tx, user.id, spent);
    return 'awaiting_other_address';
  }
  await tx.query(
    `update auth.users set email = email_change, email_change = '', email_change_sent_at = null,
       email_change_confirm_status = 0, updated_at = now()
     where id = $1 and coalesce(email_change, '') <> ''`,
    [user.id],
  );
  await tx.query(
    `update auth.identities i set identity_data = i.identity_data || jsonb_build_object('email', u.email),
       updated_at = now()
     from auth.users u where u.id = i.user_id and i.user_id = $1 and i.provider = 'email'`,
    [user.id],
  );
  await spendUserTokens(tx, user.id);
  return 'changed';
}
