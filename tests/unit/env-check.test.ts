// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type Env, checkEnv } from '../../src/lib/env-check.ts';

// The schema env.ts parsed with before the check went by hand (zod left the boot path):
// the check must give the same verdict and the same value.
const FormerEnvSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().check(z.minLength(20)),
  appDomain: z.string().check(z.minLength(1)),
  platformDomains: z.array(z.string()),
});

const good: Env = {
  supabaseUrl: 'https://abcdefghijklmnop.supabase.co',
  supabaseAnonKey: 'x'.repeat(20),
  appDomain: 'ordning.no',
  platformDomains: ['vercel.app', 'netlify.app'],
};

const samples: Record<string, Record<keyof Env, unknown>> = {
  'a hosted project': good,
  'the local origin': { ...good, supabaseUrl: 'http://localhost:4173', platformDomains: [] },
  'a URL with spaces around it': { ...good, supabaseUrl: '  https://example.com/  ' },
  'a URL with a newline inside': { ...good, supabaseUrl: 'https://exa\nmple.com' },
  'a URL with a tab inside': { ...good, supabaseUrl: 'https://example.com/a\tb' },
  'a bare host name': { ...good, supabaseUrl: 'abcdefghijklmnop.supabase.co' },
  'an empty URL': { ...good, supabaseUrl: '' },
  'no URL': { ...good, supabaseUrl: undefined },
  'a number for the URL': { ...good, supabaseUrl: 42 },
  'a mailto URL': { ...good, supabaseUrl: 'mailto:a@b.no' },
  'a short key': { ...good, supabaseAnonKey: 'x'.repeat(19) },
  'no key': { ...good, supabaseAnonKey: undefined },
  'an empty app domain': { ...good, appDomain: '' },
  'a number for the app domain': { ...good, appDomain: 1 },
  'a domain list with a number': { ...good, platformDomains: ['a.app', 1] },
  'a domain list as text': { ...good, platformDomains: 'a.app' },
};

describe('the configuration check', () => {
  for (const [name, sample] of Object.entries(samples)) {
    it(`gives the former schema's verdict and value for ${name}`, () => {
      const parsed = FormerEnvSchema.safeParse(sample);
      if (parsed.success) expect(checkEnv(sample)).toEqual(parsed.data);
      else expect(() => checkEnv(sample)).toThrow(/^Invalid configuration: /);
    });
  }

  it('passes a hosted project as it is', () => {
    expect(checkEnv(good)).toEqual(good);
  });
});
