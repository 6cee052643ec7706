import type { Plugin } from 'vite';
import * as z from 'zod';

/**
 * A deployment's build is pointed at a hosted Supabase project by VITE_* variables. The app
 * reads them only when a page loads, so a wrong key used to build fine and ship a blank page:
 * the build checks them first and stops with a message that says what to fix.
 * Without VITE_SUPABASE_URL the build is the local one (the embedded backend supplies its key).
 */

const hostname = z
  .string()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/, {
    message: 'must be a host name such as ordning.no',
  });

function jwtRole(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: unknown };
    return typeof claims.role === 'string' ? claims.role : null;
  } catch {
    return null;
  }
}

/** The legacy anon JWT or a new publishable key; never a secret or service_role key. */
const publicKey = z.string().superRefine((key, context) => {
  if (key.startsWith('sb_publishable_') && key.length > 'sb_publishable_'.length + 10) return;
  if (key.startsWith('sb_secret_')) {
    context.addIssue({ code: 'custom', message: 'is a secret key: build with the publishable key instead' });
    return;
  }
  const role = /^[\w-]+\.[\w-]+\.[\w-]+$/.test(key) ? jwtRole(key) : null;
  if (role === 'anon') return;
  context.addIssue({
    code: 'custom',
    message:
      role === null
        ? "is neither a publishable key (sb_publishable_…) nor the legacy anon key (a JWT): copy it from the project's API settings"
        : `is a JWT for the role '${role}': build with the anon or publishable key, never a key that bypasses row-level security`,
  });
});

/** A deployed build's backend: both set, or neither (the local build). */
const HostedBackendSchema = z.object({
  VITE_SUPABASE_URL: z.url({
    protocol: /^https?$/,
    message: 'must be the project URL, https://<ref>.supabase.co',
  }),
  VITE_SUPABASE_ANON_KEY: publicKey,
});

/** The problems with a build's VITE_* variables, one line each; empty when the build may go on. */
export function buildEnvProblems(env: Record<string, string | undefined>): string[] {
  const picked = Object.fromEntries(
    ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY', 'VITE_APP_DOMAIN', 'VITE_PLATFORM_DOMAINS'].map(
      (name) => [name, env[name] === '' ? undefined : env[name]],
    ),
  );
  if (picked.VITE_SUPABASE_ANON_KEY !== undefined && picked.VITE_SUPABASE_URL === undefined) {
    return ['VITE_SUPABASE_URL is missing: a key without the project URL would talk to no backend'];
  }
  if (picked.VITE_SUPABASE_URL !== undefined && picked.VITE_SUPABASE_ANON_KEY === undefined) {
    return ["VITE_SUPABASE_ANON_KEY is missing: the project's publishable or anon key"];
  }
  const problems: string[] = [];
  if (picked.VITE_SUPABASE_URL !== undefined) {
    const result = HostedBackendSchema.safeParse(picked);
    for (const issue of result.error?.issues ?? []) problems.push(`${issue.path.join('.')} ${issue.message}`);
  }
  if (
    picked.VITE_APP_DOMAIN !== undefined &&
    !hostname.safeParse(picked.VITE_APP_DOMAIN.toLowerCase()).success
  ) {
    problems.push(`VITE_APP_DOMAIN '${picked.VITE_APP_DOMAIN}' is not a host name such as ordning.no`);
  }
  for (const domain of (picked.VITE_PLATFORM_DOMAINS ?? '').split(',').map((item) => item.trim())) {
    if (domain && !hostname.safeParse(domain.toLowerCase()).success) {
      problems.push(`VITE_PLATFORM_DOMAINS has '${domain}', which is not a host name`);
    }
  }
  return problems;
}

/** Fails `vite build` before it starts when the VITE_* variables would give a broken app. */
export function checkedBuildEnv(): Plugin {
  return {
    name: 'ordning:checked-build-env',
    apply: 'build',
    configResolved(config) {
      const problems = buildEnvProblems(config.env as Record<string, string | undefined>);
      if (problems.length === 0) return;
      throw new Error(
        `The build's environment is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n` +
          'See the deploy section of README.md for what each variable holds.',
      );
    },
  };
}
