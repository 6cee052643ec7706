import { DEFAULT_JWT_SECRET } from './keys.ts';

/** Per-IP limits, per window, mirroring `[auth.rate_limit]` in supabase/config.toml. */
export interface AuthRateLimits {
  /** Password sign-ins and sign-ups per IP per 5 minutes. */
  signInSignUps: number;
  /** Refresh-token grants per IP per 5 minutes. */
  tokenRefresh: number;
  /** OTP / magic-link verifications per IP per 5 minutes. */
  tokenVerifications: number;
  /** Auth mails (magic link, recovery, signup, invite) per IP per hour. */
  emailSent: number;
}

export interface GatewayOptions {
  /** Folder for the persisted database and stored objects; null keeps everything in memory. */
  dataDir?: string | null;
  jwtSecret?: string;
  /** Access-token lifetime in seconds (GoTrue's JWT_EXP). */
  jwtExpirySeconds?: number;
  /** Run seed.sql and store the seed images on a fresh database. */
  seed?: boolean;
  /** Where auth mails send users when no redirect_to is given; defaults to the request's origin. */
  siteUrl?: string;
  rateLimits?: Partial<AuthRateLimits>;
  /** Largest request body the REST, auth and functions endpoints accept. */
  maxBodyBytes?: number;
  /** Extra environment for edge functions (e.g. a mail provider's API key). */
  functionsEnv?: Record<string, string>;
  /** GOTRUE_MAILER_AUTOCONFIRM: sign-ups get a session at once instead of a confirmation mail. */
  mailerAutoconfirm?: boolean;
  /** GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: seconds a just-rotated refresh token may be replayed. */
  refreshTokenReuseIntervalSeconds?: number;
}

export interface ResolvedConfig {
  dataDir: string | null;
  jwtSecret: string;
  jwtExpirySeconds: number;
  seed: boolean;
  siteUrl: string | null;
  rateLimits: AuthRateLimits;
  maxBodyBytes: number;
  functionsEnv: Record<string, string>;
  mailerAutoconfirm: boolean;
  refreshTokenReuseIntervalSeconds: number;
}

export const DEFAULT_RATE_LIMITS: AuthRateLimits = {
  signInSignUps: 30,
  tokenRefresh: 150,
  tokenVerifications: 30,
  emailSent: 30,
};

function envNumber(name: string): number | undefined {
  const raw = process.env[name];
  const value = raw === undefined ? NaN : Number(raw);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Limits can be raised for long browser-test runs without touching code. */
function rateLimitsFromEnv(): Partial<AuthRateLimits> {
  const names: Record<keyof AuthRateLimits, string> = {
    signInSignUps: 'AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS',
    tokenRefresh: 'AUTH_RATE_LIMIT_TOKEN_REFRESH',
    tokenVerifications: 'AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS',
    emailSent: 'AUTH_RATE_LIMIT_EMAIL_SENT',
  };
  const limits: Partial<AuthRateLimits> = {};
  for (const [key, name] of Object.entries(names) as [keyof AuthRateLimits, string][]) {
    const value = envNumber(name);
    if (value !== undefined) limits[key] = value;
  }
  return limits;
}

export function resolveConfig(options: GatewayOptions): ResolvedConfig {
  return {
    dataDir: options.dataDir ?? null,
    jwtSecret: options.jwtSecret ?? process.env.JWT_SECRET ?? DEFAULT_JWT_SECRET,
    jwtExpirySeconds: options.jwtExpirySeconds ?? 3600,
    seed: options.seed ?? true,
    siteUrl: options.siteUrl ?? null,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...rateLimitsFromEnv(), ...options.rateLimits },
    maxBodyBytes: options.maxBodyBytes ?? 1024 * 1024,
    functionsEnv: options.functionsEnv ?? {},
    mailerAutoconfirm: options.mailerAutoconfirm ?? process.env.AUTH_MAILER_AUTOCONFIRM === 'true',
    refreshTokenReuseIntervalSeconds:
      options.refreshTokenReuseIntervalSeconds ?? envNumber('AUTH_REFRESH_TOKEN_REUSE_INTERVAL') ?? 10,
  };
}
