import type { MailOutbox } from '../mail/outbox.ts';
import type { IssuedEmailToken } from './one-time-tokens.ts';

export type AuthMailKind = 'signup' | 'magiclink' | 'recovery' | 'invite' | 'email_change';

interface Template {
  subject: string;
  intro: string;
  action: string;
}

// Norwegian (bokmål) counterparts of Supabase's default auth templates.
const TEMPLATES: Record<AuthMailKind, Template> = {
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
  email_change: {
    subject: 'Bekreft ny e-postadresse',
    intro: 'Bekreft at du vil bruke denne e-postadressen for brukeren din hos Ordning.',
    action: 'Bekreft ny e-postadresse',
  },
};

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
): string {
  const query = new URLSearchParams({ token: token.tokenHash, type, redirect_to: redirectTo });
  return `${origin}/auth/v1/verify?${query.toString()}`;
}

export interface AuthMail {
  to: string;
  kind: AuthMailKind;
  link: string;
  otp: string;
}

/** Renders an auth mail and drops it in the outbox (hosted Supabase would send it by SMTP). */
export async function sendAuthMail(outbox: MailOutbox, mail: AuthMail): Promise<void> {
  const template = TEMPLATES[mail.kind];
  const text = [
    'Hei!',
    '',
    template.intro,
    '',
    `${template.action}: ${mail.link}`,
    '',
    `Du kan også bruke engangskoden ${mail.otp}.`,
    'Lenken og koden er gyldige i én time og kan bare brukes én gang.',
    '',
    'Hvis du ikke ba om denne e-posten, kan du se bort fra den.',
    '',
    'Hilsen Ordning',
  ].join('\n');
  const html = `<!doctype html>
<html lang="nb"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Hei!</p>
<p>${escapeHtml(template.intro)}</p>
<p><a href="${escapeHtml(mail.link)}">${escapeHtml(template.action)}</a></p>
<p>Du kan også bruke engangskoden <strong>${escapeHtml(mail.otp)}</strong>.</p>
<p>Lenken og koden er gyldige i én time og kan bare brukes én gang.</p>
<p>Hvis du ikke ba om denne e-posten, kan du se bort fra den.</p>
<p>Hilsen Ordning</p>
</body></html>`;
  await outbox.send({ to: mail.to, subject: template.subject, kind: mail.kind, html, text });
}
