import type { RegistryRole, RegistryRoles } from './company-registry.ts';

const role = (code: string, description: string, name: string, fullName = name): RegistryRole => ({
  code,
  description,
  name,
  fullName,
});

/**
 * The local registry's roles: fictional people for some of the bundled
 * fictional companies (local-companies.ts), so verification from the
 * registry can be tried without network. Acme AS and Fjord Eiendom AS name
 * the seeded owners; Nordlys Regnskap AS has a daglig leder nobody in the
 * seed is, so a sign-up as 'Ingrid Nordlys' is verified at once, and
 * Havbris Sjømat AS a prokurist. Companies not listed have no roles on
 * record here, so their claims wait for an admin.
 */
export const LOCAL_COMPANY_ROLES: Readonly<Record<string, RegistryRoles>> = {
  '914563720': {
    roles: [role('DAGL', 'Daglig leder', 'Lars Haugen'), role('LEDE', 'Styrets leder', 'Jonas Berg')],
    website: 'www.acme.test',
  },
  '928714055': {
    roles: [role('DAGL', 'Daglig leder', 'Marte Fjeldstad'), role('SIGN', 'Signatur', 'Even Dahl')],
    website: 'fjord.test',
  },
  '903552905': {
    roles: [
      role('DAGL', 'Daglig leder', 'Ingrid Nordlys', 'Ingrid Marie Nordlys'),
      role('LEDE', 'Styrets leder', 'Per Nordlys'),
      role('REVI', 'Revisor', 'Tone Revisor'),
    ],
    website: 'www.nordlys-regnskap.test',
  },
  '930574430': {
    roles: [role('PROK', 'Prokura', 'Sofie Havbris'), role('MEDL', 'Styremedlem', 'Anders Strand')],
    website: 'havbris.test',
  },
};
