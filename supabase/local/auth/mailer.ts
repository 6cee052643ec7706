import type { MailOutbox } from '../mail/outbox.ts';
import type { IssuedEmailToken } from './one-time-tokens.ts';
import { type MailTemplateName, mailTemplates, mailText, renderMailTemplate } from './mail-templates.ts';

export type AuthMailKind =
  'signup' | 'magiclink' | 'recovery' | 'invite' | 'email_change' | 'reauthentication';

/** GoTrue's template for each verification type. */
const TEMPLATE_OF: Record<AuthMailKind, MailTemplateName> = {
  signup: 'confirmation',
  magiclink: 'magic_link',
  recovery: 'recovery',
  invite: 'invite',
  email_change: 'email_change',
  reauthentication: 'reauthentication',
};

/**
 * GoTrue's ConfirmationURL: the verify endpoint with the hashed token, the
 * verification type and where to land afterwards.
 */
export function verifyLink(
  origin: string,
  token: IssuedEmailToken,
  type: AuthMailKind,
  redirectTo: string,
  pkce = false,
): string {
  // A PKCE flow's link says so with GoTrue's prefix: /verify then answers with an auth code.
  const tokenParam = pkce ? `pkce_${token.tokenHash}` : token.tokenHash;
  const query = new URLSearchParams({ token: tokenParam, type, redirect_to: redirectTo });
  return `${origin}/auth/v1/verify?${query.toString()}`;
}

export interface AuthMail {
  to: string;
  /** The verification type, and the kind the outbox files the mail under. */
  kind: AuthMailKind;
  /** The verify link; a reauthentication mail has only the code. */
  link?: string;
  otp: string;
  /** The account's address ({{ .Email }}) when the mail goes elsewhere (an e-mail change's new address). */
  email?: string;
  /** The address an e-mail change moves to ({{ .NewEmail }}). */
  newEmail?: string;
}

/**
 * Renders an auth mail from the template hosted Supabase would use
 * (supabase/templates/) and drops it in the outbox instead of sending it.
 */
export async function sendAuthMail(outbox: MailOutbox, mail: AuthMail): Promise<void> {
  const template = mailTemplates()[TEMPLATE_OF[mail.kind]];
  const html = renderMailTemplate(template.html, {
    ...(mail.link === undefined ? {} : { ConfirmationURL: mail.link }),
    Token: mail.otp,
    Email: mail.email ?? mail.to,
    ...(mail.newEmail === undefined ? {} : { NewEmail: mail.newEmail }),
  });
  await outbox.send({ to: mail.to, subject: template.subject, kind: mail.kind, html, text: mailText(html) });
}
