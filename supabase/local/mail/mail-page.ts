import { Hono } from 'hono';
import * as z from 'zod';
import { escapeHtml } from '../../functions/_shared/contracts/escape-html.ts';
import { bearerToken } from '../http/request-claims.ts';
import type { GatewayContext } from '../context.ts';
import { localSameOriginOnly } from './local-only.ts';
import type { StoredMail } from './outbox.ts';

const SendMailSchema = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  html: z.string().max(200_000),
  text: z.string().max(200_000),
});

function renderMail(mail: StoredMail): string {
  const links = mail.links
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  return `<article>
  <header><strong>${escapeHtml(mail.subject)}</strong>
    <span>til ${escapeHtml(mail.to)} · ${escapeHtml(mail.kind)} · <time datetime="${mail.createdAt}">${new Date(mail.createdAt).toLocaleString('nb-NO')}</time></span></header>
  <pre>${escapeHtml(mail.text)}</pre>
  ${links ? `<ul aria-label="Lenker i e-posten">${links}</ul>` : ''}
</article>`;
}

function renderPage(mails: StoredMail[]): string {
  const body = mails.length ? mails.map(renderMail).join('\n') : '<p>Ingen e-post sendt ennå.</p>';
  return `<!doctype html>
<html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Lokal e-post – Ordning</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1c1c1c}
article{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}
header span{display:block;color:#555;font-size:.875rem}
pre{white-space:pre-wrap;font:inherit}a{color:#3f5a12;word-break:break-all}
</style></head>
<body><h1>Lokal e-post</h1>
<p>Alt lokalt backend «sender» havner her. Nyeste først. <a href="/_mail">Oppdater</a></p>
${body}
</body></html>`;
}

/**
 * The local mail viewer: `/_mail` for people, `/_mail/api/messages` for tests.
 * Never mounted in production; hosted Supabase sends real mail. Only this
 * machine, on this origin, may use it (see localSameOriginOnly).
 */
export function createMailPage(ctx: GatewayContext): Hono {
  const app = new Hono();
  app.use('*', localSameOriginOnly());
  app.get('/', async (c) => c.html(renderPage(await ctx.mail.list())));
  app.get('/api/messages', async (c) => c.json(await ctx.mail.list({ to: c.req.query('to') })));
  // A provider-style send API for edge functions (the local stand-in for a mail provider's HTTP API).
  app.post('/api/send', async (c) => {
    if (bearerToken(c.req.raw) !== ctx.keys.serviceRoleKey) {
      return c.json({ message: 'Only the service role may send mail' }, 401);
    }
    const parsed = SendMailSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ message: 'Invalid mail', issues: parsed.error.issues }, 400);
    await ctx.mail.send({ ...parsed.data, kind: 'lead' });
    return c.json({ id: 'local' }, 202);
  });
  app.delete('/api/messages', async (c) => {
    await ctx.mail.clear();
    return c.body(null, 204);
  });
  return app;
}
