import { useMemo } from 'react';
import { formatCount } from '../format.ts';
import { CARD_PERIOD_DAYS, lastDays } from '../period.ts';
import { dailySeries, rowsInPeriod, rowsOfOffer, sumTotals } from '../shaping.ts';
import { useScreenStats, useShownOffer } from '../stats-store.ts';
import { type StatsScope, useStatsCompany } from '../use-stats-scope.ts';
import { TrendChart } from './TrendChart.tsx';

/** At the bottom of an offer card: its views, code reveals and link opens in the last 30 days, with a trend line. */
export function OfferStatsFooter({
  offer,
  scope,
}: {
  offer: { id: string; title: string };
  scope: StatsScope;
}) {
  const companyId = useStatsCompany(scope);
  const { state } = useScreenStats(companyId);
  useShownOffer(companyId, offer);
  const view = useMemo(() => {
    if (state.status !== 'ready') return null;
    const period = lastDays(CARD_PERIOD_DAYS, state.data.period.to);
    const rows = rowsInPeriod(rowsOfOffer(state.data.rows, offer.id), period);
    return { totals: sumTotals(rows), points: dailySeries(rows, period), empty: rows.length === 0 };
  }, [state, offer.id]);

  if (companyId === undefined) return null;
  return (
    <section
      aria-label={`Statistikk for ${offer.title}, siste ${CARD_PERIOD_DAYS} dager`}
      className="flex flex-col gap-2 border-t border-border pt-3"
      data-testid="offer-stats"
    >
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Siste {CARD_PERIOD_DAYS} dager
      </p>
      {state.status === 'loading' ? (
        <p role="status" className="text-sm text-muted-foreground">
          Laster statistikk...
        </p>
      ) : null}
      {state.status === 'error' ? (
        <p className="text-sm text-muted-foreground">Statistikken er ikke tilgjengelig.</p>
      ) : null}
      {view ? (
        <>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            {[
              ['Visninger', view.totals.views],
              ['Kode vist', view.totals.codeReveals],
              ['Lenke åpnet', view.totals.linkOpens],
            ].map(([label, value]) => (
              <div key={label} className="flex flex-col-reverse">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-lg font-bold tabular-nums">{formatCount(Number(value))}</dd>
              </div>
            ))}
          </dl>
          {view.empty ? (
            <p className="text-xs text-muted-foreground">Ingen aktivitet siste {CARD_PERIOD_DAYS} dager.</p>
          ) : (
            <TrendChart compact title={`${offer.title}: hendelser per dag`} points={view.points} />
          )}
        </>
      ) : null}
    </section>
  );
}
