import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { z } from 'zod';
import { supabaseDir } from './paths.ts';

/** GoTrue's template names, as `[auth.email.template.<name>]` in config.toml. */
export const MAIL_TEMPLATE_NAMES = [
  'confirmation',
  'magic_link',
  'recovery',
  'invite',
  'email_change',
  'reauthentication',
] as const;
export type MailTemplateName = (typeof MAIL_TEMPLATE_NAMES)[number];

const templateConfig = z.object({ subject: z.string().min(1), content_path: z.string().min(1) });

/** The parts of supabase/config.toml the embedded backend follows instead of copying. */
const projectConfigSchema = z.object({
  auth: z.object({
    email: z.object({
      template: z.object(
        Object.fromEntries(MAIL_TEMPLATE_NAMES.map((name) => [name, templateConfig])) as Record<
          MailTemplateName,
          typeof templateConfig
        >,
      ),
    }),
  }),
  functions: z.record(z.string(), z.object({ verify_jwt: z.boolean().default(true) })).default({}),
});

export type ProjectConfig = z.infer<typeof projectConfigSchema>;

const loaded = new Map<string, ProjectConfig>();

/**
 * supabase/config.toml, the file `supabase config push` sends to the hosted
 * project, read once per file: the embedded backend takes its mail templates
 * and each function's verify_jwt from it, so both backends follow one file.
 */
export function projectConfig(file = join(supabaseDir, 'config.toml')): ProjectConfig {
  let config = loaded.get(file);
  if (!config) {
    config = projectConfigSchema.parse(parse(readFileSync(file, 'utf8')));
    loaded.set(file, config);
  }
  return config;
}

/** `verify_jwt` of `[functions.<name>]`; Supabase's default for a function not listed is true. */
export function functionVerifiesJwt(name: string, config: ProjectConfig = projectConfig()): boolean {
  return config.functions[name]?.verify_jwt ?? true;
}
