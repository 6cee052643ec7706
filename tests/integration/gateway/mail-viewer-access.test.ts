import { describe, expect, it } from 'vitest';
import { startTestBackend } from '../support/backend.ts';
import { backendForFile } from '../support/backend-for-file.ts';
import { rawRequest } from './raw-request.ts';

const backend = backendForFile(() => startTestBackend({ seed: false }));

const messages = () => `${backend().url}/_mail/api/messages`;
const ownOrigin = () => new URL(backend().url).origin;

async function recoveryMailExists(): Promise<void> {
  // Any mail will do: the outbox must have something worth stealing.
  const response = await fetch(`${backend().url}/auth/v1/recover`, {
    method: 'POST',
    headers: { apikey: backend().anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nobody@example.test' }),
  });
  expect(response.status).toBe(200);
}

describe('the local mail viewer', () => {
  it('answers a same-origin request from this machine, without CORS headers', async () => {
    await recoveryMailExists();
    const sameOrigin = await rawRequest(messages(), {
      headers: { origin: ownOrigin(), 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
    });
    expect(sameOrigin.status).toBe(200);
    expect(Array.isArray(JSON.parse(sameOrigin.body))).toBe(true);
    expect(sameOrigin.headers['access-control-allow-origin']).toBeUndefined();
    expect(sameOrigin.headers['cache-control']).toBe('no-store');

    const typedIntoTheAddressBar = await rawRequest(`${backend().url}/_mail`, {
      headers: { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
    });
    expect(typedIntoTheAddressBar.status).toBe(200);
    expect(typedIntoTheAddressBar.body).toContain('Lokal e-post');
    expect(typedIntoTheAddressBar.headers['x-frame-options']).toBe('DENY');
  });

  it('refuses a page on another site that reads the mail API', async () => {
    const crossSite = await rawRequest(messages(), {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).not.toContain('@');
    expect(crossSite.headers['access-control-allow-origin']).toBeUndefined();

    // Another local dev server (same site, other port) is not this origin either.
    const otherPort = await rawRequest(messages(), {
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-site' },
    });
    expect(otherPort.status).toBe(403);

    // Without Sec-Fetch headers (older browsers) the Origin alone decides.
    const originOnly = await rawRequest(messages(), { headers: { origin: 'https://evil.example' } });
    expect(originOnly.status).toBe(403);

    const clearing = await rawRequest(messages(), {
      method: 'DELETE',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(clearing.status).toBe(403);
  });

  it('refuses a DNS-rebinding page whose host name resolves to this machine', async () => {
    const port = new URL(backend().url).port;
    const rebound = await rawRequest(messages(), {
      headers: {
        host: `evil.example:${port}`,
        origin: `http://evil.example:${port}`,
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(rebound.status).toBe(403);
  });

  it('refuses a peer that is not this machine', async () => {
    const request = new Request(messages(), { headers: { 'sec-fetch-site': 'same-origin' } });
    const fromTheNetwork = await backend().gateway.app.fetch(request, {
      incoming: { socket: { remoteAddress: '192.0.2.10' } },
    });
    expect(fromTheNetwork.status).toBe(403);
    const fromHere = await backend().gateway.app.fetch(new Request(messages()), {
      incoming: { socket: { remoteAddress: '::ffff:127.0.0.1' } },
    });
    expect(fromHere.status).toBe(200);
  });
});
