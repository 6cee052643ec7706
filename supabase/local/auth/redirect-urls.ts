import { isIP } from 'node:net';
import { isLoopbackAddress, isLoopbackHostname } from '../http/loopback.ts';
import { matchesAnyPattern } from '../http/url-patterns.ts';
import type { AuthSettings } from './settings.ts';

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The site's own pages: same scheme and host, and the same port unless the site is on a loopback host. */
function isOnSite(url: URL, site: URL): boolean {
  if (url.protocol !== site.protocol || url.hostname !== site.hostname) return false;
  return url.port === site.port || isLoopbackHostname(site.hostname);
}

/** The host as written; WHATWG URL rewrites numeric forms (`2130706433`, `0x7f.1`) to dotted IPv4. */
function writtenHost(target: string): string | null {
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/i.exec(target);
  return match?.[1]?.toLowerCase() ?? null;
}

/**
 * GoTrue's IsRedirectURLValid: the site URL's own pages; never a host written
 * as a number (Go's parser keeps `2130706433` as it is, and so must this
 * check); an IP literal only if it is loopback (a native app's callback);
 * otherwise one of the allow-list globs must match the URL (fragment cut off).
 */
export function isRedirectAllowed(target: string, settings: AuthSettings): boolean {
  const url = parse(target);
  const site = parse(settings.siteUrl);
  if (!url || !site) return false;
  if (writtenHost(target) !== url.hostname) return false;
  if (isOnSite(url, site)) return true;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) !== 0) return isLoopbackAddress(host);
  url.hash = '';
  return matchesAnyPattern(url.toString(), settings.redirectAllowList);
}

/**
 * Where a mail link or verification lands, as GoTrue's GetReferrer: the
 * requested redirect_to if it is allowed, else the Referer if it is, else the
 * configured site URL. The request's own Host never widens the list.
 */
export function chooseRedirect(
  settings: AuthSettings,
  requested: string | null | undefined,
  referer: string | null | undefined,
): string {
  for (const candidate of [requested, referer]) {
    if (candidate && isRedirectAllowed(candidate, settings)) return candidate;
  }
  return settings.siteUrl;
}
