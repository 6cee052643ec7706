import { DEFAULT_JWT_SECRET } from './keys.ts';
import { DEFAULT_READ_CACHE, type ReadCacheOptions } from './rest/read-cache.ts';

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
  /**
   * GoTrue's SITE_URL (`[auth] site_url`): where auth mails send users when no
   * allowed redirect_to is given. Defaults to SITE_URL from the environment,
   * then to config.toml's `http://localhost:5173`.
   */
  siteUrl?: string;
  /**
   * GoTrue's URI_ALLOW_LIST (`[auth] additional_redirect_urls`), with GoTrue's
   * globs (`*` one label or path segment, `**` anything). Defaults to the site
   * URL and its white-label subdomains (`http://*.ordning.localhost:5173/**`).
   */
  additionalRedirectUrls?: string[];
  /**
   * GoTrue's API_EXTERNAL_URL: the public origin of this gateway. Mail links
   * and the JWT issuer use it, never the request's Host header. Defaults to
   * the site URL (the Vite plugin serves app and API on one origin).
   */
  apiUrl?: string;
  /**
   * Browser origins allowed to call the API cross-origin (globs as above).
   * Defaults to the origins of the site URL and the redirect URLs.
   */
  corsOrigins?: string[];
  /** PostgREST's db-max-rows (`[api] max_rows`): the most rows one read returns. */
  maxRows?: number;
  /** `[auth.email] secure_password_change`: an old session needs a mailed nonce to change the password. */
  securePasswordChange?: boolean;
  /** `[auth.email] double_confirm_changes`: an e-mail change needs the old and the new address to confirm. */
  doubleConfirmEmailChanges?: boolean;
  rateLimits?: Partial<AuthRateLimits>;
  /** Largest request body the REST, auth and functions endpoints accept. */
  maxBodyBytes?: number;
  /** Extra environment for edge functions (e.g. a mail provider's API key). */
  functionsEnv?: Record<string, string>;
  /** GOTRUE_MAILER_AUTOCONFIRM: sign-ups get a session at once instead of a confirmation mail. */
  mailerAutoconfirm?: boolean;
  /** GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: seconds a just-rotated refresh token may be replayed. */
  refreshTokenReuseIntervalSeconds?: number;
  /** Reuse of REST read answers on PGlite (rest/read-cache.ts); false turns it off. */
  readCache?: Partial<ReadCacheOptions> | false;
}

export interface ResolvedConfig {
  dataDir: string | null;
  jwtSecret: string;
  jwtExpirySeconds: number;
  seed: boolean;
  siteUrl: string;
  additionalRedirectUrls: string[];
  apiUrl: string;
  corsOrigins: string[];
  maxRows: number;
  securePasswordChange: boolean;
  doubleConfirmEmailChanges: boolean;
  rateLimits: AuthRateLimits;
  maxBodyBytes: number;
  functionsEnv: Record<string, string>;
  mailerAutoconfirm: boolean;
  refreshTokenReuseIntervalSeconds: number;
  readCache: ReadCacheOptions | false;
}

export const DEFAULT_RATE_LIMITS: AuthRateLimits = {
  signInSignUps: 30,
  tokenRefresh: 150,
  tokenVerifications: 30,
  emailSent: 30,
};

/** `[auth] site_url` of supabase/config.toml. */
export const DEFAULT_SITE_URL = 'http://localhost:5173';
/** The local app domain whose subdomains are white-label companies (VITE_APP_DOMAIN locally). */
export const LOCAL_APP_DOMAIN = 'ordning.localhost';
/** `[api] max_rows` of supabase/config.toml. */
export const DEFAULT_MAX_ROWS = 1000;

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

/** An absolute http(s) URL without a trailing slash; anything else is a configuration error. */
function baseUrl(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http or https URL, got "${value}"`);
  }
  return url.toString().replace(/\/+$/, '');
}

/**
 * config.toml's additional_redirect_urls for a site URL: the site itself and
 * the white-label subdomains on the same port (what `http://localhost:5173`
 * gives: `http://localhost:5173/**`, `http://*.ordning.localhost:5173/**`).
 */
export function defaultRedirectUrls(siteUrl: string, appDomain = LOCAL_APP_DOMAIN): string[] {
  const site = new URL(siteUrl);
  const port = site.port ? `:${site.port}` : '';
  return [`${site.origin}/**`, `${site.protocol}//*.${appDomain}${port}/**`];
}

/** The scheme, host and port part of a URL or URL pattern (`http://*.ordning.localhost:5173/**`). */
export function originPattern(pattern: string): string {
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)/i.exec(pattern);
  return match?.[1] ?? pattern;
}

function envList(name: string): string[] | undefined {
  const raw = process.env[name];
  if (!raw) return undefined;
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Settings of the functions that may come from the process environment (e.g. browser-test limits). */
const FUNCTION_ENV_NAMES = [
  'LEAD_RATE_LIMIT_PER_IP',
  'LEAD_RATE_LIMIT_PER_EMAIL',
  'LEAD_RATE_LIMIT_WINDOW_SECONDS',
  'ORG_CHECK_RATE_LIMIT_PER_IP',
  'ORG_CHECK_RATE_LIMIT_WINDOW_SECONDS',
  'ACCOUNT_NOTICE_RATE_LIMIT_PER_IP',
  'ACCOUNT_NOTICE_RATE_LIMIT_PER_EMAIL',
  'ACCOUNT_NOTICE_RATE_LIMIT_WINDOW_SECONDS',
];

function functionsEnvFromProcess(): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of FUNCTION_ENV_NAMES) {
    const value = process.env[name];
    if (value) values[name] = value;
  }
  return values;
}

export function resolveConfig(options: GatewayOptions): ResolvedConfig {
  const siteUrl = baseUrl(options.siteUrl ?? (process.env.SITE_URL || DEFAULT_SITE_URL), 'siteUrl');
  const additionalRedirectUrls =
    options.additionalRedirectUrls ?? envList('ADDITIONAL_REDIRECT_URLS') ?? defaultRedirectUrls(siteUrl);
  const corsOrigins = options.corsOrigins ?? [
    ...new Set([new URL(siteUrl).origin, ...additionalRedirectUrls.map(originPattern)]),
  ];
  return {
    dataDir: options.dataDir ?? null,
    // An empty JWT_SECRET is unset, never an empty HMAC key.
    jwtSecret: options.jwtSecret ?? (process.env.JWT_SECRET || DEFAULT_JWT_SECRET),
    jwtExpirySeconds: options.jwtExpirySeconds ?? 3600,
    seed: options.seed ?? true,
    siteUrl,
    additionalRedirectUrls,
    apiUrl: baseUrl(options.apiUrl ?? siteUrl, 'apiUrl'),
    corsOrigins,
    maxRows: options.maxRows ?? DEFAULT_MAX_ROWS,
    securePasswordChange: options.securePasswordChange ?? true,
    doubleConfirmEmailChanges: options.doubleConfirmEmailChanges ?? true,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...rateLimitsFromEnv(), ...options.rateLimits },
    maxBodyBytes: options.maxBodyBytes ?? 1024 * 1024,
    functionsEnv: { ...functionsEnvFromProcess(), ...options.functionsEnv },
    mailerAutoconfirm: options.mailerAutoconfirm ?? process.env.AUTH_MAILER_AUTOCONFIRM === 'true',
    refreshTokenReuseIntervalSeconds:
      options.refreshTokenReuseIntervalSeconds ?? envNumber('AUTH_REFRESH_TOKEN_REUSE_INTERVAL') ?? 10,
    readCache: options.readCache === false ? false : { ...DEFAULT_READ_CACHE, ...options.readCache },
  };
}
