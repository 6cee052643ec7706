import type { Hono } from 'hono';
import * as z from 'zod';
import { unprocessable, validationFailed } from '../errors.ts';
import { type AuthMail, sendAuthMail, verifyLink } from '../mailer.ts';
import { issueEmailToken } from '../one-time-tokens.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from '../passwords.ts';
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
    const from = requestOrigin(c);
    if (body.phone) throw unprocessable('phone_provider_disabled', 'Unsupported phone provider');

    let passwordHash: string | null = null;
    if (body.password !== undefined && body.password !== null) {
      checkPasswordStrength(body.password);
      if (await verifyPassword(body.password, user.encrypted_password)) {
        throw unprocessable('same_password', 'New password should be different from the old password.');
      }
      passwordHash = await hashPassword(body.password);
    }
    let newEmail: string | null = null;
    if (body.email) {
      newEmail = validateEmail(body.email);
      if (newEmail === user.email) newEmail = null;
      else limiter.hit('emailSent', from.ip);
    }
    const redirectTo = resolveRedirect(c, service, c.req.query('redirect_to'));

    const result = await ctx.db.transaction(async (tx): Promise<{ user: AuthUser; mail?: AuthMail }> => {
      if (passwordHash) {
        await setPassword(tx, user.id, passwordHash);
        // A new password means earlier sessions may not be trusted any more.
        await endUserSessions(tx, user.id, sessionId ?? undefined);
      }
      if (body.data) await mergeUserMetadata(tx, user.id, 'raw_user_meta_data', body.data);
      let mail: AuthMail | undefined;
      if (newEmail) {
        const taken = await findUserByEmail(tx, newEmail);
        if (taken && taken.id !== user.id) {
          throw unprocessable('email_exists', 'A user with this email address has already been registered');
        }
        if (settings.mailerAutoconfirm) {
          await tx.query(`update auth.users set email = $2, updated_at = now() where id = $1`, [
            user.id,
            newEmail,
          ]);
          await tx.query(
            `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
             where user_id = $1 and provider = 'email'`,
            [user.id, newEmail],
          );
        } else {
          await tx.query(`update auth.users set email_change = $2 where id = $1`, [user.id, newEmail]);
          const token = await issueEmailToken(tx, user.id, 'email_change_token_new', newEmail);
          const link = verifyLink(from.origin, token, 'email_change', redirectTo);
          mail = { to: newEmail, kind: 'email_change', link, otp: token.otp };
        }
      }
      return { user: (await findUserById(tx, user.id)) ?? user, mail };
    });
    if (result.mail) await sendAuthMail(ctx.mail, result.mail);
    return c.json(await serializeUser(ctx.db, result.user));
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
