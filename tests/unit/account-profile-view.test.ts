// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AccountSnapshot } from '../../src/features/account/account-schema.ts';
import { buildProfileView } from '../../src/features/account/profile-view.ts';
import { formatOrgNumber } from '../../supabase/functions/_shared/contracts/org-number.ts';
import { company, membership } from './support/accounts.ts';

const PROFILE = { firstname: 'Lars', lastname: 'Haugen', phone: '+47 412 34 567' };

function snapshot(
  memberships: AccountSnapshot['memberships'],
  profile: AccountSnapshot['profile'] = PROFILE,
): AccountSnapshot {
  return { userId: 'u1', profile, memberships, fetchedAt: '2026-11-25T10:00:00.000Z' };
}

const fieldsOf = (view: ReturnType<typeof buildProfileView>, title: string) =>
  Object.fromEntries(
    (view?.sections.find((section) => section.title === title)?.fields ?? []).map((field) => [
      field.label,
      field.value,
    ]),
  );

describe('buildProfileView', () => {
  it("shows an individual's profile and e-mail, nothing of a company", () => {
    const view = buildProfileView({
      email: 'privat@ordning.test',
      metadataType: 'individual',
      snapshot: snapshot([], { firstname: 'Ola', lastname: 'Nordmann', phone: null }),
      selected: null,
    });
    expect(view?.kind).toBe('Privatperson');
    expect(fieldsOf(view, 'Personlig informasjon')).toEqual({
      Fornavn: 'Ola',
      Etternavn: 'Nordmann',
      'E-post': 'privat@ordning.test',
      Telefon: null,
    });
    expect(view?.sections).toHaveLength(1);
    expect(view?.canManageEmployees).toBe(false);
  });

  it("combines a company user's profile with the company they own, org_no as 3-3-3", () => {
    const acme = {
      id: 'acme',
      role: 'owner' as const,
      company: company('acme', 'Acme AS', {
        invoice_email: 'faktura@acme.test',
        address: 'Storgata 12, 0155 Oslo',
        phone: '+47 22 12 34 56',
      }),
    };
    const view = buildProfileView({
      email: 'eier@acme.test',
      metadataType: 'company',
      snapshot: snapshot([acme]),
      selected: acme,
    });
    expect(view?.type).toBe('company');
    expect(fieldsOf(view, 'Bedriftsinformasjon')).toEqual({
      Bedriftsnavn: 'Acme AS',
      Organisasjonsnummer: '914 563 720',
      'Faktura-e-post': 'faktura@acme.test',
      Adresse: 'Storgata 12, 0155 Oslo',
      Telefon: '+47 22 12 34 56',
    });
    expect(view?.canManageEmployees).toBe(true);
    expect(view?.brandingCompany?.id).toBe('acme');
  });

  it("shows an employee's company and role in the selected company", () => {
    const acme = membership('acme', 'employee', 'Acme AS');
    const view = buildProfileView({
      email: 'ansatt@acme.test',
      metadataType: 'employee',
      snapshot: snapshot([acme]),
      selected: acme,
    });
    expect(fieldsOf(view, 'Arbeidsgiver')).toEqual({ Bedrift: 'Acme AS', Rolle: 'Ansatt' });
    expect(view?.canManageEmployees).toBe(false);
    expect(view?.brandingCompany).toBeNull();
  });

  it('lets an employee who is admin of the selected company manage its employees', () => {
    const acme = membership('acme', 'admin', 'Acme AS');
    const view = buildProfileView({
      email: null,
      metadataType: 'company',
      snapshot: snapshot([acme]),
      selected: acme,
    });
    expect(view?.type).toBe('employee');
    expect(fieldsOf(view, 'Arbeidsgiver')).toMatchObject({ Rolle: 'Administrator' });
    expect(view?.canManageEmployees).toBe(true);
  });

  it('is null when nothing says who the user is', () => {
    expect(
      buildProfileView({
        email: 'x@y.test',
        metadataType: null,
        snapshot: snapshot([], null),
        selected: null,
      }),
    ).toBeNull();
  });
});

describe('formatOrgNumber', () => {
  it('groups nine digits 3-3-3 and leaves anything else as it is', () => {
    expect(formatOrgNumber('914563720')).toBe('914 563 720');
    expect(formatOrgNumber('914 563 720')).toBe('914 563 720');
    expect(formatOrgNumber('12345')).toBe('12345');
  });
});
