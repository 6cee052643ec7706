import { redirect } from '@tanstack/react-router';
import { requestSupabase } from '@/lib/load-supabase.ts';
import { readAuthState, whenAuth, type AuthState, type Role } from './auth-state.ts';

/** What the guard makes of a session for a page that needs `required` (null: just a session). */
export type AccessDecision =
  | { kind: 'checking' }
  | { kind: 'sign_in' }
  | { kind: 'allowed' }
  | { kind: 'forbidden'; required: readonly Role[]; roles: Role[] };

/** A page's role requirement: one role, or any one of several. */
export type RoleRequirement = Role | readonly Role[];

const anyOf = (required: RoleRequirement): readonly Role[] =>
  typeof required === 'string' ? [required] : required;

type GuardInput = Pick<AuthState, 'status' | 'roles' | 'rolesKnown'>;

/**
 * The one access rule of the app. Still checking while the session is being
 * read, or while a role is required and the roles of a first sign-in on this
 * device have not answered yet; offline, the roles cached on the device count.
 */
export function decideAccess(state: GuardInput, required: RoleRequirement | null): AccessDecision {
  if (state.status === 'loading') return { kind: 'checking' };
  if (state.status === 'signed_out') return { kind: 'sign_in' };
  if (required === null) return { kind: 'allowed' };
  const roles = anyOf(required);
  if (roles.some((role) => state.roles.includes(role))) return { kind: 'allowed' };
  if (!state.rolesKnown) return { kind: 'checking' };
  return { kind: 'forbidden', required: roles, roles: [...state.roles] };
}

/** Thrown by the guard; the guarded route's errorComponent (AccessDenied) shows 'Ingen tilgang'. */
export class AccessDeniedError extends Error {
  override readonly name = 'AccessDeniedError';

  constructor(
    readonly required: readonly Role[],
    readonly roles: readonly Role[],
  ) {
    super(`Requires the role ${required.join(' or ')}`);
  }
}

function enforce(decision: AccessDecision, location: { href: string }): void {
  if (decision.kind === 'sign_in' || decision.kind === 'checking') {
    // Replacing: Back from the login page must not land on this guard again.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirects are thrown
    throw redirect({ to: '/login', search: { redirectTo: location.href }, replace: true });
  }
  if (decision.kind === 'forbidden') throw new AccessDeniedError(decision.required, decision.roles);
}

/**
 * beforeLoad of every guarded route: `guardRoute(location)` for a session,
 * `guardRoute(location, 'admin')` for a role, `guardRoute(location, ['company', 'employee'])`
 * for any of several. No session: to
 * /login?redirectTo=<this path and query>, replacing history. A missing role
 * throws AccessDeniedError. Synchronous when the session is known, so a
 * known session never flashes the route's pendingComponent ('Sjekker
 * autentisering...'); otherwise it waits for the check to finish.
 */
export function guardRoute(
  location: { href: string },
  required: RoleRequirement | null = null,
): void | Promise<void> {
  const decision = decideAccess(readAuthState(), required);
  if (decision.kind !== 'checking') {
    enforce(decision, location);
    return;
  }
  // The page has nothing to show until the session answers, so supabase-js must not
  // wait for the first content (after-first-content.ts) and its 3 s deadline.
  requestSupabase();
  return whenAuth((state) => decideAccess(state, required).kind !== 'checking').then((state) => {
    const settled = decideAccess(state, required);
    // A check that never finished: a session still loading is no session; unknown roles are none.
    if (settled.kind === 'checking' && state.status === 'signed_in' && required !== null) {
      throw new AccessDeniedError(anyOf(required), state.roles);
    }
    enforce(settled, location);
  });
}
