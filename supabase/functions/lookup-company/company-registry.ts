import { isValidOrgNumber, normalizeOrgNumber } from '../_shared/contracts/org-number.ts';

/** One company as the forms show it (spec: "Company lookup result"). */
export interface CompanyResult {
  companyName: string;
  organizationNumber: string;
  address?: string;
}

/**
 * One person in a role of an organisation, as Enhetsregisteret lists it (`/enheter/{orgnr}/roller`).
 * A type, not an interface: record_registry_check stores the roles as `Json`, which only
 * object types without declaration merging satisfy.
 */
export type RegistryRole = {
  /** Enhetsregisteret's role code: DAGL (daglig leder), LEDE (styrets leder), SIGN, PROK, ... */
  code: string;
  description: string;
  /** First and last name, the form people type on the register page. */
  name: string;
  /** With the middle name, when there is one. */
  fullName: string;
};

/** What the registry tells about who acts for an organisation: evidence for verifying a claim. */
export interface RegistryRoles {
  roles: RegistryRole[];
  /** The organisation's homepage as registered ("www.acme.no"), when it has one. */
  website?: string;
}

/** Where company search gets its answers: Enhetsregisteret in production, a bundled list locally. */
export interface CompanyRegistry {
  /** Companies whose name matches, best first, at most `limit`; removed companies are left out. */
  searchByName(name: string, limit: number): Promise<CompanyResult[]>;
  /** The company with this (valid, nine-digit) number, or null when unknown or removed. */
  findByNumber(orgNumber: string): Promise<CompanyResult | null>;
  /** The people in the organisation's current roles and its homepage; null when the number is unknown. */
  findRoles(orgNumber: string): Promise<RegistryRoles | null>;
}

/** The registry could not answer (timeout, 5xx, a response of the wrong shape). */
export class RegistryUnavailableError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'upstream',
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'RegistryUnavailableError';
  }
}

/** The most results one search answers with. */
export const MAX_RESULTS = 10;

export type CompanyQuery = { kind: 'number'; orgNumber: string } | { kind: 'name'; name: string };

/**
 * A query of nine digits (spaces allowed, "914 563 720") is an organisation
 * number; anything else is a name.
 */
export function classifyQuery(query: string): CompanyQuery {
  const digits = normalizeOrgNumber(query);
  if (/^\d{9}$/.test(digits)) return { kind: 'number', orgNumber: digits };
  return { kind: 'name', name: query };
}

/**
 * Runs a search on any registry. A nine-digit number that fails the mod-11
 * check cannot belong to any company, so it answers no results without asking.
 */
export async function searchCompanies(registry: CompanyRegistry, query: string): Promise<CompanyResult[]> {
  const parsed = classifyQuery(query);
  if (parsed.kind === 'name') return registry.searchByName(parsed.name, MAX_RESULTS);
  if (!isValidOrgNumber(parsed.orgNumber)) return [];
  const company = await registry.findByNumber(parsed.orgNumber);
  return company ? [company] : [];
}
