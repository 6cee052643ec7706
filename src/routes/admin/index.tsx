import { createFileRoute } from '@tanstack/react-router';
import { AccessDenied, CheckingSession, guardRoute } from '@/features/auth/index.ts';
import { AdminPage } from '@/features/admin/index.ts';

export const Route = createFileRoute('/admin/')({
  beforeLoad: ({ location }) => guardRoute(location, 'admin'),
  pendingComponent: CheckingSession,
  errorComponent: AccessDenied,
  component: AdminRoute,
});

function AdminRoute() {
  return <AdminPage />;
}
