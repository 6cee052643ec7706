import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '../../../supabase/local/config.ts';
import { addSources, inlineHashes } from '../../../supabase/local/http/security-headers.ts';
import { deriveApiKeys } from '../../../supabase/local/keys.ts';
import { type StartedApp, startApp } from '../../../scripts/start.ts';
import { rawRequest } from '../gateway/raw-request.ts';
import { freePort } from '../support/free-port.ts';
import { expectSecurityHeaders, header, sourcesFor } from './security-header-checks.ts';

// What `npm start` serves, headers only: the production build (kept in dist-headers-test, rebuilt only when a
// build input changed) behind `vite preview` with the backend mounted, over an in-memory database.
let app: StartedApp;
let origin: string;
let builtHtml: string;

beforeAll(async () => {
  vi.stubEnv('ORDNING_DATA_DIR', 'memory');
  // Vitest runs with NODE_ENV=test; the build must be the production one.
  vi.stubEnv('NODE_ENV', 'production');
  app = await startApp({
    outDir: 'dist-headers-test',
    port: await freePort(),
    strictPort: true,
    logLevel: 'error',
  });
  origin = new URL(app.url).origin;
  builtHtml = readFileSync(join(app.build.outDir, 'index.html'), 'utf8');
}, 180_000);

afterAll(async () => {
  await app.close();
  // The next file in this worker runs in the same process (vitest.config.ts: no isolation).
  vi.unstubAllEnvs();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(`${origin}${path}`, { headers: { host: new URL(origin).host, ...headers } });

describe('the app (HTML and assets)', () => {
  it('serves index.html with a CSP that allows exactly its inline scripts by hash', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    const policy = expectSecurityHeaders(response.headers);
    const { scripts, handlers } = inlineHashes(builtHtml);
    expect(scripts.length).toBeGreaterThan(0);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      ...scripts,
      ...(handlers.length ? ["'unsafe-hashes'", ...handlers] : []),
    ]);
    // The embedded backend is this app's Supabase URL: its origin, as a deployment names VITE_SUPABASE_URL.
    expect(policy.get('connect-src')).toEqual(["'self'", origin]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', origin]);
  });

  it("sets zod's jitless mode before any module runs, so nothing ever tries eval", () => {
    const head = builtHtml.slice(0, builtHtml.indexOf('</head>'));
    const bootstrap = head.indexOf('__zod_globalConfig={jitless:true}');
    expect(bootstrap).toBeGreaterThan(-1);
    expect(bootstrap).toBeLessThan(head.indexOf('<script type="module"'));
  });

  it('sends the same headers on a deep link answered with the app shell', async () => {
    const [shell, deep] = await Promise.all([get('/'), get('/offers')]);
    expect(deep.status).toBe(200);
    expectSecurityHeaders(deep.headers);
    expect(header(deep.headers, 'content-security-policy')).toBe(
      header(shell.headers, 'content-security-policy'),
    );
  });

  it('sends them on a JavaScript asset and on the service worker', async () => {
    const script = /<script type="module" crossorigin src="([^"]+\.js)"/.exec(builtHtml)?.[1];
    expect(script).toBeTruthy();
    for (const path of [script ?? '', '/sw.js']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(header(response.headers, 'content-type'), path).toMatch(/javascript/);
      expectSecurityHeaders(response.headers);
    }
  });

  it('writes the same headers for static hosts into the build (_headers and vercel.json)', async () => {
    const served = (await get('/')).headers;
    const vercel = JSON.parse(readFileSync(join(app.build.outDir, 'vercel.json'), 'utf8')) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const everyPath = vercel.headers.find((rule) => rule.source === '/(.*)')?.headers ?? [];
    const netlify = readFileSync(join(app.build.outDir, '_headers'), 'utf8');
    expect(everyPath.map(({ key }) => key)).toEqual(
      expect.arrayContaining(['Content-Security-Policy', 'X-Content-Type-Options', 'Permissions-Policy']),
    );
    for (const { key, value } of everyPath) {
      // The static hosts' CSP names VITE_SUPABASE_URL (none here); the preview adds its embedded backend.
      const expected =
        key === 'Content-Security-Policy'
          ? addSources(value, { 'connect-src': [origin], 'img-src': [origin] })
          : value;
      expect(header(served, key), key).toBe(expected);
      expect(netlify).toContain(`  ${key}: ${value}\n`);
    }
    expect(netlify.startsWith('/*\n')).toBe(true);
  });

  it('sends deep links to the app shell on static hosts too (_redirects and vercel.json rewrites)', () => {
    // An auth mail's /password-reset or /accept-invite is a first visit: no service worker answers it.
    const redirects = readFileSync(join(app.build.outDir, '_redirects'), 'utf8');
    expect(redirects.trim().split(/\s+/)).toEqual(['/*', '/index.html', '200']);
    const vercel = JSON.parse(readFileSync(join(app.build.outDir, 'vercel.json'), 'utf8')) as {
      rewrites: { source: string; destination: string }[];
    };
    expect(vercel.rewrites).toEqual([{ source: '/(.*)', destination: '/index.html' }]);
  });
});

describe('the backend on the same origin', () => {
  let apiHeaders: () => Record<string, string>;
  beforeAll(async () => {
    const { anonKey } = await deriveApiKeys(resolveConfig({}).jwtSecret);
    apiHeaders = () => ({ apikey: anonKey });
  });

  it('sends them on REST answers, with a policy that lets nothing load or run', async () => {
    const response = await get('/rest/v1/categories?select=id,name', apiHeaders());
    expect(response.status).toBe(200);
    const policy = expectSecurityHeaders(response.headers);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(sourcesFor(policy, 'connect-src')).toEqual(["'none'"]);
  });

  it('sends them on auth errors and unknown API paths too', async () => {
    for (const path of ['/auth/v1/user', '/rest/v1/no_such_table', '/functions/v1/no-such-function']) {
      const response = await get(path, apiHeaders());
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expectSecurityHeaders(response.headers);
    }
  });

  it('serves a stored image inline but sandboxed', async () => {
    const response = await get('/storage/v1/object/public/offer-images/seed/nordlys-bilpleie-1.webp', {
      'accept-encoding': 'br, gzip',
    });
    expect(response.status).toBe(200);
    expect(header(response.headers, 'content-type')).toBe('image/webp');
    const policy = expectSecurityHeaders(response.headers);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('sandbox')).toBe(true);
    expect(header(response.headers, 'content-disposition')).toBe('');
    // Images are compressed already: never compressed again.
    expect(header(response.headers, 'content-encoding')).toBe('');
  });

  it('sends them on the mail page, whose own inline styles are allowed by hash', async () => {
    const response = await get('/_mail');
    expect(response.status).toBe(200);
    const policy = expectSecurityHeaders(response.headers, 'no-referrer');
    const { styles } = inlineHashes(response.body);
    expect(styles.length).toBeGreaterThan(0);
    expect(policy.get('style-src')).toEqual(styles);
    expect(sourcesFor(policy, 'script-src')).toEqual(["'none'"]);
  });
});
