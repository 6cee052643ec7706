import { describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  authFetch,
  client,
  uniqueEmail,
  jsonBody,
  authBackendForFile,
} from './auth-helpers.ts';

const backend = authBackendForFile({
  rateLimits: { signInSignUps: 3, tokenRefresh: 3, tokenVerifications: 3, emailSent: 2 },
});

describe('per-IP rate limits', () => {
  it('answers the sign-in after the limit with 429 over_request_rate_limit', async () => {
    const supabase = client(backend());
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { error } = await supabase.auth.signInWithPassword({
        email: uniqueEmail('rl'),
        password: STRONG_PASSWORD,
      });
      expect(error?.status).toBe(400);
    }
    const { error } = await supabase.auth.signInWithPassword({
      email: uniqueEmail('rl'),
      password: STRONG_PASSWORD,
    });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
    expect(error?.message).toBe('Request rate limit reached');

    // Sign-ups share the bucket with sign-ins.
    const signUp = await supabase.auth.signUp({ email: uniqueEmail('rl'), password: STRONG_PASSWORD });
    expect(signUp.error?.status).toBe(429);
  });

  it('limits auth mails per hour with over_email_send_rate_limit', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await fetch(`${backend().url}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: backend().anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: uniqueEmail('mail') }),
      });
      statuses.push({ status: response.status, body: await jsonBody(response) });
    }
    expect(statuses.map((entry) => entry.status)).toEqual([200, 200, 429]);
    expect(statuses[2]?.body).toEqual({
      code: 429,
      error_code: 'over_email_send_rate_limit',
      msg: 'Email rate limit exceeded',
    });
    const otp = await client(backend()).auth.signInWithOtp({ email: uniqueEmail('mail') });
    expect(otp.error?.code).toBe('over_email_send_rate_limit');
  });

  it('limits refresh-token grants and verifications separately', async () => {
    for (const [path, body] of [
      ['/token?grant_type=refresh_token', { refresh_token: 'never-issued' }],
      ['/verify', { type: 'magiclink', token_hash: 'never-issued' }],
    ] as const) {
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await authFetch(backend(), path, { body: JSON.stringify(body) })).status);
      }
      expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
      expect(statuses[3]).toBe(429);
    }
  });
});
