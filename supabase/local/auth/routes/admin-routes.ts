import type { Context, Hono } from 'hono';
import * as z from 'zod';
import { AuthHttpError, unprocessable, validationFailed } from '../errors.ts';
import { type AuthMail, sendAuthMail, verifyLink } from '../mailer.ts';
import { issueEmailToken } from '../one-time-tokens.ts';
import { checkPasswordStrength, hashPassword } from '../passwords.ts';
import { metadataObject, optionalString, readBody } from '../request-body.ts';
import { type AuthService, requestOrigin, requireAdmin, resolveRedirect, validateEmail } from '../service.ts';
import { endUserSessions } from '../sessions.ts';
import {
  type AuthUser,
  confirmUser,
  findUserByEmail,
  findUserById,
  insertUser,
  mergeUserMetadata,
  serializeUser,
  setPassword,
} from '../users.ts';

const InviteBody = z.object({ email: optionalString, data: metadataObject });
const AdminUserBody = z.object({
  email: optionalString,
  phone: optionalString,
  password: z.string().nullish(),
  email_confirm: z.boolean().nullish(),
  user_metadata: metadataObject,
  app_metadata: metadataObject,
  ban_duration: optionalString,
});

const EMAIL_EXISTS = 'A user with this email address has already been registered';
const userNotFound = () => new AuthHttpError(404, 'user_not_found', 'User not found');

/** GoTrue's ban_duration: "none" lifts a ban, otherwise a Go duration such as "24h" or "90m". */
function banUntil(duration: string): Date | null {
  if (duration === 'none') return null;
  const match = /^(\d+(?:\.\d+)?)(h|m|s)$/.exec(duration);
  if (!match) throw validationFailed(`invalid format for ban duration: ${duration}`);
  const unit = { h: 3_600_000, m: 60_000, s: 1000 }[match[2] as 'h' | 'm' | 's'];
  return new Date(Date.now() + Number(match[1]) * unit);
}

async function loadUser(service: AuthService, c: Context): Promise<AuthUser> {
  const user = await findUserById(service.ctx.db, c.req.param('id') ?? '');
  if (!user) throw userNotFound();
  return user;
}

export function registerAdminRoutes(app: Hono, service: AuthService): void {
  const { ctx, limiter } = service;

  /**
   * inviteUserByEmail(): service role only; creates the user and mails an invite link.
   * Like GoTrue, an existing confirmed user is email_exists (422); an existing
   * unconfirmed one is mailed a fresh invitation and otherwise left as it is
   * (GoTrue ignores `data` then: the metadata stays the account's own).
   */
  app.post('/invite', async (c) => {
    await requireAdmin(c, service);
    const body = await readBody(c, InviteBody);
    const email = validateEmail(body.email);
    const from = requestOrigin(c, service);
    limiter.hit('emailSent', from.ip);
    const redirectTo = resolveRedirect(c, service, c.req.query('redirect_to'));

    const result = await ctx.db.transaction(async (tx): Promise<{ user: AuthUser; mail: AuthMail }> => {
      let user = await findUserByEmail(tx, email);
      if (user?.email_confirmed_at) throw unprocessable('email_exists', EMAIL_EXISTS);
      if (user) {
        await tx.query(`update auth.users set invited_at = now() where id = $1`, [user.id]);
      } else {
        user = await insertUser(tx, {
          email,
          passwordHash: '',
          userMetadata: body.data ?? {},
          confirmed: false,
          invited: true,
        });
      }
      const token = await issueEmailToken(tx, user.id, 'confirmation_token', email);
      const mail: AuthMail = {
        to: email,
        kind: 'invite',
        link: verifyLink(from.origin, token, 'invite', redirectTo),
        otp: token.otp,
      };
      return { user: (await findUserById(tx, user.id)) ?? user, mail };
    });
    await sendAuthMail(ctx.mail, result.mail);
    return c.json(await serializeUser(ctx.db, result.user));
  });

  app.get('/admin/users', async (c) => {
    await requireAdmin(c, service);
    const page = Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1);
    const perPage = Math.min(1000, Math.max(1, Number.parseInt(c.req.query('per_page') ?? '50', 10) || 50));
    const { rows: count } = await ctx.db.query<{ total: number }>(
      `select count(*)::int as total from auth.users where deleted_at is null`,
    );
    const { rows } = await ctx.db.query<{ id: string }>(
      `select id from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    );
    const users = [];
    for (const { id } of rows) {
      const user = await findUserById(ctx.db, id);
      if (user) users.push(await serializeUser(ctx.db, user));
    }
    const total = count[0]?.total ?? 0;
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const base = new URL(c.req.url);
    const pageLink = (target: number, rel: string) => {
      base.searchParams.set('page', String(target));
      base.searchParams.set('per_page', String(perPage));
      return `<${base.toString()}>; rel="${rel}"`;
    };
    const links = [pageLink(lastPage, 'last')];
    if (page < lastPage) links.unshift(pageLink(page + 1, 'next'));
    c.header('x-total-count', String(total));
    c.header('link', links.join(', '));
    return c.json({ users, aud: 'authenticated' });
  });

  /** admin.createUser(): no mail is sent; email_confirm marks the address verified at once. */
  app.post('/admin/users', async (c) => {
    await requireAdmin(c, service);
    const body = await readBody(c, AdminUserBody);
    if (!body.email) throw validationFailed('Cannot create a user without either an email or phone');
    const email = validateEmail(body.email);
    if (body.password) checkPasswordStrength(body.password);
    const passwordHash = body.password ? await hashPassword(body.password) : '';
    const user = await ctx.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw unprocessable('email_exists', EMAIL_EXISTS);
      const created = await insertUser(tx, {
        email,
        passwordHash,
        userMetadata: body.user_metadata ?? {},
        appMetadata: body.app_metadata,
        confirmed: body.email_confirm === true,
      });
      if (body.ban_duration) {
        await tx.query(`update auth.users set banned_until = $2 where id = $1`, [
          created.id,
          banUntil(body.ban_duration),
        ]);
      }
      return (await findUserById(tx, created.id)) ?? created;
    });
    return c.json(await serializeUser(ctx.db, user));
  });

  app.get('/admin/users/:id', async (c) => {
    await requireAdmin(c, service);
    return c.json(await serializeUser(ctx.db, await loadUser(service, c)));
  });

  app.put('/admin/users/:id', async (c) => {
    await requireAdmin(c, service);
    const existing = await loadUser(service, c);
    const body = await readBody(c, AdminUserBody);
    if (body.password) checkPasswordStrength(body.password);
    const passwordHash = body.password ? await hashPassword(body.password) : null;
    const email = body.email ? validateEmail(body.email) : null;
    const user = await ctx.db.transaction(async (tx) => {
      if (email && email !== existing.email) {
        const taken = await findUserByEmail(tx, email);
        if (taken && taken.id !== existing.id) throw unprocessable('email_exists', EMAIL_EXISTS);
        await tx.query(`update auth.users set email = $2, updated_at = now() where id = $1`, [
          existing.id,
          email,
        ]);
      }
      if (passwordHash) await setPassword(tx, existing.id, passwordHash);
      if (body.user_metadata)
        await mergeUserMetadata(tx, existing.id, 'raw_user_meta_data', body.user_metadata);
      if (body.app_metadata) await mergeUserMetadata(tx, existing.id, 'raw_app_meta_data', body.app_metadata);
      if (body.email_confirm) await confirmUser(tx, existing.id);
      if (body.ban_duration) {
        const until = banUntil(body.ban_duration);
        await tx.query(`update auth.users set banned_until = $2 where id = $1`, [existing.id, until]);
        if (until) await endUserSessions(tx, existing.id);
      }
      return (await findUserById(tx, existing.id)) ?? existing;
    });
    return c.json(await serializeUser(ctx.db, user));
  });

  app.delete('/admin/users/:id', async (c) => {
    await requireAdmin(c, service);
    const user = await loadUser(service, c);
    await ctx.db.query(`delete from auth.users where id = $1`, [user.id]);
    return c.json({});
  });
}
