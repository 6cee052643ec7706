// Browsers drop ASCII tab and newline anywhere in a URL, so `java\tscript:` is
// `javascript:` to them; look at the value the way the browser will.
const IGNORED_BY_URL_PARSER = /[\t\n\r]/g;
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const HTTP_SCHEME = /^https?:\/\//i;
// A scheme is letters then `:` not followed by a digit (`example.com:8080` is a host and port).
const OTHER_SCHEME = /^([a-z][a-z0-9+-]*):(?!\d)/i;

/**
 * A website or offer link as an absolute http(s) URL, or null when there is
 * nothing usable. Values without a scheme get `https://` (spec: "prepended when
 * they do not start with http"); any other scheme (javascript:, data:,
 * vbscript:, ...) is refused rather than rendered as a link.
 */
export function normalizeExternalUrl(value: string | null | undefined): string | null {
  if (value == null) return null;
  const trimmed = value.replace(IGNORED_BY_URL_PARSER, '').trim();
  if (trimmed === '' || hasControlCharacter(trimmed)) return null;

  let candidate: string;
  if (HTTP_SCHEME.test(trimmed)) candidate = trimmed;
  else if (OTHER_SCHEME.test(trimmed)) return null;
  else if (trimmed.startsWith('//')) candidate = `https:${trimmed}`;
  else candidate = `https://${trimmed}`;

  try {
    const url = new URL(candidate);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') return null;
  } catch {
    return null;
  }
  return candidate;
}

// Deliberately simple: one @, no whitespace, and none of the characters that
// would let an address smuggle extra mailto headers (`?`, `&`, `,`, `;`, `%`).
const MAIL_ADDRESS = /^[^\s@?&,;%<>"]+@[^\s@?&,;%<>"]+\.[^\s@?&,;%<>"]+$/;

/** A `mailto:` href with a prefilled subject and body, or null for an unusable address. */
export function mailtoHref(email: string | null | undefined, subject: string, body: string): string | null {
  const address = (email ?? '').trim();
  if (!MAIL_ADDRESS.test(address)) return null;
  // RFC 6068: line breaks in a body are CRLF.
  const crlfBody = body.replace(/\r?\n/g, '\r\n');
  const query = [`subject=${encodeURIComponent(subject)}`, `body=${encodeURIComponent(crlfBody)}`];
  return `mailto:${address}?${query.join('&')}`;
}
