import { expect } from 'vitest';

type HeaderBag = Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** A CSP as a map of directive name to its sources. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The sources that govern a fetch directive: its own, else default-src (CSP's fallback). */
export function sourcesFor(policy: Map<string, string[]>, directive: string): string[] {
  return policy.get(directive) ?? policy.get('default-src') ?? [];
}

/**
 * What every response must carry: a CSP that never lets inline or eval'd
 * script run and locks down plugins, <base> and framing, plus nosniff,
 * the referrer, permissions and opener policies. Returns the parsed CSP.
 */
export function expectSecurityHeaders(
  headers: HeaderBag,
  // The mail viewer lists magic-link tokens: it sends no referrer at all, which is stricter still.
  referrerPolicy = 'strict-origin-when-cross-origin',
): Map<string, string[]> {
  const raw = header(headers, 'content-security-policy');
  expect(raw, 'Content-Security-Policy').not.toBe('');
  const policy = parsePolicy(raw);
  for (const directive of ['script-src', 'script-src-elem', 'script-src-attr']) {
    const sources = policy.get(directive) ?? sourcesFor(policy, 'script-src');
    expect(sources, directive).not.toContain("'unsafe-inline'");
    expect(sources, directive).not.toContain("'unsafe-eval'");
    expect(sources, directive).not.toContain('*');
  }
  expect(sourcesFor(policy, 'object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(header(headers, 'x-content-type-options')).toBe('nosniff');
  expect(header(headers, 'referrer-policy')).toBe(referrerPolicy);
  expect(header(headers, 'cross-origin-opener-policy')).toBe('same-origin');
  const permissions = header(headers, 'permissions-policy');
  expect(permissions).toContain('clipboard-write=(self)');
  expect(permissions).toContain('screen-wake-lock=(self)');
  for (const unused of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
    expect(permissions).toContain(unused);
  }
  return policy;
}

export { header };
