import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen.ts';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  // Back and forward return to where the reader was in a long offer list.
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
