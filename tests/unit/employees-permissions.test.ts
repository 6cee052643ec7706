// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type Actor,
  canDelete,
  canEditRole,
  canManageEmployees,
  canResendInvite,
  grantableRoles,
} from '../../src/features/employees/employee-permissions.ts';

const owner: Actor = { userId: 'owner', role: 'owner' };
const admin: Actor = { userId: 'admin', role: 'admin' };
const employee: Actor = { userId: 'employee', role: 'employee' };
const nobody: Actor = { userId: 'x', role: null };

const row = (
  userId: string,
  role: 'owner' | 'admin' | 'employee',
  status: 'invited' | 'accepted' = 'accepted',
) => ({
  userId,
  role,
  status,
});

describe('who manages the employees of the selected company', () => {
  it('is owners and admins only; employees and users without a company read', () => {
    expect([owner, admin, employee, nobody].map(canManageEmployees)).toEqual([true, true, false, false]);
  });

  it('lets an owner give every role and an admin never the owner role', () => {
    expect(grantableRoles(owner)).toEqual(['employee', 'admin', 'owner']);
    expect(grantableRoles(admin)).toEqual(['employee', 'admin']);
    expect(grantableRoles(employee)).toEqual([]);
  });

  it('offers role changes the server allows', () => {
    expect(canEditRole(owner, row('a', 'employee'))).toBe(true);
    expect(canEditRole(owner, row('b', 'owner'))).toBe(true);
    expect(canEditRole(admin, row('a', 'employee'))).toBe(true);
    expect(canEditRole(admin, row('c', 'admin'))).toBe(true);
  });

  it('never offers a change of one’s own role, an admin touching an owner, or anything to an employee', () => {
    expect(canEditRole(owner, row('owner', 'owner'))).toBe(false);
    expect(canEditRole(admin, row('admin', 'admin'))).toBe(false);
    expect(canEditRole(admin, row('b', 'owner'))).toBe(false);
    expect(canEditRole(employee, row('a', 'employee'))).toBe(false);
    expect(canEditRole(nobody, row('a', 'employee'))).toBe(false);
  });

  it('shows no delete button on an owner row, on one’s own row, or to an employee', () => {
    expect(canDelete(owner, row('a', 'employee'))).toBe(true);
    expect(canDelete(admin, row('c', 'admin'))).toBe(true);
    expect(canDelete(owner, row('b', 'owner'))).toBe(false);
    expect(canDelete(admin, row('admin', 'admin'))).toBe(false);
    expect(canDelete(employee, row('a', 'employee'))).toBe(false);
  });

  it('offers to send a pending invitation again to managers who may give its role', () => {
    expect(canResendInvite(owner, row('a', 'employee', 'invited'))).toBe(true);
    expect(canResendInvite(owner, row('a', 'employee', 'accepted'))).toBe(false);
    expect(canResendInvite(admin, row('b', 'owner', 'invited'))).toBe(false);
    expect(canResendInvite(employee, row('a', 'employee', 'invited'))).toBe(false);
  });
});
