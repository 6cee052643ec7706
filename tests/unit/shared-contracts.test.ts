// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carRequestSchema as serverCarSchema } from '../../supabase/functions/send-partout-email/car-request.ts';
import { carRequestSchema as formCarSchema } from '../../src/features/leads/car-request-schema.ts';
import { fieldErrors } from '../../src/ui/form-errors.ts';

/**
 * Lead fields, organisation numbers, Norwegian phone numbers and HTML
 * escaping are written once, in supabase/functions/_shared/contracts/, and
 * both the app and the Edge Functions import them (the app as @contracts/*).
 */

const root = resolve(import.meta.dirname, '..', '..');
const CONTRACTS = 'supabase/functions/_shared/contracts';

/** Every project file `entry` imports, directly or not, as paths from the root (packages left out). */
function importGraph(entry: string): Set<string> {
  const reached = new Set<string>();
  const pending = [resolve(root, entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(relative(root, file))) continue;
    reached.add(relative(root, file));
    const source = readFileSync(file, 'utf8');
    for (const [, specifier = ''] of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const target = specifier.startsWith('.')
        ? resolve(dirname(file), specifier)
        : specifier.startsWith('@/')
          ? join(root, 'src', specifier.slice(2))
          : specifier.startsWith('@contracts/')
            ? join(root, CONTRACTS, specifier.slice('@contracts/'.length))
            : null;
      if (target !== null && existsSync(target)) pending.push(target);
    }
  }
  return reached;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

describe('one module per contract', () => {
  it.each([
    'src/lib/org-number.ts',
    'src/features/leads/property-request-schema.ts',
    'supabase/functions/_shared/org-number.ts',
    'supabase/functions/_shared/norwegian-phone.ts',
    'supabase/functions/_shared/lead-fields.ts',
  ])('the old copy %s is gone', (path) => {
    expect(existsSync(join(root, path))).toBe(false);
  });

  it('defines each contract only in the contracts folder', () => {
    const definition =
      /function (escapeHtml|normalizeOrgNumber|isValidOrgNumber|orgNumberCheckDigit|formatOrgNumber|isNorwegianPhone|requiredText|optionalText)\b|'Ugyldig norsk telefonnummer|'Ugyldig organisasjonsnummer: det/;
    const elsewhere = ['src', 'supabase/functions', 'supabase/local', 'sw']
      .flatMap(sourceFiles)
      .filter((file) => !file.startsWith(`${CONTRACTS}/`))
      .filter((file) => definition.test(readFileSync(join(root, file), 'utf8')));
    expect(elsewhere).toEqual([]);
  });

  it.each([
    [
      'the car form and send-partout-email',
      'src/features/leads/components/CarRequestPage.tsx',
      'supabase/functions/send-partout-email/index.ts',
      ['car-request.ts', 'lead-request.ts', 'lead-fields.ts', 'norwegian-phone.ts', 'org-number.ts'],
    ],
    [
      'the property form and send-eiendomsdrift-email',
      'src/features/leads/components/PropertyRequestPage.tsx',
      'supabase/functions/send-eiendomsdrift-email/index.ts',
      ['property-request.ts', 'lead-request.ts', 'lead-fields.ts', 'org-number.ts'],
    ],
    [
      'the register page and attach-company-to-user',
      'src/features/auth/components/RegisterPage.tsx',
      'supabase/functions/attach-company-to-user/index.ts',
      ['org-number.ts'],
    ],
  ])('%s import the same contract files', (_what, page, fn, contracts) => {
    const expected = contracts.map((name) => `${CONTRACTS}/${name}`);
    expect([...importGraph(page)]).toEqual(expect.arrayContaining(expected));
    expect([...importGraph(fn)]).toEqual(expect.arrayContaining(expected));
  });

  it('has the functions escape HTML with the contract', () => {
    for (const fn of ['send-partout-email', 'invite-employee', 'notify-existing-account', 'verify-company']) {
      expect(importGraph(`supabase/functions/${fn}/index.ts`)).toContain(`${CONTRACTS}/escape-html.ts`);
    }
  });

  it('keeps the contracts to imports both Vite and Deno resolve: each other and zod', () => {
    for (const file of sourceFiles(CONTRACTS)) {
      const source = readFileSync(join(root, file), 'utf8');
      for (const [, specifier] of source.matchAll(/from\s*'([^']+)'/g)) {
        expect(specifier, file).toMatch(/^(\.\/[\w.-]+\.ts|zod)$/);
      }
    }
  });
});

const VALID_CAR = {
  fullName: 'Kari Nordmann',
  phone: '+47 987 65 432',
  email: 'kari@firma.no',
  firmanavn: 'Acme AS',
  orgNr: '914563720',
  antallBiler: '5',
  budsjett: 250_000,
  bilType: 'Elbil',
  registrationNumbers: ['AB 12345'],
  fleetSupplier: 'Flåte AS',
  autopassSupplier: 'Fjellinjen',
};

/** The field messages the form shows for `values`, and those the function answers for the same JSON. */
function bothVerdicts(values: Partial<typeof VALID_CAR>) {
  const input = { ...VALID_CAR, ...values };
  const form = formCarSchema.safeParse(input);
  const server = serverCarSchema.safeParse(JSON.parse(JSON.stringify(input)));
  return {
    form: form.success ? {} : fieldErrors(form.error),
    server: server.success ? {} : fieldErrors(server.error),
  };
}

// The budget (0 means an empty field in the form) and the list's own limits are each side's own.
describe('the car form and send-partout-email judge alike', () => {
  it.each([
    ['a valid org number', { orgNr: '914563720' }],
    ['a valid org number in groups', { orgNr: '928 714 055' }],
    ['no org number', { orgNr: '' }],
    ['a wrong check digit', { orgNr: '914563721' }],
    ['eight digits', { orgNr: '91456372' }],
    ['letters', { orgNr: '91456372A' }],
    ['a local phone number', { phone: '987 65 432' }],
    ['a phone number with 47 and no plus', { phone: '4798765432' }],
    ['a phone number starting with 1', { phone: '123 45 678' }],
    ['a Swedish phone number', { phone: '+46 70 123 45 67' }],
    ['a phone number of 31 characters', { phone: `9876543${' '.repeat(24)}2` }],
    ['no phone number', { phone: '  ' }],
    ['a name of 200 characters', { fullName: 'x'.repeat(200) }],
    ['a name of 201 characters', { fullName: 'x'.repeat(201) }],
    ['an e-mail address of 255 characters', { email: `${'k'.repeat(246)}@firma.no` }],
    ['a malformed e-mail address', { email: 'kari@' }],
    ['a company name of 201 characters', { firmanavn: 'x'.repeat(201) }],
    ['a car count of 101 characters', { antallBiler: '5'.repeat(101) }],
    ['no car type', { bilType: ' ' }],
    ['a plate of 20 characters', { registrationNumbers: ['X'.repeat(20)] }],
    ['a plate of 21 characters', { registrationNumbers: ['AB 1', 'X'.repeat(21)] }],
    ['an AutoPASS supplier of 201 characters', { autopassSupplier: 'x'.repeat(201) }],
  ])('%s', (_what, values) => {
    const { form, server } = bothVerdicts(values);
    expect(form).toEqual(server);
  });

  it('refuses what it should, so the comparison above is not of two yeses', () => {
    expect(bothVerdicts({ orgNr: '914563721' }).form).toEqual({
      orgNr: 'Ugyldig organisasjonsnummer: det må være 9 siffer med gyldig kontrollsiffer',
    });
    expect(bothVerdicts({ phone: '123 45 678' }).server).toEqual({
      phone: 'Ugyldig norsk telefonnummer. Bruk format: 123 45 678 eller +47 123 45 678',
    });
    expect(bothVerdicts({ registrationNumbers: ['AB 1', 'X'.repeat(21)] }).server).toEqual({
      'registrationNumbers.1': 'Et registreringsnummer kan være høyst 20 tegn',
    });
  });
});
