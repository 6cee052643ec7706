// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MAIL_TEMPLATE_NAMES,
  mailTemplates,
  mailText,
  renderMailTemplate,
} from '../../supabase/local/auth/mail-templates.ts';

// The embedded mailer and `supabase config push` use the same files: what /_mail shows is what
// hosted sends. These tests hold the files to what both can render.

const values = {
  ConfirmationURL: 'https://ordning.no/auth/v1/verify?token=abc&type=signup',
  Token: '123456',
  Email: 'kari@acme.test',
  NewEmail: 'kari@fjord.test',
};

describe('auth mail templates', () => {
  it('reads every template of config.toml, with a Norwegian subject and an HTML file', () => {
    const templates = mailTemplates();
    expect(Object.keys(templates).sort()).toEqual([...MAIL_TEMPLATE_NAMES].sort());
    expect(templates.confirmation.subject).toBe('Bekreft e-postadressen din');
    expect(templates.reauthentication.subject).toBe('Bekreft at det er deg');
    for (const name of MAIL_TEMPLATE_NAMES) expect(templates[name].html).toContain('<html lang="nb">');
  });

  it('each template renders with the values GoTrue gives its mail, with the code and any link', () => {
    for (const name of MAIL_TEMPLATE_NAMES) {
      const { html } = mailTemplates()[name];
      const text = mailText(renderMailTemplate(html, values));
      expect(text, name).toMatch(/engangskoden/i);
      expect(text, name).toContain('123456');
      // Every mail but the reauthentication code carries the verify link.
      if (name === 'reauthentication') expect(text).not.toContain('https://');
      else expect(text, name).toContain(`: ${values.ConfirmationURL}`);
    }
  });

  it('the e-mail change names both addresses, for the old and the new one alike', () => {
    const html = renderMailTemplate(mailTemplates().email_change.html, values);
    expect(mailText(html)).toContain('fra kari@acme.test til kari@fjord.test');
  });

  it('escapes values as Go html/template would', () => {
    const html = renderMailTemplate('<p>{{ .Email }} <a href="{{ .ConfirmationURL }}">x</a></p>', {
      ...values,
      Email: '<script>"a"&\'b\'</script>',
    });
    expect(html).toContain('&lt;script&gt;&quot;a&quot;&amp;&#39;b&#39;&lt;/script&gt;');
    expect(html).toContain('href="https://ordning.no/auth/v1/verify?token=abc&amp;type=signup"');
  });

  it('refuses what hosted would render differently: an unknown variable, a condition', () => {
    expect(() => renderMailTemplate('<p>{{ .SiteURL }}</p>', values)).toThrow(/SiteURL/);
    expect(() => renderMailTemplate('<p>{{ .NewEmail }}</p>', { Token: '1', Email: 'a@b.no' })).toThrow(
      /NewEmail/,
    );
    expect(() => renderMailTemplate('{{ if .Token }}x{{ end }}', values)).toThrow(/placeholders/);
  });

  it('the text part: a paragraph per block, links as "text: URL", entities decoded', () => {
    const text = mailText(
      '<html><body><p>Hei!</p>\n<p>A &amp; B</p><p><a href="https://x.no/?a=1&amp;b=2">Gå</a></p></body></html>',
    );
    expect(text).toBe('Hei!\n\nA & B\n\nGå: https://x.no/?a=1&b=2');
  });

  it('config.toml turns SMTP on for hosted, with every secret from the environment', () => {
    const config = readFileSync('supabase/config.toml', 'utf8');
    const smtp = /\[auth\.email\.smtp\]([\s\S]*?)\n\[/.exec(config)?.[1] ?? '';
    expect(smtp).toMatch(/enabled = true/);
    for (const key of ['host', 'user', 'pass', 'admin_email'])
      expect(smtp).toMatch(new RegExp(`${key} = "env\\(SMTP_`));
  });
});
