import { createFileRoute } from '@tanstack/react-router';
import { AccessDenied, CheckingSession, guardRoute } from '@/features/auth/index.ts';
import { AdminPage } from '@/features/admin/index.ts';
import { AnalyticsSummary, OfferStats } from '@/features/analytics/index.ts';

export const Route = createFileRoute('/admin/')({
  beforeLoad: ({ location }) => guardRoute(location, 'admin'),
  pendingComponent: CheckingSession,
  errorComponent: AccessDenied,
  component: AdminRoute,
});

function AdminRoute() {
  return (
    <AdminPage
      aboveList={<AnalyticsSummary scope="admin" />}
      renderCardFooter={(offer) => <OfferStats offer={offer} scope="admin" />}
    />
  );
}
