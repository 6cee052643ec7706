import { formatCount, formatOptionalCount } from '../format.ts';
import type { EventTotals } from '../shaping.ts';

export interface StatTile {
  label: string;
  value: number | null;
}

/** The period's totals as the spec's figures, in a definition list. */
export function totalsTiles(totals: EventTotals): StatTile[] {
  return [
    { label: 'Visninger', value: totals.views },
    { label: 'Kode vist', value: totals.codeReveals },
    { label: 'Kode kopiert', value: totals.codeCopies },
    { label: 'Vist i kassen', value: totals.tillOpens },
    { label: 'Lenke åpnet', value: totals.linkOpens },
    { label: 'E-post', value: totals.emailCopies + totals.emailSends },
  ];
}

export function StatTiles({ tiles, label }: { tiles: readonly StatTile[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {tiles.map((tile) => (
        <div key={tile.label} className="flex flex-col-reverse gap-0.5 rounded-xl bg-muted/50 px-3 py-2.5">
          <dt className="text-xs font-medium text-muted-foreground">{tile.label}</dt>
          <dd className="text-xl font-bold tabular-nums">
            {tile.value === null ? formatOptionalCount(null) : formatCount(tile.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
