import { escapeHtml } from '../_shared/contracts/escape-html.ts';
import { singleLine } from '../_shared/lead-mail.ts';
import type { LeadMail } from '../_shared/mailer.ts';

const ROLE_NAMES: Record<string, string> = { employee: 'ansatt', admin: 'administrator', owner: 'eier' };

/**
 * Where the link in an invitation mail lands: the app's /accept-invite with
 * the token in the fragment (never sent to a server, kept out of logs). The
 * origin is the caller's redirectTo only when it is the site itself or one of
 * its white-label subdomains, so an inviter can never make the mail link
 * elsewhere; otherwise the site URL.
 */
export function invitationLink(
  siteUrl: string,
  redirectTo: string | null | undefined,
  token: string,
): string {
  const site = new URL(siteUrl);
  let origin = site.origin;
  if (redirectTo) {
    const wanted = new URL(redirectTo);
    const sameSite =
      wanted.protocol === site.protocol &&
      wanted.port === site.port &&
      (wanted.hostname === site.hostname || wanted.hostname.endsWith(`.${site.hostname}`));
    if (sameSite) origin = wanted.origin;
  }
  return `${origin}/accept-invite#invitation=${encodeURIComponent(token)}`;
}

/**
 * The invitation mail: a plain notice with a link, sent through the
 * functions' mail provider (never the auth service's shared mail budget). It
 * asks nothing of an existing account and makes none: the person answers
 * after signing in, or registers first.
 */
export function invitationMail(to: string, companyName: string, role: string, link: string): LeadMail {
  const company = singleLine(companyName);
  const roleName = ROLE_NAMES[role] ?? 'ansatt';
  const text = [
    `Du er invitert til å bli med i ${company} i Ordning som ${roleName}.`,
    '',
    `Åpne invitasjonen for å godta eller avslå: ${link}`,
    '',
    `Logg inn med ${to}, eller opprett en konto med den adressen, for å svare. Invitasjonen gjelder i 14 dager.`,
    'Kjenner du ikke til dette, kan du se bort fra e-posten.',
  ].join('\n');
  const html = [
    `<p>Du er invitert til å bli med i <strong>${escapeHtml(company)}</strong> i Ordning som ${roleName}.</p>`,
    `<p><a href="${escapeHtml(link)}">Åpne invitasjonen</a> for å godta eller avslå.</p>`,
    `<p>Logg inn med ${escapeHtml(to)}, eller opprett en konto med den adressen, for å svare. Invitasjonen gjelder i 14 dager.</p>`,
    '<p>Kjenner du ikke til dette, kan du se bort fra e-posten.</p>',
  ].join('\n');
  return { to, subject: `Invitasjon til ${company} i Ordning`, html, text };
}
