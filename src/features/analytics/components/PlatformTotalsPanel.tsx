import { useMemo } from 'react';
import { formatCount, formatOptionalCount } from '../format.ts';
import { type PeriodDays, lastDays, osloToday } from '../period.ts';
import { usePlatformTotals } from '../stats-store.ts';
import { StatTiles } from './StatTiles.tsx';

/** /admin only: the whole platform's events in the chosen period, with its distinct users. */
export function PlatformTotalsPanel({ days }: { days: PeriodDays }) {
  const today = osloToday();
  const period = useMemo(() => lastDays(days, today), [days, today]);
  const { state } = usePlatformTotals(period);
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border p-4">
      <h3 className="text-base font-semibold">Plattformen totalt</h3>
      {state.status === 'loading' ? (
        <p role="status" className="text-sm text-muted-foreground">
          Laster plattformtall...
        </p>
      ) : null}
      {state.status === 'error' ? (
        <p role="alert" className="text-sm">
          Kunne ikke laste plattformtallene.
        </p>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <StatTiles
            label={`Plattformen totalt siste ${days} dager`}
            tiles={[
              { label: 'Visninger', value: state.data.views },
              { label: 'Kode vist', value: state.data.code_reveals },
              { label: 'Lenke åpnet', value: state.data.link_opens },
            ]}
          />
          <p className="text-sm text-muted-foreground">
            {formatOptionalCount(state.data.distinct_users)} unike innloggede brukere ·{' '}
            {formatCount(state.data.offers_with_events)} tilbud med aktivitet
          </p>
        </>
      ) : null}
    </div>
  );
}
