import type { Hono } from 'hono';
import * as z from 'zod';
import { unprocessable, validationFailed } from '../errors.ts';
import { requestEmailChange } from '../email-change.ts';
import { type AuthMail, sendAuthMail } from '../mailer.ts';
import { issueEmailToken } from '../one-time-tokens.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from '../passwords.ts';
import { checkPasswordChangeAllowed } from '../reauthentication.ts';
import { metadataObject, optionalString, readBody } from '../request-body.ts';
import { type AuthService, requestOrigin, requireUser, resolveRedirect, validateEmail } from '../service.ts';
import { endSession, endUserSessions } from '../sessions.ts';
import {
  type AuthUser,
  findUserByEmail,
  findUserById,
  mergeUserMetadata,
  serializeUser,
  setPassword,
} from '../users.ts';

const UserUpdateBody = z.object({
  email: optionalString,
  phone: optionalString,
  password: z.string().nullish(),
  data: metadataObject,
  nonce: optionalString,
});

const LOGOUT_SCOPES = ['global', 'local', 'others'] as const;
type LogoutScope = (typeof LOGOUT_SCOPES)[number];

const emailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');

export function registerUserRoutes(app: Hono, service: AuthService): void {
  const { ctx, settings, limiter } = service;

  app.get('/user', async (c) => {
    const { user } = await requireUser(c, service);
    return c.json(await serializeUser(ctx.db, user));
  });

  /** updateUser(): password, metadata and e-mail changes of the signed-in user. */
  app.put('/user', async (c) => {
    const { user, sessionId } = await requireUser(c, service);
    const body = await readBody(c, UserUpdateBody);
    const from = requestOrigin(c, service);
    if (body.phone) throw unprocessable('phone_provider_disabled', 'Unsupported phone provider');

    let newEmail: string | null = null;
    if (body.email) {
      newEmail = validateEmail(body.email);
      if (newEmail === user.email) newEmail = null;
    }
    let passwordHash: string | null = null;
    if (body.password !== undefined && body.password !== null) {
      checkPasswordStrength(body.password);
      // Spends the nonce in its own transaction, as GoTrue does, before anything else is decided.
      await ctx.db.transaction((tx) => checkPasswordChangeAllowed(tx, settings, user, sessionId, body.nonce));
      if (await verifyPassword(body.password, user.encrypted_password)) {
        throw unprocessable('same_password', 'New password should be different from the old password.');
      }
      passwordHash = await hashPassword(body.password);
    }
    if (newEmail) limiter.hit('emailSent', from.ip);
    const redirectTo = resolveRedirect(c, service, c.req.query('redirect_to'));

    const result = await ctx.db.transaction(async (tx): Promise<{ user: AuthUser; mails: AuthMail[] }> => {
      if (passwordHash) {
        await setPassword(tx, user.id, passwordHash);
        // A new password means earlier sessions may not be trusted any more.
        await endUserSessions(tx, user.id, sessionId ?? undefined);
      }
      if (body.data) await mergeUserMetadata(tx, user.id, 'raw_user_meta_data', body.data);
      let mails: AuthMail[] = [];
      if (newEmail) {
        const taken = await findUserByEmail(tx, newEmail);
        if (taken && taken.id !== user.id) throw emailExists();
        // Even with autoconfirm, GoTrue moves a permanent user's address only once the links are followed.
        mails = await requestEmailChange(tx, settings, user, newEmail, redirectTo);
      }
      return { user: (await findUserById(tx, user.id)) ?? user, mails };
    });
    for (const mail of result.mails) await sendAuthMail(ctx.mail, mail);
    return c.json(await serializeUser(ctx.db, result.user));
  });

  /** reauthenticate(): mails a one-time nonce that lets an older session change the password. */
  app.get('/reauthenticate', async (c) => {
    const { user } = await requireUser(c, service);
    if (!user.email) {
      throw validationFailed('Reauthentication requires the user to have an email or a phone number');
    }
    if (!user.email_confirmed_at)
      throw unprocessable('email_not_confirmed', 'Please verify your email first.');
    const email = user.email;
    limiter.hit('emailSent', requestOrigin(c, service).ip);
    const token = await ctx.db.transaction((tx) =>
      issueEmailToken(tx, user.id, 'reauthentication_token', email),
    );
    await sendAuthMail(ctx.mail, { to: email, kind: 'reauthentication', otp: token.otp });
    return c.json({});
  });

  /** signOut(): ends this session, every session, or every other session of the user. */
  app.post('/logout', async (c) => {
    const rawScope = c.req.query('scope') ?? 'global';
    const scope = (LOGOUT_SCOPES as readonly string[]).includes(rawScope || 'global')
      ? ((rawScope || 'global') as LogoutScope)
      : null;
    if (!scope) throw validationFailed(`Unsupported logout scope "${rawScope}"`);
    const { user, sessionId } = await requireUser(c, service);
    await ctx.db.transaction(async (tx) => {
      if (sessionId && scope === 'local') return endSession(tx, sessionId);
      if (sessionId && scope === 'others') return endUserSessions(tx, user.id, sessionId);
      return endUserSessions(tx, user.id);
    });
    return c.body(null, 204);
  });
}
