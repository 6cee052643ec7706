import { createRootRoute } from '@tanstack/react-router';
import { AppShell } from '@/app/AppShell.tsx';
import { NotFound } from '@/app/NotFound.tsx';

export const Route = createRootRoute({
  component: AppShell,
  notFoundComponent: NotFound,
});
