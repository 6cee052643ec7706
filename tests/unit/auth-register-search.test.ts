// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { isSafeRedirectPath } from '../../src/features/auth/redirect-target.ts';
import { Route } from '../../src/routes/register.tsx';

// Only the route's search validation is under test, not the page it renders.
vi.mock('@/features/auth/index.ts', async () => ({
  RegisterPage: () => null,
  isSafeRedirectPath: (await import('../../src/features/auth/redirect-target.ts')).isSafeRedirectPath,
}));
vi.mock('@/features/account/index.ts', () => ({ refreshAccount: () => Promise.resolve() }));

type RegisterSearch = { redirectTo?: string; type?: 'company' | 'private' };
const parseRegisterSearch = (search: Record<string, unknown>) =>
  (Route.options.validateSearch as unknown as { parse(raw: unknown): RegisterSearch }).parse(search);

describe("/register's search params", () => {
  it('keeps type company or private, and drops anything else to the default', () => {
    expect(parseRegisterSearch({ type: 'company' }).type).toBe('company');
    expect(parseRegisterSearch({ type: 'private' }).type).toBe('private');
    for (const type of ['bedrift', 'COMPANY', '', 1, ['company'], undefined]) {
      expect(parseRegisterSearch({ type }).type, String(type)).toBeUndefined();
    }
  });

  it('keeps a same-origin redirectTo and drops one that could lead elsewhere', () => {
    expect(parseRegisterSearch({ redirectTo: '/offer/1?x=2' }).redirectTo).toBe('/offer/1?x=2');
    expect(parseRegisterSearch({ redirectTo: '/' }).redirectTo).toBe('/');
    for (const redirectTo of ['//evil.test', 'https://evil.test/', '/\\evil.test', 'offers', '', 5]) {
      expect(parseRegisterSearch({ redirectTo }).redirectTo, String(redirectTo)).toBeUndefined();
    }
    expect(parseRegisterSearch({ redirectTo: `/${'a'.repeat(2048)}` }).redirectTo).toBeUndefined();
  });

  it('reads both at once', () => {
    expect(parseRegisterSearch({ type: 'company', redirectTo: '/offers' })).toEqual({
      type: 'company',
      redirectTo: '/offers',
    });
  });
});

// The schema the route parsed with before its check went by hand (zod left the boot path).
const FormerRegisterSearch = z.object({
  redirectTo: z.catch(
    z.optional(z.string().check(z.maxLength(2048), z.refine(isSafeRedirectPath))),
    undefined,
  ),
  type: z.catch(z.optional(z.enum(['company', 'private'])), undefined),
});

describe("/register's search params, checked by hand", () => {
  const values: unknown[] = [
    undefined,
    null,
    '',
    '/',
    '/offer/1?x=2',
    `/${'a'.repeat(2047)}`,
    `/${'a'.repeat(2048)}`,
    '//evil.test',
    'https://evil.test/',
    'company',
    'private',
    'COMPANY',
    5,
    ['company'],
    { type: 'company' },
  ];
  it.each(values.map((value) => [value]))('agrees with the former schema on %j', (value) => {
    for (const search of [{ redirectTo: value, type: value }, { redirectTo: value }, {}]) {
      expect(parseRegisterSearch(search)).toEqual(FormerRegisterSearch.parse(search));
    }
  });
});

describe('isSafeRedirectPath', () => {
  it('accepts same-origin paths only', () => {
    expect(isSafeRedirectPath('/')).toBe(true);
    expect(isSafeRedirectPath('/offer/abc#top')).toBe(true);
    expect(isSafeRedirectPath('//evil.test')).toBe(false);
    expect(isSafeRedirectPath('javascript:alert(1)')).toBe(false);
  });
});

// Type-only: brings the generated route tree into this type-check (tsconfig.node.json),
// which the route file's typed createFileRoute path needs.
export type { FileRouteTypes } from '../../src/routeTree.gen.ts';
