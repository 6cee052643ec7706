import { formatCount, formatLongDay, formatShortDay } from '../format.ts';
import type { DayPoint } from '../shaping.ts';
import { SERIES } from './series.ts';

/** The figures behind a chart, day by day: what a screen reader reads instead of the lines. */
export function ChartTable({ caption, points }: { caption: string; points: readonly DayPoint[] }) {
  return (
    <table className="w-full text-left text-sm tabular-nums">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-muted-foreground">
          <th scope="col" className="py-1.5 pr-3 font-medium">
            Dato
          </th>
          {SERIES.map((series) => (
            <th key={series.key} scope="col" className="py-1.5 pr-3 text-right font-medium">
              {series.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {points.map((point) => (
          <tr key={point.day} className="border-b border-border/60 last:border-0">
            <th scope="row" className="py-1 pr-3 font-normal">
              <abbr title={formatLongDay(point.day)} className="no-underline">
                {formatShortDay(point.day)}
              </abbr>
            </th>
            {SERIES.map((series) => (
              <td key={series.key} className="py-1 pr-3 text-right">
                {formatCount(point[series.key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
