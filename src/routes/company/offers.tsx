import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsSummary, OfferStats } from '@/features/analytics/index.ts';
import { AccessDenied, CheckingSession, guardRoute } from '@/features/auth/index.ts';
import { CompanyOffersPage, parseCompanyOffersSearch } from '@/features/company-offers/index.ts';

export const Route = createFileRoute('/company/offers')({
  validateSearch: parseCompanyOffersSearch,
  beforeLoad: ({ location }) => guardRoute(location, 'company'),
  pendingComponent: CheckingSession,
  errorComponent: AccessDenied,
  component: CompanyOffersRoute,
});

function CompanyOffersRoute() {
  return (
    <CompanyOffersPage
      view={Route.useSearch().visning}
      statistics={<AnalyticsSummary scope="company" />}
      renderCardFooter={(offer) => <OfferStats offer={offer} scope="company" />}
    />
  );
}
