import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AdminPage, parseOfferTableSearch, type OfferTableSearch } from '@/features/admin/index.ts';
import { AnalyticsSummary, OfferStats } from '@/features/analytics/index.ts';

export const Route = createFileRoute('/_signed-in/_admin/admin/')({
  // The offer table's search, filters, sort and page; a bad value falls back to its default.
  validateSearch: parseOfferTableSearch,
  component: AdminRoute,
});

function AdminRoute() {
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (search: OfferTableSearch, replace: boolean) => void navigate({ search, replace }),
    [navigate],
  );
  return (
    <AdminPage
      search={Route.useSearch()}
      onSearchChange={onSearchChange}
      statistics={<AnalyticsSummary scope="admin" />}
      renderCardFooter={(offer) => <OfferStats offer={offer} scope="admin" />}
    />
  );
}
