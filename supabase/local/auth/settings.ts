import type { GatewayContext } from '../context.ts';

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
  siteUrl: string | null;
}

/**
 * Hosted Supabase's defaults: confirmation mail on, 10 s reuse interval,
 * one-hour links. `AUTH_MAILER_AUTOCONFIRM=true` turns confirmation off locally.
 */
export function resolveAuthSettings(ctx: GatewayContext): AuthSettings {
  return {
    mailerAutoconfirm: ctx.config.mailerAutoconfirm,
    refreshTokenReuseIntervalSeconds: ctx.config.refreshTokenReuseIntervalSeconds,
    otpExpirySeconds: 3600,
    jwtSecret: ctx.config.jwtSecret,
    jwtExpirySeconds: ctx.config.jwtExpirySeconds,
    siteUrl: ctx.config.siteUrl,
  };
}
