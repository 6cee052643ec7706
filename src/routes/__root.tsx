import { createRootRoute } from '@tanstack/react-router';
import { AppShell } from '@/app/AppShell.tsx';
import { NotFound } from '@/app/NotFound.tsx';
import { startAccount } from '@/features/account/index.ts';

export const Route = createRootRoute({
  // Before the first render: the signed-in user's cached account (and their
  // company's branding) is on screen when the page first paints. Idempotent.
  beforeLoad: () => startAccount(),
  component: AppShell,
  notFoundComponent: NotFound,
});
