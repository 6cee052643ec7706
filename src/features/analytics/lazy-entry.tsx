import { Suspense, lazy } from 'react';
import type { StatsScope } from './use-stats-scope.ts';

// What the routes import: two thin wrappers. The charts, the query and the CSV
// code load only when one of them first renders (on /company/offers and /admin).

const LazySummary = lazy(() =>
  import('./components/AnalyticsSummary.tsx').then((module) => ({ default: module.AnalyticsSummary })),
);
const LazyOfferStats = lazy(() =>
  import('./components/OfferStatsFooter.tsx').then((module) => ({ default: module.OfferStatsFooter })),
);

/** The statistics summary for the top of /company/offers ('company') or /admin ('admin'). */
export function AnalyticsSummary({ scope }: { scope: StatsScope }) {
  return (
    <Suspense fallback={null}>
      <LazySummary scope={scope} />
    </Suspense>
  );
}

/** An offer card's last 30 days, sharing the summary's one query. */
export function OfferStats({ offer, scope }: { offer: { id: string; title: string }; scope: StatsScope }) {
  return (
    <Suspense fallback={null}>
      <LazyOfferStats offer={offer} scope={scope} />
    </Suspense>
  );
}
