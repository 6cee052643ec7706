import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, type JSX } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { AboutUsPage, BecomePartnerPage, PadelWorldCupPage } from '../../src/features/marketing/index.ts';
import { conflictingClasses } from '../../src/ui/class-conflicts.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLDivElement | null = null;

/** Renders a page under a router that knows the paths its links go to. */
async function renderPage(Page: () => JSX.Element): Promise<HTMLElement> {
  const rootRoute = createRootRoute();
  const routes = ['/register', '/offers'].map((path) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => null }),
  );
  const page = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Page });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page, ...routes]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const target = document.createElement('div');
  container = target;
  document.body.append(target);
  await act(async () => {
    root = createRoot(target);
    root.render(<RouterProvider router={router} />);
    await router.load();
  });
  return target;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
});

// cn() joins classes without merging them, so a utility set twice on one
// element is decided by the stylesheet's order rather than by the caller.
describe.each([
  ['/become-partner', BecomePartnerPage],
  ['/about-us', AboutUsPage],
  ['/padel-world-cup', PadelWorldCupPage],
] as const)('%s', (_path, Page) => {
  it('renders without setting any utility twice on one element', async () => {
    const page = await renderPage(Page);
    expect(page.querySelector('h1')).not.toBeNull();
    const conflicts = [...page.querySelectorAll('[class]')]
      .map((element) => ({
        element: element.tagName,
        conflicts: conflictingClasses(element.getAttribute('class') ?? ''),
      }))
      .filter((entry) => entry.conflicts.length > 0);
    expect(conflicts).toEqual([]);
  });
});
