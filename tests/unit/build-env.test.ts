// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildEnvProblems } from '../../scripts/vite-build-env.ts';

// The build's own check of its VITE_* variables (scripts/vite-build-env.ts).

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

const URL_OK = 'https://abcdefghijklmnop.supabase.co';

describe('buildEnvProblems', () => {
  it('accepts the local build (no backend variables) and both kinds of public key', () => {
    expect(buildEnvProblems({})).toEqual([]);
    expect(buildEnvProblems({ VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' })).toEqual([]);
    expect(
      buildEnvProblems({
        VITE_SUPABASE_URL: URL_OK,
        VITE_SUPABASE_ANON_KEY: jwt({ role: 'anon', iss: 'supabase' }),
      }),
    ).toEqual([]);
    expect(
      buildEnvProblems({
        VITE_SUPABASE_URL: URL_OK,
        VITE_SUPABASE_ANON_KEY: 'sb_publishable_0123456789abcdefghij',
        VITE_APP_DOMAIN: 'ordning.no',
        VITE_PLATFORM_DOMAINS: 'ordning.netlify.app, ordning.vercel.app',
      }),
    ).toEqual([]);
  });

  it('refuses a key that is no key at all, with what to do', () => {
    const problems = buildEnvProblems({ VITE_SUPABASE_URL: URL_OK, VITE_SUPABASE_ANON_KEY: 'x' });
    expect(problems).toEqual([expect.stringMatching(/^VITE_SUPABASE_ANON_KEY is neither a publishable key/)]);
  });

  it('refuses keys that bypass row-level security', () => {
    expect(
      buildEnvProblems({ VITE_SUPABASE_URL: URL_OK, VITE_SUPABASE_ANON_KEY: jwt({ role: 'service_role' }) }),
    ).toEqual([expect.stringContaining("a JWT for the role 'service_role'")]);
    expect(
      buildEnvProblems({
        VITE_SUPABASE_URL: URL_OK,
        VITE_SUPABASE_ANON_KEY: 'sb_secret_0123456789abcdefghij',
      }),
    ).toEqual([expect.stringContaining('is a secret key')]);
  });

  it('needs the URL and the key together, and a real URL', () => {
    expect(buildEnvProblems({ VITE_SUPABASE_ANON_KEY: jwt({ role: 'anon' }) })).toEqual([
      expect.stringMatching(/^VITE_SUPABASE_URL is missing/),
    ]);
    expect(buildEnvProblems({ VITE_SUPABASE_URL: URL_OK })).toEqual([
      expect.stringMatching(/^VITE_SUPABASE_ANON_KEY is missing/),
    ]);
    expect(
      buildEnvProblems({
        VITE_SUPABASE_URL: 'abcdefghijklmnop.supabase.co',
        VITE_SUPABASE_ANON_KEY: jwt({ role: 'anon' }),
      }),
    ).toEqual([expect.stringMatching(/^VITE_SUPABASE_URL must be the project URL/)]);
  });

  it('refuses domains that are not host names', () => {
    expect(buildEnvProblems({ VITE_APP_DOMAIN: 'https://ordning.no' })).toEqual([
      expect.stringContaining("VITE_APP_DOMAIN 'https://ordning.no' is not a host name"),
    ]);
    expect(buildEnvProblems({ VITE_PLATFORM_DOMAINS: 'ordning.netlify.app, not a domain' })).toEqual([
      expect.stringContaining("'not a domain'"),
    ]);
  });
});
