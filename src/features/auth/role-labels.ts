import type { Role } from './auth-state.ts';

/** The global roles (user_roles) as the UI names them. */
export const ROLE_LABELS: Record<Role, string> = {
  company: 'Bedrift',
  employee: 'Ansatt',
  admin: 'Administrator',
};

/** 'Bedrift, Ansatt', or the spec's 'Ingen rolle' for a user without any. */
export function describeRoles(roles: readonly Role[]): string {
  return roles.length === 0 ? 'Ingen rolle' : roles.map((role) => ROLE_LABELS[role]).join(', ');
}
