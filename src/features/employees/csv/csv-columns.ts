import type { CompanyRole } from '@/features/account/index.ts';

/** The columns an import reads; e-mail and both names are required, phone and role optional. */
export const CSV_COLUMNS = ['email', 'firstname', 'lastname', 'phone', 'role'] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export const REQUIRED_COLUMNS: readonly CsvColumn[] = ['email', 'firstname', 'lastname'];

/** Norwegian names of the columns, for messages and the template. */
export const COLUMN_LABELS: Record<CsvColumn, string> = {
  email: 'E-post',
  firstname: 'Fornavn',
  lastname: 'Etternavn',
  phone: 'Telefon',
  role: 'Rolle',
};

/** A header as people type it: case, spaces, hyphens, underscores and dots do not matter. */
export const normaliseHeader = (header: string): string =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s\-_.]+/g, '');

// Norwegian and English spellings HR exports use (already normalised).
const HEADER_ALIASES: Record<CsvColumn, readonly string[]> = {
  email: ['epost', 'epostadresse', 'email', 'emailaddress', 'mail', 'mailadresse'],
  firstname: ['fornavn', 'firstname', 'givenname', 'forename'],
  lastname: ['etternavn', 'lastname', 'surname', 'familyname'],
  phone: [
    'telefon',
    'telefonnummer',
    'tlf',
    'mobil',
    'mobilnummer',
    'phone',
    'phonenumber',
    'mobile',
    'telephone',
  ],
  role: ['rolle', 'role'],
};

/** The column a header names, or null for one the import ignores. */
export function columnForHeader(header: string): CsvColumn | null {
  const normalised = normaliseHeader(header);
  return CSV_COLUMNS.find((column) => HEADER_ALIASES[column].includes(normalised)) ?? null;
}

const ROLE_ALIASES: Record<string, CompanyRole> = {
  ansatt: 'employee',
  employee: 'employee',
  administrator: 'admin',
  admin: 'admin',
  eier: 'owner',
  owner: 'owner',
};

/** A role cell in Norwegian or English; empty means employee, anything unknown is null. */
export function parseRoleCell(value: string): CompanyRole | null {
  const normalised = value.trim().toLowerCase();
  if (normalised === '') return 'employee';
  return ROLE_ALIASES[normalised] ?? null;
}
