import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen.ts';
import { PageErrorPage } from '@/ui/PageErrorPage.tsx';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  // Back and forward return to where the reader was in a long offer list.
  scrollRestoration: true,
  // A page whose code or data failed says so in Norwegian (the guarded routes show 'Ingen tilgang').
  defaultErrorComponent: PageErrorPage,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
