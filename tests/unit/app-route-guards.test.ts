import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RoleRequirement } from '../../src/features/auth/index.ts';
import { AccessDeniedError } from '../../src/features/auth/route-guard.ts';
import { createAppRouter } from '../../src/app/router.ts';
import type { RouterContext } from '../../src/app/router-context.ts';

vi.mock('@/lib/env.ts', () => ({
  env: {
    supabaseUrl: 'http://backend.test',
    supabaseAnonKey: 'anon',
    appDomain: 'ordning.no',
    platformDomains: [],
  },
}));

// Issue 27: access is decided by the pathless layout routes alone, with the
// guard the composition root hands the router as context.

type Call = [href: string, required: RoleRequirement | null];

async function open(path: string, guard: RouterContext['session']['guard'] = () => undefined) {
  const calls: Call[] = [];
  let accountStarts = 0;
  const router = createAppRouter(
    {
      session: {
        guard: (location, required = null) => {
          calls.push([location.href, required]);
          return guard(location, required);
        },
      },
      account: {
        start: () => {
          accountStarts += 1;
        },
      },
    },
    createMemoryHistory({ initialEntries: [path] }),
  );
  await router.load();
  return { calls, accountStarts, router };
}

describe('the route guards', () => {
  it.each<[string, Call[]]>([
    ['/profile', [['/profile', null]]],
    [
      '/admin?side=2',
      [
        ['/admin?side=2', null],
        ['/admin?side=2', 'admin'],
      ],
    ],
    [
      '/admin/categories',
      [
        ['/admin/categories', null],
        ['/admin/categories', 'admin'],
      ],
    ],
    [
      '/company/offers',
      [
        ['/company/offers', null],
        ['/company/offers', 'company'],
      ],
    ],
    [
      '/employees',
      [
        ['/employees', null],
        ['/employees', ['company', 'employee']],
      ],
    ],
  ])('%s asks the session first, then for its role', async (path, expected) => {
    const { calls, accountStarts } = await open(path);
    expect(calls).toEqual(expected);
    expect(accountStarts).toBe(1);
  });

  it.each(['/', '/offers', '/login', '/register', '/become-partner', '/accept-invite'])(
    '%s is open to everyone',
    async (path) => {
      const { calls, accountStarts } = await open(path);
      expect(calls).toEqual([]);
      expect(accountStarts).toBe(1);
    },
  );

  it("shows 'Ingen tilgang' from the role's layout when the role is missing", async () => {
    const { router } = await open('/admin/categories', (_location, required) => {
      if (required === 'admin') throw new AccessDeniedError(['admin'], ['employee']);
    });
    const failed = router.state.matches.filter((match) => match.status === 'error');
    expect(failed.map((match) => match.routeId)).toEqual(['/_signed-in/_admin']);
    expect(failed[0]?.error).toBeInstanceOf(AccessDeniedError);
  });
});
