import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../../functions/_shared/contracts/escape-html.ts';
import { projectRoot } from '../paths.ts';
import { MAIL_TEMPLATE_NAMES, type MailTemplateName, projectConfig } from '../project-config.ts';

export { MAIL_TEMPLATE_NAMES, type MailTemplateName };

/** GoTrue's template variables that these templates use; any other fails to render. */
export interface MailTemplateValues {
  ConfirmationURL?: string;
  Token: string;
  Email: string;
  NewEmail?: string;
}

export interface MailTemplate {
  subject: string;
  /** The file's HTML, with GoTrue's `{{ .Name }}` placeholders. */
  html: string;
}

let loaded: Record<MailTemplateName, MailTemplate> | null = null;

/**
 * The auth mail templates of supabase/config.toml: the subjects there and the
 * files under supabase/templates/, the same ones `supabase config push` sends
 * to the hosted project. Read once; a missing template fails the first mail.
 */
export function mailTemplates(): Record<MailTemplateName, MailTemplate> {
  if (loaded) return loaded;
  const config = projectConfig();
  const templates = {} as Record<MailTemplateName, MailTemplate>;
  for (const name of MAIL_TEMPLATE_NAMES) {
    const { subject, content_path } = config.auth.email.template[name];
    // The CLI resolves content_path from the project's root, where it runs.
    templates[name] = { subject, html: readFileSync(join(projectRoot, content_path), 'utf8') };
  }
  loaded = templates;
  return templates;
}

const PLACEHOLDER = /\{\{\s*\.(\w+)\s*\}\}/g;

/**
 * Fills GoTrue's `{{ .Name }}` placeholders, escaped as Go's html/template
 * would. Only plain placeholders: a template that needs more (conditions,
 * other variables) fails here, so nothing renders differently on hosted.
 */
export function renderMailTemplate(html: string, values: MailTemplateValues): string {
  if (/\{\{(?!\s*\.\w+\s*\}\})/.test(html)) throw new Error('Only {{ .Name }} placeholders are supported');
  return html.replace(PLACEHOLDER, (_, name: string) => {
    const value = (values as unknown as Record<string, string | undefined>)[name];
    if (value === undefined)
      throw new Error(`The mail template uses {{ .${name} }}, which this mail has not`);
    return escapeHtml(value);
  });
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: '\u00a0',
};

/** The plain-text part of a rendered mail: one paragraph per line group, links as "text: URL". */
export function mailText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return body
    .split(/<\/p>/i)
    .map((paragraph) =>
      paragraph
        .replace(
          /<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi,
          (_, href: string, text: string) => `${text}: ${href}`,
        )
        .replace(/<[^>]+>/g, '')
        .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, entity: string) => ENTITIES[entity] ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}
