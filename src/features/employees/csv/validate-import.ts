import type { CompanyRole } from '@/features/account/index.ts';
import { COMPANY_ROLE_LABELS } from '@/features/account/signed-in.ts';
import { EMAIL_PATTERN } from '../invite-form-schema.ts';
import { parseRoleCell } from './csv-columns.ts';
import type { CsvRecord } from './parse-employee-csv.ts';

export const IMPORT_PROBLEMS = {
  invalidEmail: 'Ugyldig e-post',
  missingFirstname: 'Mangler fornavn',
  missingLastname: 'Mangler etternavn',
  duplicate: (line: number) => `Duplikat i filen (samme e-post som rad ${line})`,
  alreadyMember: 'Allerede ansatt i bedriften',
  alreadyInvited: 'Har allerede en ventende invitasjon',
  invalidRole: 'Ugyldig rolle',
  roleNotAllowed: (role: CompanyRole) => `Du kan ikke gi rollen ${COMPANY_ROLE_LABELS[role]}`,
} as const;

/** A record checked for sending: its problems in Norwegian, none when it can be sent. */
export interface ImportRow {
  line: number;
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  /** null when the role cell is not a role. */
  role: CompanyRole | null;
  problems: string[];
}

export interface ImportContext {
  /** E-mail addresses already in the company (any case). */
  existingEmails: ReadonlySet<string>;
  /** Addresses with a pending invitation from the company (any case). */
  invitedEmails?: ReadonlySet<string>;
  /** The roles the importer may give (an admin never gives owner). */
  grantableRoles: readonly CompanyRole[];
}

/**
 * Each record's problems: a malformed e-mail, a missing name, an address
 * that appeared earlier in the file, is already in the company or invited, a role
 * that is no role or one the importer may not give.
 */
export function validateImport(records: readonly CsvRecord[], context: ImportContext): ImportRow[] {
  const firstLineOf = new Map<string, number>();
  return records.map(({ line, cells }) => {
    const email = cells.email.trim();
    const key = email.toLowerCase();
    const role = parseRoleCell(cells.role);
    const problems: string[] = [];
    if (!EMAIL_PATTERN.test(email)) problems.push(IMPORT_PROBLEMS.invalidEmail);
    if (cells.firstname === '') problems.push(IMPORT_PROBLEMS.missingFirstname);
    if (cells.lastname === '') problems.push(IMPORT_PROBLEMS.missingLastname);
    const first = key === '' ? undefined : firstLineOf.get(key);
    if (first !== undefined) problems.push(IMPORT_PROBLEMS.duplicate(first));
    else if (key !== '') firstLineOf.set(key, line);
    if (key !== '' && context.existingEmails.has(key)) problems.push(IMPORT_PROBLEMS.alreadyMember);
    else if (key !== '' && context.invitedEmails?.has(key)) problems.push(IMPORT_PROBLEMS.alreadyInvited);
    if (role === null) problems.push(IMPORT_PROBLEMS.invalidRole);
    else if (!context.grantableRoles.includes(role)) problems.push(IMPORT_PROBLEMS.roleNotAllowed(role));
    return {
      line,
      email,
      firstname: cells.firstname,
      lastname: cells.lastname,
      phone: cells.phone,
      role,
      problems,
    };
  });
}

/** The rows that can be sent, with their role known. */
export function sendableRows(rows: readonly ImportRow[]): (ImportRow & { role: CompanyRole })[] {
  return rows.filter(
    (row): row is ImportRow & { role: CompanyRole } => row.problems.length === 0 && row.role !== null,
  );
}
