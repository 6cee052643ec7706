import {
  Link,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearOfflineData } from '../../src/offline/store/db.ts';

// A tap on an offer at the till is a navigation: the frame around the page (bar, menu,
// footer) must not render again for it, let alone once per step of the router's update.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('../../src/lib/env.ts', () => ({
  env: {
    supabaseUrl: 'http://localhost',
    supabaseAnonKey: 'key',
    appDomain: 'ordning.no',
    platformDomains: [],
  },
}));

const { renders, counted } = vi.hoisted(() => {
  const renders = { navbar: 0, footer: 0 };
  /** The component, counting its renders under `name`. */
  const counted =
    <P,>(name: keyof typeof renders, component: (props: P) => unknown) =>
    (props: P) => {
      renders[name] += 1;
      return component(props);
    };
  return { renders, counted };
});

vi.mock('../../src/ui/Navbar.tsx', async (original) => {
  const module = await original<typeof import('../../src/ui/Navbar.tsx')>();
  return { ...module, Navbar: counted('navbar', module.Navbar) };
});

vi.mock('../../src/ui/Footer.tsx', async (original) => {
  const module = await original<typeof import('../../src/ui/Footer.tsx')>();
  return { ...module, Footer: counted('footer', module.Footer) };
});

let root: Root | null = null;

afterEach(() => {
  vi.restoreAllMocks();
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function renderShell() {
  const { AppShell } = await import('../../src/app/AppShell.tsx');
  const rootRoute = createRootRoute({ component: AppShell });
  const offers = createRoute({
    getParentRoute: () => rootRoute,
    path: '/offers',
    component: () => (
      <>
        <h1>Alle tilbud</h1>
        <Link to="/offer/$id" params={{ id: 'kaffe' }}>
          Kaffe
        </Link>
      </>
    ),
  });
  const offer = createRoute({
    getParentRoute: () => rootRoute,
    path: '/offer/$id',
    component: () => <h1>Kaffe for to</h1>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([offers, offer]),
    history: createMemoryHistory({ initialEntries: ['/offers'] }),
  });
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(<RouterProvider router={router} />);
    await router.load();
  });
  return router;
}

/** Lets the shell's own start-up (session, categories, first-content signals) settle. */
async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

describe('AppShell', () => {
  it('renders the bar and the footer no more when the page changes', async () => {
    await clearOfflineData();
    // jsdom has no scrolling; the router resets the scroll on each navigation.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = await renderShell();
    await settle();
    expect(document.querySelector('h1')?.textContent).toBe('Alle tilbud');
    // On /offers the page has its own chips; the shell's category row is not there.
    expect(document.querySelector('nav[aria-label="Utforsk kategorier"]')).toBeNull();
    const before = { ...renders };
    expect(before.navbar).toBeGreaterThan(0);
    expect(before.footer).toBeGreaterThan(0);

    await act(() => router.navigate({ to: '/offer/$id', params: { id: 'kaffe' } }));

    expect(document.querySelector('h1')?.textContent).toBe('Kaffe for to');
    // What follows the address still does: the category row shows outside /offers.
    expect(document.querySelector('nav[aria-label="Utforsk kategorier"]')).not.toBeNull();
    expect(renders).toEqual(before);
  });
});
