import type { CompanyRole } from '@/features/account/index.ts';
import type { Employee } from './employee-schema.ts';

// What the page offers mirrors what the database allows (issue 12's rules):
// only owners and admins manage employees; only an owner grants, changes or
// removes the owner role; nobody changes their own role; the owner row has no
// delete button. The server decides; the UI just never offers a refusal.

/** The signed-in user's place in the selected company (null: no company selected). */
export interface Actor {
  userId: string;
  role: CompanyRole | null;
}

/** Owners and admins of the selected company invite, edit and delete; others read. */
export const canManageEmployees = (actor: Actor): boolean => actor.role === 'owner' || actor.role === 'admin';

/** The roles the actor may give someone: an admin never hands out owner. */
export function grantableRoles(actor: Actor): CompanyRole[] {
  if (actor.role === 'owner') return ['employee', 'admin', 'owner'];
  if (actor.role === 'admin') return ['employee', 'admin'];
  return [];
}

/** Whether the row's role can be changed by the actor (never their own, an owner's only by an owner). */
export function canEditRole(actor: Actor, employee: Pick<Employee, 'userId' | 'role'>): boolean {
  if (!canManageEmployees(actor) || employee.userId === actor.userId) return false;
  return employee.role !== 'owner' || actor.role === 'owner';
}

/** Whether the row shows a delete button (never on an owner row, never on one's own). */
export function canDelete(actor: Actor, employee: Pick<Employee, 'userId' | 'role'>): boolean {
  return canManageEmployees(actor) && employee.role !== 'owner' && employee.userId !== actor.userId;
}

/** Whether a pending invitation can be sent again from the row. */
export function canResendInvite(
  actor: Actor,
  employee: Pick<Employee, 'userId' | 'role' | 'status'>,
): boolean {
  return (
    employee.status === 'invited' &&
    canManageEmployees(actor) &&
    employee.userId !== actor.userId &&
    grantableRoles(actor).includes(employee.role)
  );
}
