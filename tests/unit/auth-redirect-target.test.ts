// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { magicLinkRedirect, safeRedirectPath } from '../../src/features/auth/redirect-target.ts';
import { Route } from '../../src/routes/login.tsx';

// Only the route's search validation is under test, not the page it renders.
vi.mock('@/features/auth/index.ts', () => ({ LoginPage: () => null }));

const parseLoginSearch = (search: Record<string, unknown>) =>
  (Route.options.validateSearch as (raw: Record<string, unknown>) => { redirectTo?: string })(search);

const ORIGIN = 'https://ordning.no';

describe('safeRedirectPath', () => {
  it.each([
    ['/offer/0ffe0000-0000-4000-8000-000000000007', '/offer/0ffe0000-0000-4000-8000-000000000007'],
    ['/offers?category=car&audience=business', '/offers?category=car&audience=business'],
    ['/profile#innstillinger', '/profile#innstillinger'],
    ['/', '/'],
    ['/a/../offers', '/offers'],
  ])('keeps the same-origin path %j', (value, expected) => {
    expect(safeRedirectPath(value, ORIGIN)).toBe(expected);
  });

  it.each([
    ['https://evil.test/offers'],
    ['http://ordning.no/offers'],
    ['//evil.test/offers'],
    ['/\\evil.test'],
    ['\\\\evil.test'],
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['offers'],
    ['/\tevil'],
    ['/%0a'.replace('%0a', '\n')],
    [''],
    [undefined],
    [null],
    [42],
    [['/offers']],
  ])('falls back to / for %j', (value) => {
    expect(safeRedirectPath(value, ORIGIN)).toBe('/');
  });

  it('builds the magic link return address on this origin', () => {
    expect(magicLinkRedirect(ORIGIN, '/offer/abc')).toBe('https://ordning.no/offer/abc');
    expect(magicLinkRedirect(ORIGIN, 'https://evil.test')).toBe('https://ordning.no/');
    expect(magicLinkRedirect(ORIGIN, undefined)).toBe('https://ordning.no/');
  });
});

describe("/login's search params", () => {
  it('keeps a string redirectTo and drops anything else', () => {
    expect(parseLoginSearch({ redirectTo: '/offer/1' })).toEqual({ redirectTo: '/offer/1' });
    for (const redirectTo of ['', 5, ['/a', '/b'], { path: '/' }, undefined]) {
      const parsed = parseLoginSearch({ redirectTo });
      expect(parsed).toEqual({ redirectTo: undefined });
      expect('redirectTo' in parsed).toBe(true);
    }
  });
});

// Type-only: brings the generated route tree into this type-check (tsconfig.node.json),
// which the route file's typed createFileRoute path needs.
export type { FileRouteTypes } from '../../src/routeTree.gen.ts';
