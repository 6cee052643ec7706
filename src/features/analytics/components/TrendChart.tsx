import { useId, useState } from 'react';
import { cn } from '@/ui/cn.ts';
import { formatCount, formatShortDay } from '../format.ts';
import type { DayPoint } from '../shaping.ts';
import { ChartTable } from './ChartTable.tsx';
import { SERIES } from './series.ts';

const WIDTH = 600;

/** Polyline points for one series, scaled into the chart's box (y grows downwards). */
export function linePoints(values: readonly number[], max: number, height: number): string {
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const x = values.length > 1 ? index * step : WIDTH / 2;
      const y = height - (max > 0 ? (value / max) * (height - 4) : 0) - 2;
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

export interface TrendChartProps {
  /** Names the chart and its table, e.g. 'Hendelser per dag, siste 30 dager'. */
  title: string;
  points: readonly DayPoint[];
  /** A card's small trend line: lower, no legend, the table toggle as a link-sized button. */
  compact?: boolean;
}

/**
 * Views, code reveals and link opens per day as plain SVG lines. The SVG is
 * hidden from screen readers; the same figures sit in a table behind it,
 * visually hidden until 'Vis tabell' shows it to everyone. A card's compact
 * chart renders its table only once opened: a list of 35 cards would
 * otherwise carry 35 hidden tables of 30 rows (about 6,000 elements) that
 * slow every render and make a screen reader wade through them, while the
 * card's own totals already say what the line shows.
 */
export function TrendChart({ title, points, compact = false }: TrendChartProps) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const height = compact ? 56 : 160;
  const max = Math.max(0, ...points.flatMap((point) => SERIES.map((series) => point[series.key])));
  const first = points[0];
  const last = points.at(-1);

  return (
    <figure className="flex flex-col gap-2">
      <figcaption className={cn(compact ? 'sr-only' : 'text-sm font-medium text-muted-foreground')}>
        {title}
      </figcaption>
      <div className="flex gap-2">
        {compact ? null : (
          <div
            aria-hidden="true"
            className="flex flex-col justify-between text-xs text-muted-foreground tabular-nums"
          >
            <span>{formatCount(max)}</span>
            <span>0</span>
          </div>
        )}
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox={`0 0 ${WIDTH} ${height}`}
          preserveAspectRatio="none"
          className="w-full overflow-visible rounded-md bg-muted/40"
          style={{ height }}
        >
          <line x1="0" x2={WIDTH} y1={height - 1} y2={height - 1} className="stroke-border" strokeWidth="1" />
          {SERIES.map((series) => (
            <polyline
              key={series.key}
              className={series.colour}
              points={linePoints(
                points.map((point) => point[series.key]),
                max,
                height,
              )}
              fill="none"
              stroke="currentColor"
              strokeWidth={compact ? 2 : 2.5}
              strokeDasharray={series.dash}
              strokeLinejoin="round"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
      </div>
      {!compact && first && last ? (
        <div aria-hidden="true" className="flex justify-between pl-6 text-xs text-muted-foreground">
          <span>{formatShortDay(first.day)}</span>
          <span>{formatShortDay(last.day)}</span>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        {compact ? (
          <span />
        ) : (
          <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            {SERIES.map((series) => (
              <li key={series.key} className="flex items-center gap-1.5">
                <svg width="18" height="6" className={series.colour}>
                  <line
                    x1="0"
                    x2="18"
                    y1="3"
                    y2="3"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeDasharray={series.dash}
                  />
                </svg>
                {series.label}
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
          className="inline-flex min-h-11 cursor-pointer items-center rounded text-xs font-medium text-primary-text underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {showTable ? 'Skjul tabell' : 'Vis tabell'}
        </button>
      </div>
      <div id={tableId} className={showTable ? 'max-h-72 overflow-y-auto' : 'sr-only'}>
        {showTable || !compact ? <ChartTable caption={title} points={points} /> : null}
      </div>
    </figure>
  );
}
