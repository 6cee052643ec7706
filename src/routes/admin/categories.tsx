import { createFileRoute } from '@tanstack/react-router';
import { AccessDenied, CheckingSession, guardRoute } from '@/features/auth/index.ts';
import { CategoriesAdminPage } from '@/features/admin/index.ts';

export const Route = createFileRoute('/admin/categories')({
  beforeLoad: ({ location }) => guardRoute(location, 'admin'),
  pendingComponent: CheckingSession,
  errorComponent: AccessDenied,
  component: CategoriesAdminPage,
});
