// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { columnForHeader, parseRoleCell } from '../../src/features/employees/csv/csv-columns.ts';
import { employeeCsvTemplate } from '../../src/features/employees/csv/csv-template.ts';
import { MAX_IMPORT_ROWS, parseEmployeeCsv } from '../../src/features/employees/csv/parse-employee-csv.ts';
import {
  IMPORT_PROBLEMS,
  sendableRows,
  validateImport,
  type ImportContext,
} from '../../src/features/employees/csv/validate-import.ts';

const OWNER: ImportContext = { existingEmails: new Set(), grantableRoles: ['employee', 'admin', 'owner'] };

function records(text: string) {
  const parsed = parseEmployeeCsv(text);
  if (!parsed.ok) throw new Error(`Not parsed: ${parsed.reason}`);
  return parsed.records;
}

describe('parsing an employee CSV file', () => {
  it('reads Norwegian headers separated by semicolons, with a byte-order mark', () => {
    const text =
      '\uFEFFE-post;Fornavn;Etternavn;Telefon;Rolle\r\nkari@acme.no;Kari;Nordmann;+47 912 34 567;Administrator\r\n';
    expect(records(text)).toEqual([
      {
        line: 2,
        cells: {
          email: 'kari@acme.no',
          firstname: 'Kari',
          lastname: 'Nordmann',
          phone: '+47 912 34 567',
          role: 'Administrator',
        },
      },
    ]);
  });

  it('reads English headers in any order separated by commas, quoted cells and missing optional columns', () => {
    const text = 'First name,Last name,Email\n"Ola, jr.",Nordmann,ola@acme.no\n';
    expect(records(text)).toEqual([
      {
        line: 2,
        cells: { email: 'ola@acme.no', firstname: 'Ola, jr.', lastname: 'Nordmann', phone: '', role: '' },
      },
    ]);
  });

  it('keeps æ, ø and å and skips blank lines, counting lines as a spreadsheet does', () => {
    const text = 'epost;fornavn;etternavn\n\nbjorn@acme.no;Bjørn;Ærø\n;;\nasa@acme.no;Åsa;Lie\n';
    const rows = records(text);
    expect(rows.map((row) => [row.line, row.cells.firstname, row.cells.lastname])).toEqual([
      [3, 'Bjørn', 'Ærø'],
      [5, 'Åsa', 'Lie'],
    ]);
  });

  it('names the required columns a file lacks', () => {
    expect(parseEmployeeCsv('Navn;Telefon\nKari;123\n')).toEqual({
      ok: false,
      reason: 'missing_columns',
      missing: ['email', 'firstname', 'lastname'],
    });
  });

  it('refuses an empty file, a header without rows and a file over the row limit', () => {
    expect(parseEmployeeCsv('')).toMatchObject({ ok: false, reason: 'empty' });
    expect(parseEmployeeCsv('email;fornavn;etternavn\n')).toMatchObject({ ok: false, reason: 'empty' });
    const many = [
      'email;fornavn;etternavn',
      ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `p${i}@a.no;A;B`),
    ];
    expect(parseEmployeeCsv(many.join('\n'))).toMatchObject({ ok: false, reason: 'too_many_rows' });
  });

  it('maps header spellings and role words in both languages', () => {
    expect(
      [
        'E-post',
        'e-mail',
        'Email Address',
        'Fornavn',
        'first_name',
        'Etternavn',
        'Surname',
        'Tlf',
        'Mobile',
        'ROLLE',
      ].map(columnForHeader),
    ).toEqual([
      'email',
      'email',
      'email',
      'firstname',
      'firstname',
      'lastname',
      'lastname',
      'phone',
      'phone',
      'role',
    ]);
    expect(columnForHeader('Avdeling')).toBeNull();
    expect(['Ansatt', 'administrator', 'EIER', 'employee', 'admin', 'owner', ''].map(parseRoleCell)).toEqual([
      'employee',
      'admin',
      'owner',
      'employee',
      'admin',
      'owner',
      'employee',
    ]);
    expect(parseRoleCell('sjef')).toBeNull();
  });

  it('reads its own template back', () => {
    const rows = records(employeeCsvTemplate());
    expect(rows).toHaveLength(1);
    expect(validateImport(rows, OWNER)[0]?.problems).toEqual([]);
  });
});

describe('checking the rows of an import', () => {
  const text = [
    'e-post;fornavn;etternavn;telefon;rolle',
    'ok@acme.no;Kari;Nordmann;;Ansatt',
    'ikke-en-epost;Ola;Nordmann;;',
    'uten.navn@acme.no;;;;',
    'OK@acme.no;Kari;Dobbel;;',
    'ansatt@acme.test;Kari;Medlem;;',
    'rolle@acme.no;Per;Hansen;;Sjef',
    'eier@acme.no;Eva;Eier;;Eier',
  ].join('\n');

  it('lists every problem of every row in Norwegian', () => {
    const rows = validateImport(records(text), {
      existingEmails: new Set(['ansatt@acme.test']),
      grantableRoles: OWNER.grantableRoles,
    });
    expect(rows.map((row) => [row.line, row.problems])).toEqual([
      [2, []],
      [3, [IMPORT_PROBLEMS.invalidEmail]],
      [4, [IMPORT_PROBLEMS.missingFirstname, IMPORT_PROBLEMS.missingLastname]],
      [5, [IMPORT_PROBLEMS.duplicate(2)]],
      [6, [IMPORT_PROBLEMS.alreadyMember]],
      [7, [IMPORT_PROBLEMS.invalidRole]],
      [8, []],
    ]);
    expect(IMPORT_PROBLEMS.duplicate(2)).toBe('Duplikat i filen (samme e-post som rad 2)');
  });

  it('refuses the owner role to an admin importing', () => {
    const rows = validateImport(records(text), {
      existingEmails: new Set(),
      grantableRoles: ['employee', 'admin'],
    });
    expect(rows.find((row) => row.line === 8)?.problems).toEqual(['Du kan ikke gi rollen Eier']);
  });

  it('sends only the rows without problems, with their roles', () => {
    const rows = validateImport(records(text), OWNER);
    expect(sendableRows(rows).map((row) => [row.email, row.role])).toEqual([
      ['ok@acme.no', 'employee'],
      ['ansatt@acme.test', 'employee'],
      ['eier@acme.no', 'owner'],
    ]);
  });
});
