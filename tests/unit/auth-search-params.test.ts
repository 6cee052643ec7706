// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { Route as LoginRoute } from '../../src/routes/login.tsx';
import { Route as PasswordResetRoute } from '../../src/routes/password-reset.tsx';

// Only the routes' search validation is under test, not the pages they render.
vi.mock('@/features/auth/index.ts', () => ({ LoginPage: () => null, PasswordResetPage: () => null }));

type Parse<T> = (search: Record<string, unknown>) => T;
const parseLoginSearch = LoginRoute.options.validateSearch as Parse<{ redirectTo?: string }>;
const parsePasswordResetSearch = PasswordResetRoute.options.validateSearch as Parse<{
  token?: string;
  type?: string;
}>;

// The schemas the routes parsed with before their checks went by hand (zod left the boot path).
const FormerRedirectTo = z.string().check(z.minLength(1), z.maxLength(2048));
const FormerPasswordResetSearch = z.object({
  token: z.catch(z.optional(z.string()), undefined),
  type: z.catch(z.optional(z.string()), undefined),
});

const values: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  '/offers',
  'recovery',
  'x'.repeat(2048),
  'x'.repeat(2049),
  0,
  42,
  true,
  ['/offers'],
  { path: '/offers' },
];

describe("/login's search params", () => {
  it('keeps a plausible redirectTo and drops anything else', () => {
    expect(parseLoginSearch({ redirectTo: '/offer/1' })).toEqual({ redirectTo: '/offer/1' });
    for (const redirectTo of ['', 'x'.repeat(2049), 5, null, ['/offers']]) {
      expect(parseLoginSearch({ redirectTo }), String(redirectTo)).toEqual({ redirectTo: undefined });
    }
  });

  it.each(values.map((value) => [value]))('agrees with the former schema on %j', (value) => {
    const former = FormerRedirectTo.safeParse(value);
    expect(parseLoginSearch({ redirectTo: value })).toEqual({
      redirectTo: former.success ? former.data : undefined,
    });
  });
});

describe("/password-reset's search params", () => {
  it('keeps text and drops anything else', () => {
    expect(parsePasswordResetSearch({ token: 'abc', type: 'recovery' })).toEqual({
      token: 'abc',
      type: 'recovery',
    });
    expect(parsePasswordResetSearch({ token: 12345, type: ['recovery'] })).toEqual({});
  });

  it.each(values.map((value) => [value]))('agrees with the former schema on %j', (value) => {
    for (const search of [{ token: value, type: value }, { token: value }, {}]) {
      expect(parsePasswordResetSearch(search)).toEqual(FormerPasswordResetSearch.parse(search));
    }
  });
});

// Type-only: brings the generated route tree into this type-check (tsconfig.node.json),
// which the route files' typed createFileRoute paths need.
export type { FileRouteTypes } from '../../src/routeTree.gen.ts';
