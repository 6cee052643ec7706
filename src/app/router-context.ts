import type { RoleRequirement } from '@/features/auth/index.ts';

/**
 * The services a route's beforeLoad may use, handed to the router by the
 * composition root (runtime.ts) instead of imported as module singletons.
 */
export interface RouterContext {
  session: {
    /** Resolves when access is allowed; redirects to /login or throws AccessDeniedError otherwise. */
    guard(location: { href: string }, required?: RoleRequirement | null): void | Promise<void>;
  };
  account: {
    /** The signed-in user's account model (idempotent); resolves when its cache is on screen. */
    start(): void | Promise<void>;
  };
}
