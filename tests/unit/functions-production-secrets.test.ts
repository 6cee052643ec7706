// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FUNCTION_SECRETS,
  PRODUCTION_SECRETS,
  assertProductionSecrets,
  isLocalSupabaseUrl,
  missingProductionSecrets,
} from '../../supabase/functions/_shared/production-secrets.ts';

const envOf = (values: Record<string, string>) => ({ get: (name: string) => values[name] });
const HOSTED = 'https://abcdefghijklmnop.supabase.co';
const complete = {
  SUPABASE_URL: HOSTED,
  RESEND_API_KEY: 're_123',
  MAIL_FROM: 'Ordning <post@ordning.no>',
  SALES_INBOX: 'salg@ordning.no',
  LEAD_RATE_LIMIT_SECRET: 'x'.repeat(32),
  COMPANY_REGISTRY: 'brreg',
  SITE_URL: 'https://ordning.no',
};

describe('production secrets of the functions', () => {
  it('tells a local backend from a hosted project', () => {
    for (const url of [
      'http://localhost:5190',
      'http://127.0.0.1:54321',
      'http://kong:8000',
      'http://acme.ordning.localhost:5190',
    ])
      expect(isLocalSupabaseUrl(url), url).toBe(true);
    for (const url of [HOSTED, 'https://api.ordning.no', 'http://10.0.0.5:8000', 'not a url'])
      expect(isLocalSupabaseUrl(url), url).toBe(false);
  });

  it('a hosted lead function without its mail secrets refuses to start and names each one', () => {
    const env = envOf({ SUPABASE_URL: HOSTED, COMPANY_REGISTRY: 'brreg' });
    expect(missingProductionSecrets(env, 'send-partout-email')).toEqual([
      'RESEND_API_KEY',
      'MAIL_FROM',
      'SALES_INBOX',
      'LEAD_RATE_LIMIT_SECRET',
    ]);
    expect(() => assertProductionSecrets(env, 'send-partout-email')).toThrow(
      /send-partout-email is missing production secrets[\s\S]*RESEND_API_KEY: the Resend API key/,
    );
  });

  it('hosted search of the fictional companies is refused: COMPANY_REGISTRY must be brreg', () => {
    expect(
      missingProductionSecrets(envOf({ ...complete, COMPANY_REGISTRY: 'local' }), 'lookup-company'),
    ).toEqual(['COMPANY_REGISTRY']);
    expect(
      missingProductionSecrets(
        envOf({ ...complete, LEAD_RATE_LIMIT_SECRET: 'short' }),
        'check-company-registered',
      ),
    ).toEqual(['LEAD_RATE_LIMIT_SECRET']);
  });

  it('starts with every secret set, and locally with none', () => {
    for (const name of Object.keys(FUNCTION_SECRETS) as (keyof typeof FUNCTION_SECRETS)[]) {
      expect(() => assertProductionSecrets(envOf(complete), name)).not.toThrow();
      expect(() =>
        assertProductionSecrets(envOf({ SUPABASE_URL: 'http://localhost:5190' }), name),
      ).not.toThrow();
    }
  });

  it('every function is listed, and its Deno entry checks its own name before it serves', () => {
    const folders = readdirSync('supabase/functions', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== '_shared')
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(FUNCTION_SECRETS).sort()).toEqual(folders);
    for (const folder of folders) {
      const entry = readFileSync(`supabase/functions/${folder}/index.ts`, 'utf8');
      const check = entry.indexOf(`assertProductionSecrets(Deno.env, '${folder}')`);
      expect(check, folder).toBeGreaterThan(0);
      expect(check, folder).toBeLessThan(entry.indexOf('Deno.serve('));
    }
  });

  it('.env.example lists every production secret', () => {
    const example = readFileSync('supabase/functions/.env.example', 'utf8');
    const names = [...example.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]);
    for (const secret of Object.keys(PRODUCTION_SECRETS)) expect(names, secret).toContain(secret);
  });
});
