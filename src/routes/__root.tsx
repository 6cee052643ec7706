import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '@/app/AppShell.tsx';
import { NotFound } from '@/app/NotFound.tsx';
import type { RouterContext } from '@/app/router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Before the first render: the signed-in user's cached account (and their
  // company's branding) is on screen when the page first paints. Idempotent.
  beforeLoad: ({ context }) => context.account.start(),
  component: AppShell,
  notFoundComponent: NotFound,
});
