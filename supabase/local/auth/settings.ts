import type { GatewayContext } from '../context.ts';
import { compileUrlPattern } from '../http/url-patterns.ts';

/** The GoTrue settings this service honours, resolved once per gateway. */
export interface AuthSettings {
  /** GOTRUE_MAILER_AUTOCONFIRM: sign-ups get a session at once instead of a confirmation mail. */
  mailerAutoconfirm: boolean;
  /** GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: how long a just-rotated refresh token may be replayed. */
  refreshTokenReuseIntervalSeconds: number;
  /** GOTRUE_MAILER_OTP_EXP: lifetime of mailed links and codes. */
  otpExpirySeconds: number;
  jwtSecret: string;
  jwtExpirySeconds: number;
  /** GOTRUE_SITE_URL: the default landing page of every mail link. */
  siteUrl: string;
  /** GOTRUE_URI_ALLOW_LIST, compiled: where else a mail link may land. */
  redirectAllowList: RegExp[];
  /** API_EXTERNAL_URL: the gateway's public origin, for mail links and the JWT issuer. */
  apiUrl: string;
  /** GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION. */
  securePasswordChange: boolean;
  /** GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED. */
  doubleConfirmEmailChanges: boolean;
}

/**
 * Hosted Supabase's defaults: confirmation mail on, 10 s reuse interval,
 * one-hour links, secure password and e-mail changes. `AUTH_MAILER_AUTOCONFIRM=true`
 * turns confirmation off locally.
 */
export function resolveAuthSettings(ctx: GatewayContext): AuthSettings {
  const { config } = ctx;
  return {
    mailerAutoconfirm: config.mailerAutoconfirm,
    refreshTokenReuseIntervalSeconds: config.refreshTokenReuseIntervalSeconds,
    otpExpirySeconds: 3600,
    jwtSecret: config.jwtSecret,
    jwtExpirySeconds: config.jwtExpirySeconds,
    siteUrl: config.siteUrl,
    redirectAllowList: config.additionalRedirectUrls.map(compileUrlPattern),
    apiUrl: config.apiUrl,
    securePasswordChange: config.securePasswordChange,
    doubleConfirmEmailChanges: config.doubleConfirmEmailChanges,
  };
}
