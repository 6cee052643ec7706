import { describe, expect, it } from 'vitest';
import { rawRequest } from '../gateway/raw-request.ts';
import {
  authBackendForFile,
  authFetch,
  clickLink,
  createConfirmedUser,
  latestMail,
  uniqueEmail,
  verifyLinkOf,
} from './auth-helpers.ts';

// config.toml's [auth]: site_url and additional_redirect_urls (the gateway's defaults).
const SITE_URL = 'http://localhost:5173';
const backend = authBackendForFile({ siteUrl: SITE_URL });

async function recoveryLink(redirectTo?: string): Promise<URL> {
  const email = uniqueEmail('redirect');
  await createConfirmedUser(backend(), email);
  const query = redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : '';
  const response = await authFetch(backend(), `/recover${query}`, { body: JSON.stringify({ email }) });
  expect(response.status).toBe(200);
  return new URL(verifyLinkOf(await latestMail(backend(), email)));
}

describe('mail links', () => {
  it('point at the configured API URL and site URL whatever Host header is sent', async () => {
    const email = uniqueEmail('hosthdr');
    await createConfirmedUser(backend(), email);
    const port = new URL(backend().url).port;
    const response = await rawRequest(`${backend().url}/auth/v1/recover`, {
      method: 'POST',
      headers: {
        host: `evil.example:${port}`,
        apikey: backend().anonKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(200);
    const link = new URL(verifyLinkOf(await latestMail(backend(), email)));
    expect(link.origin).toBe(backend().url);
    expect(link.searchParams.get('redirect_to')).toBe(SITE_URL);
  });

  it('keep a redirect_to on the site or the allow list', async () => {
    for (const allowed of [
      `${SITE_URL}/nytt-passord`,
      'http://acme.ordning.localhost:5173/nytt-passord?fra=epost',
      'http://127.0.0.1:4173/callback',
    ]) {
      const link = await recoveryLink(allowed);
      expect(link.searchParams.get('redirect_to')).toBe(allowed);
      const landing = await clickLink(link.toString());
      expect(`${landing.url.origin}${landing.url.pathname}`).toBe(allowed.split('?')[0]);
    }
  });

  it('fall back to the site URL for a redirect_to outside the allow list', async () => {
    for (const foreign of [
      'https://evil.example/steal',
      'http://acme.ordning.localhost.evil.example:5173/',
      'http://a.b.ordning.localhost:5173/',
      'http://2130706433:5173/',
      'http://10.0.0.1:5173/',
      'javascript:alert(1)//localhost:5173',
    ]) {
      const link = await recoveryLink(foreign);
      expect(link.searchParams.get('redirect_to'), foreign).toBe(SITE_URL);
      const landing = await clickLink(link.toString());
      expect(landing.url.origin).toBe(SITE_URL);
    }
  });

  it('ignore a foreign Referer too', async () => {
    const email = uniqueEmail('referer');
    await createConfirmedUser(backend(), email);
    await authFetch(backend(), '/recover', {
      body: JSON.stringify({ email }),
      headers: { referer: 'https://evil.example/page' },
    });
    const link = new URL(verifyLinkOf(await latestMail(backend(), email)));
    expect(link.searchParams.get('redirect_to')).toBe(SITE_URL);
  });
});
