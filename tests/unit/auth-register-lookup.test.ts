// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  LOOKUP_IDLE,
  autoPick,
  checkableOrgNumber,
  companyLookupReducer,
  orgNumberOnBlur,
} from '../../src/features/auth/register/company-lookup.ts';

const NORDLYS = { companyName: 'Nordlys Regnskap AS', organizationNumber: '903552905' };

describe('the company lookup state machine', () => {
  it('goes idle → checking → exists', () => {
    const checking = companyLookupReducer(LOOKUP_IDLE, { type: 'check', orgNo: '914563720' });
    expect(checking).toEqual({ status: 'checking', orgNo: '914563720' });
    expect(companyLookupReducer(checking, { type: 'answered', orgNo: '914563720', exists: true })).toEqual({
      status: 'exists',
      orgNo: '914563720',
    });
  });

  it('reveals the form (not_exists) for an unregistered company', () => {
    const checking = companyLookupReducer(LOOKUP_IDLE, { type: 'check', orgNo: '903552905' });
    expect(
      companyLookupReducer(checking, { type: 'answered', orgNo: '903552905', exists: false }).status,
    ).toBe('not_exists');
  });

  it('counts a failed check as not_exists', () => {
    const checking = companyLookupReducer(LOOKUP_IDLE, { type: 'check', orgNo: '903552905' });
    expect(companyLookupReducer(checking, { type: 'failed', orgNo: '903552905' }).status).toBe('not_exists');
  });

  it('ignores the answer for a number no longer being checked', () => {
    const first = companyLookupReducer(LOOKUP_IDLE, { type: 'check', orgNo: '914563720' });
    const second = companyLookupReducer(first, { type: 'check', orgNo: '903552905' });
    expect(companyLookupReducer(second, { type: 'answered', orgNo: '914563720', exists: true })).toBe(second);
    expect(companyLookupReducer(LOOKUP_IDLE, { type: 'failed', orgNo: '914563720' })).toBe(LOOKUP_IDLE);
  });

  it('returns to idle on reset', () => {
    const exists = { status: 'exists', orgNo: '914563720' } as const;
    expect(companyLookupReducer(exists, { type: 'reset' })).toEqual(LOOKUP_IDLE);
  });
});

describe('looking up on blur', () => {
  it('takes exactly nine digits once spaces are removed', () => {
    expect(orgNumberOnBlur('903 552 905')).toBe('903552905');
    expect(orgNumberOnBlur('90355290')).toBeNull();
    expect(orgNumberOnBlur('9035529051')).toBeNull();
    expect(orgNumberOnBlur('Nordlys')).toBeNull();
  });

  it('checks mod-11 before any call', () => {
    expect(checkableOrgNumber('903 552 905')).toBe('903552905');
    expect(checkableOrgNumber('903552904')).toBeNull();
  });

  it('picks a single result for a nine-digit number, and nothing otherwise', () => {
    expect(autoPick('903 552 905', [NORDLYS])).toBe(NORDLYS);
    expect(autoPick('Nordlys', [NORDLYS])).toBeNull();
    expect(autoPick('903552905', [])).toBeNull();
    expect(autoPick('903552905', [NORDLYS, { ...NORDLYS, companyName: 'Annen' }])).toBeNull();
  });
});
