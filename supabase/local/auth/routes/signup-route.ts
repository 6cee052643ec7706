import type { Hono } from 'hono';
import * as z from 'zod';
import { unprocessable, validationFailed } from '../errors.ts';
import { type AuthMail, sendAuthMail, verifyLink } from '../mailer.ts';
import { obfuscatedNewUser } from '../obfuscated-user.ts';
import { issueEmailToken } from '../one-time-tokens.ts';
import { PkceFields, createFlowState, pkceChallengeOf } from '../pkce.ts';
import { checkPasswordStrength, hashPassword } from '../passwords.ts';
import { rateLimited } from '../rate-limit.ts';
import { metadataObject, optionalString, readBody } from '../request-body.ts';
import { type AuthService, requestOrigin, resolveRedirect, validateEmail } from '../service.ts';
import { type SessionGrant, sessionResponse, startSession } from '../sessions.ts';
import { findUserByEmail, insertUser, serializeUser } from '../users.ts';

const SignupBody = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  data: metadataObject,
  email_redirect_to: optionalString,
  ...PkceFields,
});

export function registerSignupRoute(app: Hono, service: AuthService): void {
  const { ctx, settings, limiter } = service;

  app.post('/signup', rateLimited(limiter, 'signInSignUps'), async (c) => {
    const body = await readBody(c, SignupBody);
    if (body.phone && !body.email)
      throw unprocessable('phone_provider_disabled', 'Phone signups are disabled');
    if (!body.email) throw validationFailed('To signup, please provide your email', 422);
    if (!body.password) throw validationFailed('Signup requires a valid password', 422);
    checkPasswordStrength(body.password);
    const email = validateEmail(body.email);
    const pkce = pkceChallengeOf(body);
    const data = body.data ?? {};
    if (!settings.mailerAutoconfirm) limiter.hit('emailSent', requestOrigin(c, service).ip);

    const from = requestOrigin(c, service);
    const redirectTo = resolveRedirect(c, service, c.req.query('redirect_to') || body.email_redirect_to);
    // bcrypt is slow on purpose; hash before taking the single database connection.
    const passwordHash = await hashPassword(body.password);

    const result = await ctx.db.transaction(async (tx): Promise<{ body: object; mail?: AuthMail }> => {
      const existing = await findUserByEmail(tx, email);
      if (existing?.email_confirmed_at) {
        if (settings.mailerAutoconfirm) throw unprocessable('user_already_exists', 'User already registered');
        // The caller must not learn that the address is taken; its owner signs in instead.
        return { body: await obfuscatedNewUser(tx, email, data) };
      }
      // An unconfirmed address is not proven to be the caller's: GoTrue leaves
      // the row alone and only sends the confirmation again.
      const user =
        existing ??
        (await insertUser(tx, {
          email,
          passwordHash,
          userMetadata: data,
          confirmed: settings.mailerAutoconfirm,
        }));
      if (settings.mailerAutoconfirm) {
        const grant: SessionGrant = await startSession(tx, user, 'password', from);
        return { body: await sessionResponse(tx, settings, from, user.id, grant) };
      }
      if (pkce) await createFlowState(tx, user.id, 'email/signup', pkce);
      const token = await issueEmailToken(tx, user.id, 'confirmation_token', email);
      const fresh = await findUserByEmail(tx, email);
      return {
        body: await serializeUser(tx, fresh ?? user),
        mail: {
          to: email,
          kind: 'signup',
          link: verifyLink(from.origin, token, 'signup', redirectTo, pkce !== null),
          otp: token.otp,
        },
      };
    });
    if (result.mail) await sendAuthMail(ctx.mail, result.mail);
    return c.json(result.body);
  });
}
