import { type RouterHistory, createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen.ts';
import { PageErrorPage } from '@/ui/PageErrorPage.tsx';
import type { RouterContext } from './router-context.ts';

/** The app's router, with the services of the composition root (runtime.ts) as its context. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    // The browser's history unless one is given (a test's memory history).
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Back and forward return to where the reader was in a long offer list.
    scrollRestoration: true,
    // A page whose code or data failed says so in Norwegian (the guarded routes show 'Ingen tilgang').
    defaultErrorComponent: PageErrorPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
