// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  canManageEmployees,
  canSwitchCompany,
  chooseSelectedCompany,
  deriveProfileType,
  ownedCompany,
} from '../../src/features/account/account-rules.ts';
import { membership } from './support/accounts.ts';

const PROFILE = { firstname: 'Kari', lastname: 'Nordmann', phone: null };

describe('deriveProfileType', () => {
  it('is company for the owner of a company, whatever else they are', () => {
    const memberships = [membership('a', 'employee'), membership('b', 'owner')];
    expect(deriveProfileType({ memberships, profile: PROFILE, metadataType: 'individual' })).toBe('company');
  });

  it('is employee with any employee link, admin role included', () => {
    expect(
      deriveProfileType({ memberships: [membership('a', 'admin')], profile: null, metadataType: null }),
    ).toBe('employee');
    expect(
      deriveProfileType({
        memberships: [membership('a', 'employee')],
        profile: PROFILE,
        metadataType: 'company',
      }),
    ).toBe('employee');
  });

  it('is individual with only a profile', () => {
    expect(deriveProfileType({ memberships: [], profile: PROFILE, metadataType: 'company' })).toBe(
      'individual',
    );
  });

  it("falls back to the metadata's user_type, then to nothing", () => {
    expect(deriveProfileType({ memberships: [], profile: null, metadataType: 'employee' })).toBe('employee');
    expect(deriveProfileType({ memberships: [], profile: null, metadataType: null })).toBeNull();
  });
});

describe('chooseSelectedCompany', () => {
  const memberships = [membership('a', 'employee'), membership('b', 'admin'), membership('c', 'owner')];

  it('picks the first company where the user is owner or admin on first load', () => {
    expect(chooseSelectedCompany(memberships, null)?.company.id).toBe('b');
  });

  it('picks the first company when the user manages none', () => {
    expect(
      chooseSelectedCompany([membership('x', 'employee'), membership('y', 'employee')], null)?.company.id,
    ).toBe('x');
  });

  it("keeps the user's choice while they are still a member there", () => {
    expect(chooseSelectedCompany(memberships, 'a')?.company.id).toBe('a');
    expect(chooseSelectedCompany(memberships, 'gone')?.company.id).toBe('b');
  });

  it('is none without memberships', () => {
    expect(chooseSelectedCompany([], 'a')).toBeNull();
  });
});

describe('ownedCompany', () => {
  it('is the selected company when the user owns it, else the first they own', () => {
    const memberships = [membership('a', 'employee'), membership('b', 'owner'), membership('c', 'owner')];
    expect(ownedCompany(memberships, memberships[2] ?? null)?.id).toBe('c');
    expect(ownedCompany(memberships, memberships[0] ?? null)?.id).toBe('b');
    expect(ownedCompany([membership('a', 'admin')], null)).toBeNull();
  });
});

describe('canSwitchCompany', () => {
  const two = [membership('a', 'employee'), membership('b', 'employee')];

  it('shows the selector to the company and employee roles with more than one company', () => {
    expect(canSwitchCompany(['employee'], two)).toBe(true);
    expect(canSwitchCompany(['company'], two)).toBe(true);
  });

  it('hides it with one company, or for other roles', () => {
    expect(canSwitchCompany(['employee'], [membership('a', 'employee')])).toBe(false);
    expect(canSwitchCompany(['admin'], two)).toBe(false);
    expect(canSwitchCompany([], two)).toBe(false);
  });
});

describe('canManageEmployees', () => {
  it('is for company users and for owners and admins of the selected company', () => {
    expect(canManageEmployees('company', null)).toBe(true);
    expect(canManageEmployees('employee', membership('a', 'admin'))).toBe(true);
    expect(canManageEmployees('employee', membership('a', 'owner'))).toBe(true);
    expect(canManageEmployees('employee', membership('a', 'employee'))).toBe(false);
    expect(canManageEmployees('individual', null)).toBe(false);
  });
});
