import type { Context, MiddlewareHandler } from 'hono';
import type { AuthRateLimits } from '../config.ts';
import { clientIp } from '../http/client-ip.ts';
import { tooManyRequests } from './errors.ts';

export type RateLimitBucket = keyof AuthRateLimits;

const FIVE_MINUTES = 5 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

// Windows as in supabase/config.toml's [auth.rate_limit]: e-mails per hour, the rest per 5 minutes.
const WINDOW_MS: Record<RateLimitBucket, number> = {
  signInSignUps: FIVE_MINUTES,
  tokenRefresh: FIVE_MINUTES,
  tokenVerifications: FIVE_MINUTES,
  emailSent: ONE_HOUR,
};

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters per bucket and client IP, kept in memory for the life
 * of one gateway (GoTrue keeps its limiters in memory too). Auth e-mails are
 * counted for the whole project, whoever asks, as GoTrue's email_sent is: one
 * busy caller spends everyone's mail.
 */
export class AuthRateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits: AuthRateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; throws GoTrue's 429 once the bucket's limit is spent. */
  hit(bucket: RateLimitBucket, ip: string): void {
    const now = this.now();
    if (this.windows.size > 10_000) this.evictExpired(now);
    const key = bucket === 'emailSent' ? bucket : `${bucket}:${ip}`;
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + WINDOW_MS[bucket] };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count > this.limits[bucket]) {
      throw bucket === 'emailSent'
        ? tooManyRequests('over_email_send_rate_limit', 'Email rate limit exceeded')
        : tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
    }
  }

  private evictExpired(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** A route guard counting every request against one bucket. */
export function rateLimited(limiter: AuthRateLimiter, bucket: RateLimitBucket): MiddlewareHandler {
  return async (c: Context, next) => {
    limiter.hit(bucket, clientIp(c));
    await next();
  };
}
