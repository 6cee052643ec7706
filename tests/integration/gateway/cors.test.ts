import { describe, expect, it } from 'vitest';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';

// The defaults mirror supabase/config.toml: site http://localhost:5173, white-label *.ordning.localhost:5173.
const backend = backendForFile(() => startTestBackend({ seed: false }));

const SITE = 'http://localhost:5173';
const WHITE_LABEL = 'http://acme.ordning.localhost:5173';
const EVIL = 'https://evil.example';

function get(path: string, origin: string): Promise<Response> {
  return fetch(`${backend().url}${path}`, {
    headers: { origin, apikey: backend().anonKey, authorization: `Bearer ${backend().anonKey}` },
  });
}

function preflight(path: string, origin: string): Promise<Response> {
  return fetch(`${backend().url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'apikey, authorization, content-type',
    },
  });
}

describe('CORS', () => {
  it('allows the configured site and its white-label subdomains, varying by Origin', async () => {
    for (const origin of [SITE, WHITE_LABEL]) {
      for (const path of ['/auth/v1/settings', '/rest/v1/', '/storage/v1/bucket']) {
        const response = await get(path, origin);
        expect(response.headers.get('access-control-allow-origin'), `${origin} ${path}`).toBe(origin);
        expect(response.headers.get('vary')).toMatch(/origin/i);
      }
      const allowed = await preflight('/auth/v1/token?grant_type=password', origin);
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(origin);
      expect(allowed.headers.get('access-control-allow-headers')).toContain('apikey');
    }
  });

  it('gives a foreign site no CORS header at all, never *', async () => {
    for (const path of ['/auth/v1/settings', '/rest/v1/', '/storage/v1/bucket']) {
      const response = await get(path, EVIL);
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(response.headers.get('vary')).toMatch(/origin/i);
    }
    const denied = await preflight('/auth/v1/token?grant_type=password', EVIL);
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    expect(denied.headers.get('access-control-allow-methods')).toBeNull();

    // A glob label is one label: a look-alike host with the app domain inside is foreign.
    const lookAlike = await get('/auth/v1/settings', 'http://acme.ordning.localhost.evil.example:5173');
    expect(lookAlike.headers.get('access-control-allow-origin')).toBeNull();
    const otherPort = await get('/auth/v1/settings', 'http://localhost:3000');
    expect(otherPort.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('takes the allowed origins from the gateway options', async () => {
    const custom = await startTestBackend({ seed: false, corsOrigins: ['https://app.example'] });
    try {
      const headers = { origin: 'https://app.example', apikey: custom.anonKey };
      const allowed = await fetch(`${custom.url}/auth/v1/settings`, { headers });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example');
      const site = await fetch(`${custom.url}/auth/v1/settings`, { headers: { ...headers, origin: SITE } });
      expect(site.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await custom.close();
    }
  });
});
