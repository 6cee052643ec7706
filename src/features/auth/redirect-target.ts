// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * Where to go after signing in: a same-origin relative path ('/offer/123?x=1#y')
 * or '/'. Absolute URLs, protocol-relative ('//evil.test') and backslash
 * tricks ('/\\evil.test'), which browsers treat as other hosts, fall back to '/'.
 */
export function safeRedirectPath(value: unknown, origin = 'http://app.invalid'): string {
  if (typeof value !== 'string') return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  if (CONTROL_CHARACTERS.test(value)) return '/';
  try {
    const url = new URL(value, origin);
    if (url.origin !== new URL(origin).origin) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/**
 * For search schemas: a redirectTo worth keeping is one safeRedirectPath
 * leaves as it is ('/' itself, or any other same-origin path it does not
 * turn into '/').
 */
export function isSafeRedirectPath(value: string): boolean {
  return value === '/' || safeRedirectPath(value) !== '/';
}

/** The magic link's return address: this origin plus the safe redirect path. */
export function magicLinkRedirect(origin: string, redirectTo: unknown): string {
  return `${origin}${safeRedirectPath(redirectTo, origin)}`;
}
