import { BarChart3, Download, RefreshCw } from 'lucide-react';
import { Fragment, useMemo, useState } from 'react';
import { Button } from '@/ui/Button.tsx';
import { Card, CardContent, CardHeader } from '@/ui/Card.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { downloadCsv, statsCsv, statsCsvFileName } from '../csv.ts';
import { bestOfferFigures, formatPeriod } from '../format.ts';
import { type PeriodDays, lastDays } from '../period.ts';
import { type OfferSummary, dailySeries, offerSummaries, rowsInPeriod, sumTotals } from '../shaping.ts';
import { useScreenStats } from '../stats-store.ts';
import { type StatsScope, useStatsCompany } from '../use-stats-scope.ts';
import { PeriodPicker } from './PeriodPicker.tsx';
import { PlatformTotalsPanel } from './PlatformTotalsPanel.tsx';
import { StatTiles, totalsTiles } from './StatTiles.tsx';
import { TrendChart } from './TrendChart.tsx';

const BEST_OFFERS = 5;

/**
 * The statistics on top of /company/offers (the selected company's offers)
 * and /admin (every offer, with the platform's totals): totals for 7, 30 or
 * 90 days, the events per day, the best offers and the CSV of the period.
 */
export function AnalyticsSummary({ scope }: { scope: StatsScope }) {
  const companyId = useStatsCompany(scope);
  const [days, setDays] = useState<PeriodDays>(30);
  const { state, reload } = useScreenStats(companyId);
  const view = useMemo(() => {
    if (state.status !== 'ready') return null;
    const period = lastDays(days, state.data.period.to);
    const rows = rowsInPeriod(state.data.rows, period);
    return {
      period,
      rows,
      totals: sumTotals(rows),
      points: dailySeries(rows, period),
      best: offerSummaries(rows).slice(0, BEST_OFFERS),
    };
  }, [state, days]);

  if (companyId === undefined) return null;
  const title = scope === 'admin' ? 'Statistikk for alle tilbud' : 'Statistikk for tilbudene';

  return (
    <section aria-labelledby="analytics-summary-heading" className="mb-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <h2
            id="analytics-summary-heading"
            className="flex items-center gap-2 text-xl font-semibold tracking-tight"
          >
            <BarChart3 aria-hidden="true" className="size-5 text-primary" />
            {title}
          </h2>
          <PeriodPicker
            value={days}
            onChange={(next) => {
              // The figures of the new period show at once from the screen's rows; newer ones follow.
              setDays(next);
              reload();
            }}
          />
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {scope === 'admin' ? <PlatformTotalsPanel days={days} /> : null}
          {state.status === 'loading' ? (
            <div aria-busy="true" className="flex flex-col gap-3">
              <p role="status" className="text-sm text-muted-foreground">
                Laster statistikk...
              </p>
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-40 w-full" />
            </div>
          ) : null}
          {state.status === 'error' ? (
            <RetryAlert
              message="Kunne ikke laste statistikken. Sjekk nettverkstilkoblingen og prøv igjen."
              onRetry={reload}
            />
          ) : null}
          {view ? (
            <>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                <span>
                  {formatPeriod(view.period.from, view.period.to)} ({days} dager)
                </span>
                {state.status === 'ready' && state.refreshing ? (
                  <span role="status" className="inline-flex items-center gap-1">
                    <RefreshCw aria-hidden="true" className="size-3.5 animate-spin" />
                    Oppdaterer...
                  </span>
                ) : null}
              </p>
              {state.status === 'ready' && state.refreshFailed ? (
                <RetryAlert
                  message="Kunne ikke oppdatere statistikken. Tallene kan være utdaterte."
                  onRetry={reload}
                />
              ) : null}
              <StatTiles tiles={totalsTiles(view.totals)} label={`Totalt siste ${days} dager`} />
              {view.rows.length === 0 ? (
                <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
                  Ingen visninger eller klikk i perioden ennå.
                </p>
              ) : (
                <>
                  <TrendChart title={`Hendelser per dag, siste ${days} dager`} points={view.points} />
                  <div className="flex flex-col gap-2">
                    <h3 className="text-base font-semibold">Mest brukte tilbud</h3>
                    <ol className="flex flex-col divide-y divide-border">
                      {view.best.map((offer, index) => (
                        <BestOfferRow key={offer.offerId} offer={offer} rank={index + 1} />
                      ))}
                    </ol>
                  </div>
                </>
              )}
              <div>
                <Button
                  variant="outline"
                  onClick={() =>
                    downloadCsv(
                      statsCsvFileName(scope === 'admin' ? 'alle' : 'bedrift', view.period),
                      statsCsv(view.rows),
                    )
                  }
                >
                  <Download aria-hidden="true" />
                  Last ned CSV
                </Button>
              </div>
            </>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}

/**
 * One of the most used offers: its title beside its figures from 640 px, above
 * them on a phone, so a narrow screen never squeezes the title away.
 */
function BestOfferRow({ offer, rank }: { offer: OfferSummary; rank: number }) {
  return (
    <li className="flex items-baseline gap-3 py-2 text-sm">
      <span aria-hidden="true" className="w-5 shrink-0 text-muted-foreground tabular-nums">
        {rank}.
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-baseline sm:gap-3">
        <span className="min-w-0 font-medium break-words sm:flex-1 sm:truncate">{offer.title}</span>
        <span className="text-muted-foreground tabular-nums sm:shrink-0">
          {/* A figure never breaks from its noun; the line breaks at the separators' spaces, outside them. */}
          {bestOfferFigures(offer.totals).map((figure, index) => (
            <Fragment key={figure}>
              {index > 0 ? ' · ' : ''}
              <span className="whitespace-nowrap">{figure}</span>
            </Fragment>
          ))}
        </span>
      </span>
    </li>
  );
}

/** A failed load or refresh: what went wrong and 'Prøv igjen'. */
function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
      <span>{message}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Prøv igjen
      </Button>
    </div>
  );
}
