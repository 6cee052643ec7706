// nb-NO formats: 1 234 (a no-break space between thousands), dates as '20. nov.'.
import { plural } from '@/lib/plural.ts';
import type { EventTotals } from './shaping.ts';

const counts = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
const shortDays = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDays = new Intl.DateTimeFormat('nb-NO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function utcDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function formatCount(value: number): string {
  return counts.format(value);
}

/** A count or, where the server withholds it (fewer than 3 users), a dash. */
export function formatOptionalCount(value: number | null): string {
  return value === null ? '–' : counts.format(value);
}

export function formatShortDay(day: string): string {
  return shortDays.format(utcDate(day));
}

export function formatLongDay(day: string): string {
  return longDays.format(utcDate(day));
}

export function formatPeriod(from: string, to: string): string {
  return `${formatShortDay(from)} – ${formatShortDay(to)}`;
}

/** Counted nouns of the statistics, in their nb-NO singular and plural. */
export const STAT_NOUNS = {
  views: { one: 'visning', other: 'visninger' },
  codeReveals: { one: 'kodevisning', other: 'kodevisninger' },
  linkOpens: { one: 'lenkeklikk', other: 'lenkeklikk' },
} as const;

/** ['3 visninger', '1 kodevisning', '2 lenkeklikk']: a best offer's figures, shown joined by ' · '. */
export function bestOfferFigures(totals: Pick<EventTotals, 'views' | 'codeReveals' | 'linkOpens'>): string[] {
  return [
    plural(totals.views, STAT_NOUNS.views),
    plural(totals.codeReveals, STAT_NOUNS.codeReveals),
    plural(totals.linkOpens, STAT_NOUNS.linkOpens),
  ];
}
