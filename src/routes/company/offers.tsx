import { createFileRoute } from '@tanstack/react-router';
import { AccessDenied, CheckingSession, guardRoute } from '@/features/auth/index.ts';
import { CompanyOffersPage } from '@/features/company-offers/index.ts';

export const Route = createFileRoute('/company/offers')({
  beforeLoad: ({ location }) => guardRoute(location, 'company'),
  pendingComponent: CheckingSession,
  errorComponent: AccessDenied,
  component: CompanyOffersRoute,
});

function CompanyOffersRoute() {
  return <CompanyOffersPage />;
}
