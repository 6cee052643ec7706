import { createHash } from 'node:crypto';

/**
 * The one source of the security headers: the preview server (`npm start`),
 * the local gateway, and the files static hosts read from the build output
 * (`_headers` for Netlify and Cloudflare Pages, `vercel.json`) all take them
 * from here, so a deployed app and a local one send the same policy.
 */

/**
 * Powerful features the app never uses are switched off for it and anything
 * it embeds. It copies codes (clipboard-write) and keeps the screen on at the
 * till (screen-wake-lock). clipboard-read is left at the browser's default
 * (this origin, behind a permission prompt): the app never reads the
 * clipboard, but the browser tests read what it copied from the page.
 */
const PERMISSIONS = {
  accelerometer: '()',
  autoplay: '()',
  camera: '()',
  'clipboard-write': '(self)',
  'display-capture': '()',
  'encrypted-media': '()',
  fullscreen: '()',
  geolocation: '()',
  gyroscope: '()',
  hid: '()',
  'idle-detection': '()',
  magnetometer: '()',
  microphone: '()',
  midi: '()',
  payment: '()',
  'picture-in-picture': '()',
  'publickey-credentials-get': '()',
  'screen-wake-lock': '(self)',
  serial: '()',
  usb: '()',
  'xr-spatial-tracking': '()',
};

export const PERMISSIONS_POLICY = Object.entries(PERMISSIONS)
  .map(([feature, allowlist]) => `${feature}=${allowlist}`)
  .join(', ');

/** What every response carries, whatever it is. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Where the preview server collects CSP violation reports in test mode (ORDNING_CSP_REPORT_FILE). */
export const CSP_REPORT_PATH = '/__csp-report';

export interface InlineHashes {
  /** `'sha256-…'` of each inline <script> body. */
  scripts: string[];
  /** `'sha256-…'` of each inline event handler attribute (`onload="…"`), allowed with 'unsafe-hashes'. */
  handlers: string[];
  /** `'sha256-…'` of each inline <style> body. */
  styles: string[];
}

export interface AppPolicyOptions {
  /** Hashes of the built index.html's inline scripts and handlers (inlineHashes). */
  hashes: Pick<InlineHashes, 'scripts' | 'handlers'>;
  /** VITE_SUPABASE_URL when the app talks to a hosted project; unset means the app's own origin. */
  supabaseUrl?: string;
  /** A report-uri for violation reports (the browser tests' collector). */
  reportUri?: string;
}

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The CSP hashes of an HTML document's inline code, computed from the HTML
 * that is actually served (the build output, a rendered page), so they can
 * never go stale.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(([, , body]) => sha256(body ?? ''));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) =>
    sha256(body ?? ''),
  );
  const handlers = [...html.matchAll(/\son[a-z]+\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map(
    ([, double, single]) => sha256(decodeAttribute(double ?? single ?? '')),
  );
  const unique = (values: string[]) => [...new Set(values)];
  return { scripts: unique(scripts), handlers: unique(handlers), styles: unique(styles) };
}

/** The origin of a configured Supabase URL, for CSP source lists (none when unset or invalid). */
function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** A policy's directives by name, in order (`"default-src 'none'; sandbox"` -> default-src, sandbox). */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * A handler's own policy on top of the baseline the gateway would send:
 * what the handler says about a directive wins (storage's sandbox, the mail
 * viewer's frame-ancestors), every directive it leaves out comes from the baseline.
 */
export function mergePolicies(baseline: string, own: string): string {
  const merged = parsePolicy(baseline);
  for (const [name, sources] of parsePolicy(own)) merged.set(name, sources);
  return serialise(Object.fromEntries(merged));
}

/** A policy with more sources for some directives (the local backend's origin, known once the server listens). */
export function addSources(policy: string, extra: Record<string, string[]>): string {
  const directives = parsePolicy(policy);
  for (const [name, sources] of Object.entries(extra)) {
    const current = directives.get(name) ?? [];
    directives.set(name, [...current, ...sources.filter((source) => !current.includes(source))]);
  }
  return serialise(Object.fromEntries(directives));
}

/**
 * Zod compiles object parsers with `new Function` unless told not to. The
 * CSP forbids eval, so it would only fall back after a blocked attempt,
 * which the browser reports as a violation on every page with a form. This
 * inline bootstrap (hashed like the others) sets zod's documented global
 * config before any module runs: https://zod.dev/packages/core (jitless).
 */
export const ZOD_JITLESS_BOOTSTRAP = 'globalThis.__zod_globalConfig={jitless:true};';

function serialise(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The app's policy. Scripts: only the app's own files and the hashed inline
 * bootstrap of index.html, never 'unsafe-inline' or 'unsafe-eval'. Styles
 * allow 'unsafe-inline': React, Radix and Quill set style attributes and
 * sonner injects its stylesheet at run time; a style cannot run script, and
 * what it could leak is held back by img-src and connect-src, which only
 * reach this origin and the Supabase project.
 */
export function appContentSecurityPolicy(options: AppPolicyOptions): string {
  const supabase = originOf(options.supabaseUrl);
  const { scripts, handlers } = options.hashes;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts, ...(handlers.length ? ["'unsafe-hashes'", ...handlers] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...supabase],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...supabase],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (options.reportUri) directives['report-uri'] = [options.reportUri];
  return serialise(directives);
}

/** The gateway's own HTML pages (the mail viewer): nothing but their hashed inline styles and scripts. */
export function gatewayDocumentPolicy(hashes: InlineHashes): string {
  return serialise({
    'default-src': ["'none'"],
    'script-src': hashes.scripts.length ? hashes.scripts : ["'none'"],
    'style-src': hashes.styles.length ? hashes.styles : ["'none'"],
    'img-src': ["'self'", 'data:'],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/** API answers (JSON) are never documents: nothing may load or run in them. */
export const API_CONTENT_SECURITY_POLICY = serialise({
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});

/** Uploaded files: a document of its own with no origin, no script and nothing loaded. */
export const UPLOADED_OBJECT_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/** Every header of the app's responses. */
export function appSecurityHeaders(options: AppPolicyOptions): Record<string, string> {
  return { 'Content-Security-Policy': appContentSecurityPolicy(options), ...COMMON_SECURITY_HEADERS };
}

/** `_headers` (Netlify, Cloudflare Pages) and `vercel.json` for a static host, from the same headers. */
export function staticHostFiles(headers: Record<string, string>): {
  _headers: string;
  _redirects: string;
  'vercel.json': string;
} {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  const vercel = {
    headers: [{ source: '/(.*)', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }],
    // A single-page app: every path without a file is the app shell.
    rewrites: [{ source: '/(.*)', destination: '/index.html' }],
  };
  return {
    _headers: `/*\n${lines.join('\n')}\n`,
    // Netlify and Cloudflare Pages: a path without a file is the app shell (not forced, so files win),
    // else a deep link such as an auth mail's /password-reset 404s on a first visit.
    _redirects: '/*    /index.html   200\n',
    'vercel.json': `${JSON.stringify(vercel, null, 2)}\n`,
  };
}

/** The headers a built app's vercel.json sets on every path (what the preview server sends too). */
export function headersFromVercelJson(json: string): Record<string, string> {
  const parsed = JSON.parse(json) as {
    headers?: { source: string; headers: { key: string; value: string }[] }[];
  };
  const all = parsed.headers?.find((rule) => rule.source === '/(.*)');
  if (!all) throw new Error('vercel.json has no headers for every path');
  return Object.fromEntries(all.headers.map(({ key, value }) => [key, value]));
}
