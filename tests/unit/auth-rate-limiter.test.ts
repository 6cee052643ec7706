// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AuthRateLimiter } from '../../supabase/local/auth/rate-limit.ts';

const limits = { signInSignUps: 2, tokenRefresh: 2, tokenVerifications: 2, emailSent: 2 };

describe('the embedded auth rate limits', () => {
  it('counts auth e-mails for the whole project, as GoTrue does, whatever the address', () => {
    const limiter = new AuthRateLimiter(limits, () => 0);
    limiter.hit('emailSent', '198.51.100.1');
    limiter.hit('emailSent', '198.51.100.2');
    expect(() => limiter.hit('emailSent', '198.51.100.3')).toThrow(/Email rate limit exceeded/);
  });

  it('counts sign-ins per client address', () => {
    const limiter = new AuthRateLimiter(limits, () => 0);
    limiter.hit('signInSignUps', '198.51.100.1');
    limiter.hit('signInSignUps', '198.51.100.1');
    expect(() => limiter.hit('signInSignUps', '198.51.100.1')).toThrow(/Request rate limit reached/);
    expect(() => limiter.hit('signInSignUps', '198.51.100.2')).not.toThrow();
  });

  it('opens a new window once the hour has passed', () => {
    let now = 0;
    const limiter = new AuthRateLimiter(limits, () => now);
    limiter.hit('emailSent', 'a');
    limiter.hit('emailSent', 'b');
    now = 60 * 60 * 1000;
    expect(() => limiter.hit('emailSent', 'c')).not.toThrow();
  });
});
