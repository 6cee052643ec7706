import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsSummary, OfferStats } from '@/features/analytics/index.ts';
import { CompanyOffersPage, parseCompanyOffersSearch } from '@/features/company-offers/index.ts';

export const Route = createFileRoute('/_signed-in/_company/company/offers')({
  validateSearch: parseCompanyOffersSearch,
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
