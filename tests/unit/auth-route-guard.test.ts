// @vitest-environment node
import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT, setAuthState, type AuthState } from '../../src/features/auth/auth-state.ts';
import { AccessDeniedError, decideAccess, guardRoute } from '../../src/features/auth/route-guard.ts';

const signedIn = (roles: AuthState['roles'], rolesKnown = true): AuthState => ({
  status: 'signed_in',
  user: null,
  session: null,
  roles,
  userType: null,
  rolesKnown,
});

afterEach(() => {
  setAuthState(SIGNED_OUT);
  vi.useRealTimers();
});

describe('decideAccess', () => {
  it.each([
    ['loading', { ...SIGNED_OUT, status: 'loading' as const }, null, 'checking'],
    ['signed out, a session needed', SIGNED_OUT, null, 'sign_in'],
    ['signed out, a role needed', SIGNED_OUT, 'admin' as const, 'sign_in'],
    ['signed in, a session needed', signedIn([]), null, 'allowed'],
    ['an admin on an admin page', signedIn(['admin']), 'admin' as const, 'allowed'],
    ['a company user on a company page', signedIn(['company']), 'company' as const, 'allowed'],
    ['an employee on an admin page', signedIn(['employee']), 'admin' as const, 'forbidden'],
    ['no roles on a company page', signedIn([]), 'company' as const, 'forbidden'],
    ['roles not known yet', signedIn([], false), 'admin' as const, 'checking'],
    ['a cached role while the fresh ones load', signedIn(['admin'], false), 'admin' as const, 'allowed'],
    ['roles not known, a session needed', signedIn([], false), null, 'allowed'],
    [
      'an employee where a company user or an employee may go',
      signedIn(['employee']),
      ['company', 'employee'] as const,
      'allowed',
    ],
    ['a company user there', signedIn(['company']), ['company', 'employee'] as const, 'allowed'],
    ['an admin there', signedIn(['admin']), ['company', 'employee'] as const, 'forbidden'],
  ])('%s: %s', (_name, state, required, kind) => {
    expect(decideAccess(state, required).kind).toBe(kind);
  });

  it("names the required role and the user's roles when it refuses", () => {
    expect(decideAccess(signedIn(['employee', 'company']), 'admin')).toEqual({
      kind: 'forbidden',
      required: ['admin'],
      roles: ['employee', 'company'],
    });
  });
});

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('guardRoute', () => {
  it('redirects to the login with the path and query, replacing history', () => {
    setAuthState(SIGNED_OUT);
    const thrown = thrownBy(() => guardRoute({ href: '/admin/categories?side=2' }, 'admin'));
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: unknown }).options).toMatchObject({
      to: '/login',
      search: { redirectTo: '/admin/categories?side=2' },
      replace: true,
    });
  });

  it('throws AccessDeniedError for a missing role, and passes a present one synchronously', () => {
    setAuthState(signedIn(['employee']));
    const thrown = thrownBy(() => guardRoute({ href: '/admin' }, 'admin'));
    expect(thrown).toBeInstanceOf(AccessDeniedError);
    expect(thrown).toMatchObject({ required: ['admin'], roles: ['employee'] });
    setAuthState(signedIn(['admin']));
    expect(thrownBy(() => guardRoute({ href: '/employees' }, ['company', 'employee']))).toMatchObject({
      required: ['company', 'employee'],
      roles: ['admin'],
    });
    setAuthState(signedIn(['company']));
    expect(guardRoute({ href: '/employees' }, 'company')).toBeUndefined();
  });

  it('waits while the session is checked, then decides', async () => {
    setAuthState({ ...SIGNED_OUT, status: 'loading' });
    const pending = guardRoute({ href: '/profile' });
    expect(pending).toBeInstanceOf(Promise);
    setAuthState(signedIn([]));
    await expect(pending).resolves.toBeUndefined();
  });

  it("waits for a first sign-in's roles before refusing", async () => {
    setAuthState(signedIn([], false));
    const pending = guardRoute({ href: '/admin' }, 'admin');
    setAuthState(signedIn(['admin'], true));
    await expect(pending).resolves.toBeUndefined();
  });

  it('asks for supabase-js at once while it waits, and not when the device decides', async () => {
    // Fresh modules: whether the client was asked for is state of load-supabase.ts.
    vi.resetModules();
    const auth = await import('../../src/features/auth/auth-state.ts');
    const { guardRoute: guard } = await import('../../src/features/auth/route-guard.ts');
    const { supabaseRequested } = await import('../../src/lib/load-supabase.ts');
    let requested = false;
    void supabaseRequested().then(() => (requested = true));
    auth.setAuthState(signedIn(['company']));
    expect(guard({ href: '/company/offers' }, 'company')).toBeUndefined();
    await Promise.resolve();
    expect(requested).toBe(false);
    // Without it the page would wait for its first content, which it cannot have, for 3 s.
    auth.setAuthState(signedIn([], false));
    const pending = guard({ href: '/company/offers' }, 'company');
    await Promise.resolve();
    expect(requested).toBe(true);
    auth.setAuthState(signedIn(['company']));
    await expect(pending).resolves.toBeUndefined();
  });

  it('refuses when the roles never arrive', async () => {
    vi.useFakeTimers();
    setAuthState(signedIn([], false));
    const pending = guardRoute({ href: '/admin' }, 'admin');
    const outcome = expect(pending).rejects.toBeInstanceOf(AccessDeniedError);
    await vi.advanceTimersByTimeAsync(10_000);
    await outcome;
  });

  it('sends a session that never finished loading to the login', async () => {
    vi.useFakeTimers();
    setAuthState({ ...SIGNED_OUT, status: 'loading' });
    const pending = guardRoute({ href: '/profile' });
    const outcome = pending?.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(isRedirect(await outcome)).toBe(true);
  });
});
