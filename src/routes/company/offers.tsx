import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsSummary, OfferStats } from '@/features/analytics/index.ts';
import { AccessDenied, CheckingSession, guardRoute } from '@/features/auth/index.ts';
import { CompanyOffersPage } from '@/features/company-offers/index.ts';

export const Route = createFileRoute('/company/offers')({
  beforeLoad: ({ location }) => guardRoute(location, 'company'),
  pendingComponent: CheckingSession,
  errorComponent: AccessDenied,
  component: CompanyOffersRoute,
});

function CompanyOffersRoute() {
  return (
    <CompanyOffersPage
      aboveList={<AnalyticsSummary scope="company" />}
      renderCardFooter={(offer) => <OfferStats offer={offer} scope="company" />}
    />
  );
}
