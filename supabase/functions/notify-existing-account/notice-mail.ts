import { escapeHtml } from '../_shared/contracts/escape-html.ts';
import type { LeadMail } from '../_shared/mailer.ts';

export interface NoticeLinks {
  login: string;
  resetPassword: string;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** The page of `url` ('/offer/12?x=1'), or null for a path a browser could read as another host. */
function pagePath(url: URL): string | null {
  const path = `${url.pathname}${url.search}`;
  if (path.startsWith('//') || path.includes('\\') || CONTROL_CHARACTERS.test(path)) return null;
  return new URL(path, url.origin).origin === url.origin ? path : null;
}

/**
 * Where the notice's links lead: the site, or the white-label subdomain the
 * person registered on, and back to the page they registered from after
 * logging in. The caller's returnTo is followed only on the site or its
 * subdomains, so nobody can make the mail link elsewhere.
 */
export function noticeLinks(siteUrl: string, returnTo: string | undefined): NoticeLinks {
  const site = new URL(siteUrl);
  let origin = site.origin;
  let path: string | null = null;
  if (returnTo) {
    const wanted = new URL(returnTo);
    const sameSite =
      wanted.protocol === site.protocol &&
      wanted.port === site.port &&
      (wanted.hostname === site.hostname || wanted.hostname.endsWith(`.${site.hostname}`));
    if (sameSite) {
      origin = wanted.origin;
      path = pagePath(wanted);
    }
  }
  const login =
    path && path !== '/' ? `${origin}/login?redirectTo=${encodeURIComponent(path)}` : `${origin}/login`;
  return { login, resetPassword: `${origin}/forgot-password` };
}

export const NOTICE_SUBJECT = 'Du har allerede en konto hos Ordning';

/**
 * The notice to the owner of an address someone tried to register again: no
 * account is made or changed, it only shows the way in. Sent through the
 * functions' mail provider, like the invitations.
 */
export function existingAccountMail(to: string, links: NoticeLinks): LeadMail {
  const text = [
    'Hei!',
    '',
    `Noen, sannsynligvis du, prøvde nettopp å registrere en ny konto i Ordning med ${to}.`,
    'Denne e-postadressen har allerede en konto, så ingen ny konto ble opprettet.',
    '',
    `Logg inn: ${links.login}`,
    `Glemt passordet? Tilbakestill det her: ${links.resetPassword}`,
    '',
    'Var det ikke deg, kan du se bort fra denne e-posten. Kontoen din er uendret.',
  ].join('\n');
  const html = [
    '<p>Hei!</p>',
    `<p>Noen, sannsynligvis du, prøvde nettopp å registrere en ny konto i Ordning med <strong>${escapeHtml(to)}</strong>. Denne e-postadressen har allerede en konto, så ingen ny konto ble opprettet.</p>`,
    `<p><a href="${escapeHtml(links.login)}">Logg inn</a></p>`,
    `<p>Glemt passordet? <a href="${escapeHtml(links.resetPassword)}">Tilbakestill passordet</a></p>`,
    '<p>Var det ikke deg, kan du se bort fra denne e-posten. Kontoen din er uendret.</p>',
  ].join('\n');
  return { to, subject: NOTICE_SUBJECT, html, text };
}
