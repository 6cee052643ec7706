/** The app's configuration (env.ts). */
export interface Env {
  supabaseUrl: string;
  supabaseAnonKey: string;
  appDomain: string;
  platformDomains: string[];
}

function canParseUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks the configuration by hand, not with zod: env.ts runs before the first
 * paint, and zod would be in the entry chunk for it. Accepts what the schema
 * it replaced accepted (tests/unit/env-check.test.ts holds them together): a
 * URL the browser parses (returned trimmed, tabs and newlines dropped, as
 * zod's url() did), an anon key of 20 or more characters, a non-empty app
 * domain and a list of names. Throws otherwise.
 */
export function checkEnv(raw: Record<keyof Env, unknown>): Env {
  const { supabaseAnonKey, appDomain, platformDomains } = raw;
  const url = typeof raw.supabaseUrl === 'string' ? raw.supabaseUrl.trim() : '';
  if (!canParseUrl(url)) throw new Error('Invalid configuration: supabaseUrl is not a URL');
  if (typeof supabaseAnonKey !== 'string' || supabaseAnonKey.length < 20) {
    throw new Error('Invalid configuration: supabaseAnonKey has fewer than 20 characters');
  }
  if (typeof appDomain !== 'string' || appDomain === '') {
    throw new Error('Invalid configuration: appDomain is empty');
  }
  if (!Array.isArray(platformDomains) || !platformDomains.every((name) => typeof name === 'string')) {
    throw new Error('Invalid configuration: platformDomains is not a list of names');
  }
  return {
    supabaseUrl: url.replace(/[\t\n\r]/g, ''),
    supabaseAnonKey,
    appDomain,
    platformDomains: [...platformDomains],
  };
}
