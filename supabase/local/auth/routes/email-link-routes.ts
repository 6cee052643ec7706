import type { Context, Hono } from 'hono';
import * as z from 'zod';
import type { Queryable } from '../../db/database.ts';
import { requestEmailChange } from '../email-change.ts';
import { unprocessable, validationFailed } from '../errors.ts';
import { type AuthMail, type AuthMailKind, sendAuthMail, verifyLink } from '../mailer.ts';
import { type TokenKind, issueEmailToken } from '../one-time-tokens.ts';
import {
  type FlowMethod,
  type PkceChallenge,
  PkceFields,
  createFlowState,
  pkceChallengeOf,
} from '../pkce.ts';
import { metadataObject, optionalString, readBody } from '../request-body.ts';
import { type AuthService, requestOrigin, resolveRedirect, validateEmail } from '../service.ts';
import { type AuthUser, findUserByEmail, insertUser } from '../users.ts';

const OtpBody = z.object({
  email: optionalString,
  phone: optionalString,
  data: metadataObject,
  create_user: z.boolean().nullish(),
  email_redirect_to: optionalString,
  ...PkceFields,
});
const RecoverBody = z.object({ email: optionalString, ...PkceFields });
const ResendBody = z.object({
  email: optionalString,
  phone: optionalString,
  type: optionalString,
  ...PkceFields,
});

const FLOW_OF_MAIL: Partial<Record<AuthMailKind, FlowMethod>> = {
  signup: 'email/signup',
  magiclink: 'magiclink',
  recovery: 'recovery',
};

const RESEND_TYPES = ['signup', 'email_change', 'sms', 'phone_change'];

async function prepareMail(
  tx: Queryable,
  user: AuthUser,
  tokenKind: TokenKind,
  mailKind: AuthMailKind,
  to: string,
  origin: string,
  redirectTo: string,
  pkce: PkceChallenge | null = null,
): Promise<AuthMail> {
  const flow = pkce ? FLOW_OF_MAIL[mailKind] : undefined;
  if (pkce && flow) await createFlowState(tx, user.id, flow, pkce);
  const token = await issueEmailToken(tx, user.id, tokenKind, to);
  const link = verifyLink(origin, token, mailKind, redirectTo, flow !== undefined);
  return { to, kind: mailKind, link, otp: token.otp };
}

function mailContext(c: Context, service: AuthService, bodyRedirect?: string) {
  const from = requestOrigin(c, service);
  return { from, redirectTo: resolveRedirect(c, service, c.req.query('redirect_to') || bodyRedirect) };
}

export function registerEmailLinkRoutes(app: Hono, service: AuthService): void {
  const { ctx, settings, limiter } = service;

  /**
   * Magic link (and GoTrue's older /magiclink). A new or unconfirmed address
   * gets the sign-up confirmation, which signs in as well; a confirmed one gets
   * a magic link. An unknown address with create_user=false answers exactly like
   * a known one, so the endpoint cannot be used to probe for accounts.
   */
  const otpHandler = async (c: Context) => {
    const body = await readBody(c, OtpBody);
    if (body.email && body.phone) {
      throw validationFailed('Only an email address or phone number should be provided');
    }
    if (body.phone) throw unprocessable('phone_provider_disabled', 'Unsupported phone provider');
    const email = validateEmail(body.email);
    const pkce = pkceChallengeOf(body);
    const { from, redirectTo } = mailContext(c, service, body.email_redirect_to);
    limiter.hit('emailSent', from.ip);

    const mail = await ctx.db.transaction(async (tx): Promise<AuthMail | null> => {
      let user = await findUserByEmail(tx, email);
      if (!user) {
        if (body.create_user === false) return null;
        user = await insertUser(tx, {
          email,
          passwordHash: '',
          userMetadata: body.data ?? {},
          confirmed: settings.mailerAutoconfirm,
        });
      }
      if (!user.email_confirmed_at) {
        return prepareMail(tx, user, 'confirmation_token', 'signup', email, from.origin, redirectTo, pkce);
      }
      return prepareMail(tx, user, 'recovery_token', 'magiclink', email, from.origin, redirectTo, pkce);
    });
    if (mail) await sendAuthMail(ctx.mail, mail);
    return c.json({});
  };
  app.post('/otp', otpHandler);
  app.post('/magiclink', otpHandler);

  /** Password recovery; unknown addresses get the same empty 200 (no enumeration). */
  app.post('/recover', async (c) => {
    const body = await readBody(c, RecoverBody);
    if (!body.email) throw validationFailed('Password recovery requires an email', 422);
    const email = validateEmail(body.email);
    const pkce = pkceChallengeOf(body);
    const { from, redirectTo } = mailContext(c, service);
    limiter.hit('emailSent', from.ip);

    const mail = await ctx.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return null;
      return prepareMail(tx, user, 'recovery_token', 'recovery', email, from.origin, redirectTo, pkce);
    });
    if (mail) await sendAuthMail(ctx.mail, mail);
    return c.json({});
  });

  /** Sends the sign-up confirmation or the e-mail change mail again. */
  app.post('/resend', async (c) => {
    const body = await readBody(c, ResendBody);
    if (!RESEND_TYPES.includes(body.type)) {
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    if (body.type === 'sms' || body.type === 'phone_change') {
      throw unprocessable('phone_provider_disabled', 'Unsupported phone provider');
    }
    if (!body.email) throw validationFailed('Type provided requires an email address');
    const email = validateEmail(body.email);
    const pkce = pkceChallengeOf(body);
    const { from, redirectTo } = mailContext(c, service);
    limiter.hit('emailSent', from.ip);

    const mails = await ctx.db.transaction(async (tx): Promise<AuthMail[]> => {
      const user = await findUserByEmail(tx, email);
      if (!user) return [];
      if (body.type === 'signup') {
        if (user.email_confirmed_at) return [];
        return [
          await prepareMail(tx, user, 'confirmation_token', 'signup', email, from.origin, redirectTo, pkce),
        ];
      }
      if (!user.email_change) return [];
      // Both addresses again, with fresh links, as GoTrue's resend of an e-mail change does.
      return requestEmailChange(tx, settings, user, user.email_change, redirectTo);
    });
    for (const mail of mails) await sendAuthMail(ctx.mail, mail);
    return c.json({});
  });
}
