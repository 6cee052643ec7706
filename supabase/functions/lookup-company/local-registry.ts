import type { CompanyRegistry, CompanyResult, RegistryRoles } from './company-registry.ts';
import { LOCAL_COMPANIES } from './local-companies.ts';
import { LOCAL_COMPANY_ROLES } from './local-roles.ts';

/**
 * Folds case and accents so "cafe" finds "Café" and "sondre" finds "Söndre",
 * but keeps æ, ø and å distinct letters as Norwegians read them: "ost" must
 * not find "Øst". NFD splits å into a + ring (U+030A); every combining mark
 * except that ring is dropped, then NFC puts å back together.
 */
export function foldForSearch(value: string): string {
  return value
    .toLocaleLowerCase('nb-NO')
    .normalize('NFD')
    .replace(/[\u0300-\u0309\u030B-\u036F]/g, '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower is better: the name starts with the query, a word does, or it only contains it. */
function rank(name: string, query: string): number {
  if (name.startsWith(query)) return 0;
  if (name.includes(` ${query}`)) return 1;
  return 2;
}

/**
 * The registry used when no network is configured: the bundled fictional
 * companies, searched by name substring or found by number.
 */
export class LocalRegistry implements CompanyRegistry {
  private readonly companies: readonly { company: CompanyResult; folded: string }[];

  constructor(
    companies: readonly CompanyResult[] = LOCAL_COMPANIES,
    private readonly roles: Readonly<Record<string, RegistryRoles>> = LOCAL_COMPANY_ROLES,
  ) {
    this.companies = companies.map((company) => ({ company, folded: foldForSearch(company.companyName) }));
  }

  searchByName(name: string, limit: number): Promise<CompanyResult[]> {
    const query = foldForSearch(name);
    if (!query) return Promise.resolve([]);
    const hits = this.companies
      .filter((entry) => entry.folded.includes(query))
      .map((entry) => ({ ...entry, rank: rank(entry.folded, query) }))
      .sort((a, b) => a.rank - b.rank || a.company.companyName.localeCompare(b.company.companyName, 'nb-NO'));
    return Promise.resolve(hits.slice(0, limit).map((hit) => ({ ...hit.company })));
  }

  findByNumber(orgNumber: string): Promise<CompanyResult | null> {
    const entry = this.companies.find((candidate) => candidate.company.organizationNumber === orgNumber);
    return Promise.resolve(entry ? { ...entry.company } : null);
  }

  /** A known company without roles on record answers an empty list (nobody it could verify). */
  findRoles(orgNumber: string): Promise<RegistryRoles | null> {
    if (!this.companies.some((entry) => entry.company.organizationNumber === orgNumber)) {
      return Promise.resolve(null);
    }
    const known = this.roles[orgNumber];
    return Promise.resolve(
      known
        ? {
            roles: known.roles.map((entry) => ({ ...entry })),
            ...(known.website ? { website: known.website } : {}),
          }
        : { roles: [] },
    );
  }
}
