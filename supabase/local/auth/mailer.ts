import type { MailOutbox } from '../mail/outbox.ts';
import type { IssuedEmailToken } from './one-time-tokens.ts';

export type AuthMailKind =
  'signup' | 'magiclink' | 'recovery' | 'invite' | 'email_change' | 'reauthentication';

/** Which text a mail gets; an e-mail change writes differently to the old and the new address. */
export type AuthMailTemplate =
  Exclude<AuthMailKind, 'email_change'> | 'email_change_new' | 'email_change_current';

interface Template {
  subject: string;
  intro: string | ((mail: AuthMail) => string);
  /** The link's text; templates without one carry only the code. */
  action?: string;
}

// Norwegian (bokmål) counterparts of Supabase's default auth templates.
const TEMPLATES: Record<AuthMailTemplate, Template> = {
  signup: {
    subject: 'Bekreft e-postadressen din',
    intro:
      'Takk for at du registrerte deg hos Ordning. Bekreft e-postadressen din for å fullføre registreringen.',
    action: 'Bekreft e-postadressen',
  },
  magiclink: {
    subject: 'Din innloggingslenke til Ordning',
    intro: 'Klikk på lenken under for å logge inn på Ordning.',
    action: 'Logg inn',
  },
  recovery: {
    subject: 'Tilbakestill passordet ditt',
    intro:
      'Vi har fått en forespørsel om å tilbakestille passordet ditt. Klikk på lenken under for å velge et nytt passord.',
    action: 'Velg nytt passord',
  },
  invite: {
    subject: 'Du er invitert til Ordning',
    intro:
      'Du er invitert til å opprette en bruker hos Ordning. Klikk på lenken under for å godta invitasjonen.',
    action: 'Godta invitasjonen',
  },
  email_change_new: {
    subject: 'Bekreft ny e-postadresse',
    intro: 'Bekreft at du vil bruke denne e-postadressen for brukeren din hos Ordning.',
    action: 'Bekreft ny e-postadresse',
  },
  email_change_current: {
    subject: 'Bekreft endring av e-postadresse',
    intro: (mail) =>
      `Vi har fått en forespørsel om å endre e-postadressen for brukeren din hos Ordning fra ${mail.to} til ${mail.newEmail ?? 'en ny adresse'}. ` +
      'Endringen gjelder først når både den gamle og den nye adressen er bekreftet.',
    action: 'Bekreft endringen',
  },
  reauthentication: {
    subject: 'Bekreft at det er deg',
    intro:
      'Du ba om å bekrefte at det er deg før du endrer passordet hos Ordning. Skriv inn koden under der du ble spurt.',
  },
};

function templateOf(mail: AuthMail): AuthMailTemplate {
  if (mail.template) return mail.template;
  return mail.kind === 'email_change' ? 'email_change_new' : mail.kind;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

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
  /** The text to use when the kind alone does not decide it. */
  template?: AuthMailTemplate;
  /** The verify link; a reauthentication mail has only the code. */
  link?: string;
  otp: string;
  /** The address an e-mail change moves to, for the mail to the old one. */
  newEmail?: string;
}

/** Renders an auth mail and drops it in the outbox (hosted Supabase would send it by SMTP). */
export async function sendAuthMail(outbox: MailOutbox, mail: AuthMail): Promise<void> {
  const template = TEMPLATES[templateOf(mail)];
  const intro = typeof template.intro === 'string' ? template.intro : template.intro(mail);
  const link = template.action && mail.link ? { action: template.action, href: mail.link } : null;
  const codeText = link
    ? [
        `${link.action}: ${link.href}`,
        '',
        `Du kan også bruke engangskoden ${mail.otp}.`,
        'Lenken og koden er gyldige i én time og kan bare brukes én gang.',
      ]
    : [`Engangskoden din er ${mail.otp}.`, 'Koden er gyldig i én time og kan bare brukes én gang.'];
  const codeHtml = link
    ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.action)}</a></p>
<p>Du kan også bruke engangskoden <strong>${escapeHtml(mail.otp)}</strong>.</p>
<p>Lenken og koden er gyldige i én time og kan bare brukes én gang.</p>`
    : `<p>Engangskoden din er <strong>${escapeHtml(mail.otp)}</strong>.</p>
<p>Koden er gyldig i én time og kan bare brukes én gang.</p>`;
  const text = [
    'Hei!',
    '',
    intro,
    '',
    ...codeText,
    '',
    'Hvis du ikke ba om denne e-posten, kan du se bort fra den.',
    '',
    'Hilsen Ordning',
  ].join('\n');
  const html = `<!doctype html>
<html lang="nb"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Hei!</p>
<p>${escapeHtml(intro)}</p>
${codeHtml}
<p>Hvis du ikke ba om denne e-posten, kan du se bort fra den.</p>
<p>Hilsen Ordning</p>
</body></html>`;
  await outbox.send({ to: mail.to, subject: template.subject, kind: mail.kind, html, text });
}
